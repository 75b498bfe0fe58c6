// The official SSLCommerz Node client ships no types: the little the protocol test uses.
declare module 'sslcommerz-lts' {
  export default class SSLCommerzPayment {
    constructor(storeId: string, storePassword: string, live?: boolean);
    init(data: Record<string, string | number>, url?: string | false, method?: string): Promise<Record<string, unknown>>;
    validate(data: { val_id: string }, url?: string | false, method?: string): Promise<Record<string, unknown>>;
  }
}
