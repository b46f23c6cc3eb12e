import { ensureFreshToken } from './tokenRefresh';
import { send, type Method, type SendOptions } from './transport';

// The REST client of /api/v1 (SPEC 7.1). Every call waits for a running token
// refresh, and refreshes an old token first.

type Options = Omit<SendOptions, 'body' | 'handleSessionLoss'>;

async function call<T>(method: Method, path: string, body?: unknown, options: Options = {}) {
  await ensureFreshToken();
  return send<T>(method, path, { ...options, body });
}

export const rest = {
  get: <T>(path: string, options?: Options) => call<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: Options) => call<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body: unknown, options?: Options) => call<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: Options) => call<T>('DELETE', path, undefined, options),
};
