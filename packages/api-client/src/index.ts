export { TOKEN_STORAGE_KEY, getStoredTokens, setStoredTokens, clearStoredTokens } from './token-storage';
export {
  apiRequest,
  getQueryFn,
  throwIfResponseNotOk,
  type HttpMethod,
  type UnauthorizedBehavior,
} from './request';
export { isUnauthorizedError, responseErrorStatus, errorMessageFromResponseError } from './errors';
export { createQueryClient } from './query-client';
export { ApiProvider } from './ApiProvider';
