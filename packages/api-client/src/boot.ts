/**
 * `@groundwork/api-client/boot`: what the shell needs before it renders, without zod: the stored
 * session, the shared request and its errors, the query client, the identity calls and the
 * processing API's base. The root entry re-exports all of it, so a remote may import either.
 */
export { TOKEN_STORAGE_KEY, getStoredTokens, setStoredTokens, clearStoredTokens } from './token-storage';
export {
  apiRequest,
  routeRequest,
  getQueryFn,
  throwIfResponseNotOk,
  type HttpMethod,
  type UnauthorizedBehavior,
} from './request';
export { ApiError, NON_API_ERROR_CODE, isUnauthorizedError, responseErrorStatus, errorMessageFromResponseError } from './errors';
export { createQueryClient, type QueryClientOptions } from './query-client';
export { authApi, authQueryKeys, isLoginChallenge, type RefreshedTokens } from './auth-api';
export { PROCESSING_API_BASE, setProcessingApiBase, getProcessingApiBase } from './processing-base';
