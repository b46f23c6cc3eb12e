/** A non-2xx answer from /api/v1. `data` is the parsed JSON body, if any. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  /** Seconds from a Retry-After header, when the server sent one. */
  readonly retryAfter: number | null;

  constructor(status: number, data: unknown, retryAfter: number | null = null) {
    super(`Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    this.retryAfter = retryAfter;
  }
}

export class RequestTimeoutError extends Error {
  constructor(method: string, path: string, timeoutMs: number) {
    super(`${method} ${path} timed out after ${timeoutMs} ms`);
    this.name = 'RequestTimeoutError';
  }
}
