/** The one error type handlers throw; `handler()` turns it into `{ message, error_code?, errors? }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly errors?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, errors?: Record<string, unknown>) => new ApiError(400, message, 'bad_request', errors);
export const unauthorized = (code: 'unauthorized_access' | 'session_expired' = 'unauthorized_access') =>
  new ApiError(401, code === 'session_expired' ? 'Your session has expired, please sign in again' : 'Please sign in to continue', code);
export const forbidden = (message = 'You do not have permission to do this') => new ApiError(403, message, 'forbidden');
export const notFound = (what = 'Resource') => new ApiError(404, `${what} not found`, 'not_found');
export const conflict = (message: string) => new ApiError(409, message, 'conflict');
export const tooManyRequests = (message: string) => new ApiError(429, message, 'rate_limited');
