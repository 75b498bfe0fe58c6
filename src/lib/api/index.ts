// The typed client of the commerce API: the only code in the storefront that calls the network.
export { createApiClient, createHttpClient, mapResult, failure, RETRY_STATUSES } from './client.ts';
export {
  toApiError,
  errorFromResponse,
  networkError,
  unexpectedResponse,
  invalidInput,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_RESPONSE_MESSAGE,
  GENERIC_ERROR_MESSAGE,
} from './errors.ts';
export { signInResult, signUpResult, fetchCustomerResult } from './result-codes.ts';
export type { SignInResult, SignUpResult, FetchCustomerResult } from './result-codes.ts';
export { createItem, updateItem, findItems, searchItems, deleteItems } from './generic.ts';
export { listProducts } from './items.ts';
export { listSliders } from './content.ts';
export { listCurrencies, CURRENCY_LIST_SIZE } from './currencies.ts';
export { createCatalogClient } from './catalog.ts';
export { searchSkuStock } from './stocks.ts';
export { searchLinkedItems } from './linked.ts';
export { searchGlobalDiscounts } from './discounts.ts';
export type { CatalogClient, CatalogClientOptions } from './catalog.ts';
export type {
  ApiClient,
  ApiClientOptions,
  ApiError,
  ApiResult,
  HttpClientOptions,
  HttpMethod,
  Query,
  QueryValue,
  RequestBody,
  RequestOptions,
} from './types.ts';
