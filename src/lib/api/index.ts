// The typed client of the commerce API: the only code in the storefront that calls the network.
export { createApiClient, createHttpClient, RETRY_STATUSES } from './client.ts';
export { failure, mapResult } from './result.ts';
export {
  errorFromResponse,
  networkError,
  unexpectedResponse,
  invalidInput,
} from './errors.ts';
export { signInResult, signUpResult, fetchCustomerResult } from './result-codes.ts';
export type { SignInResult, SignUpResult, FetchCustomerResult } from './result-codes.ts';
export { listProducts } from './items.ts';
export { listSliders } from './content.ts';
export { listCurrencies, CURRENCY_LIST_SIZE } from './currencies.ts';
export { createCatalogClient } from './catalog.ts';
export { searchSkuStock } from './stocks.ts';
export { searchLinkedItems } from './linked.ts';
export { searchGlobalDiscounts, searchActiveDiscounts } from './discounts.ts';
export { reshapeSku, reshapeSkuStock } from './reshape.ts';
export { reshapeProduct } from './reshape-product.ts';
export { categoryFirstPage } from './payloads.ts';
export { signIn, signUp, signOut, forgotPassword, changePassword, resetPassword, fetchCustomer, updateCustomer } from './customers.ts';
export type { CodedResult } from './customers.ts';
export { changeSubscription, fetchSubscription } from './subscriptions.ts';
export { searchAddresses, makeAddressDefault, deleteAddress } from './addresses.ts';
export { createAddress, updateAddress } from './address-writes.ts';
export { addWishlistItem, removeWishlistItem, searchWishlistItems } from './wishlists.ts';
export type { CatalogClient, CatalogClientOptions } from './catalog.ts';
export type {
  ApiClient,
  ApiClientOptions,
  ApiError,
  AnswerSchema,
  ApiResult,
  HttpClientOptions,
  HttpMethod,
  Query,
  QueryValue,
  RequestBody,
  RequestOptions,
} from './types.ts';
