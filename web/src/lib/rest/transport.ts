import { apiUrl } from '../apiHost';
import { endSession, SESSION_LOSS_STATUSES } from '../sessionLoss';
import { session } from '../session/store';
import { csrfToken } from './csrf';
import { ApiError, RequestTimeoutError } from './errors';

export const API_BASE = '/api/v1';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const SAFE_METHODS: ReadonlySet<Method> = new Set(['GET']);

export interface SendOptions {
  body?: unknown;
  timeoutMs?: number;
  /** Whether a session-loss status logs the user out (SPEC 8). On by default. */
  handleSessionLoss?: boolean;
}

/**
 * One call to /api/v1 with the token, the CSRF header and a time-out.
 * Resolves with the parsed JSON body (undefined when empty); rejects with
 * ApiError, RequestTimeoutError or the network's TypeError.
 */
export async function send<T>(method: Method, path: string, options: SendOptions = {}): Promise<T> {
  const { body, timeoutMs, handleSessionLoss = true } = options;
  const controller = new AbortController();
  const timer = timeoutMs ? setTimeout(() => controller.abort(), timeoutMs) : undefined;
  const { token } = session.get();
  try {
    const form = body instanceof FormData;
    const headers = await buildHeaders(method, token, body !== undefined && !form, controller.signal);
    const response = await fetch(apiUrl(API_BASE + path), {
      method,
      headers,
      // A form (a file upload) goes as multipart/form-data, with the boundary the browser sets.
      body: body === undefined || form ? body : JSON.stringify(body),
      credentials: 'include',
      signal: controller.signal,
    });
    const data = await parseBody(response);
    if (!response.ok) {
      // A 401 for a token that a refresh has replaced meanwhile is no session loss.
      if (handleSessionLoss && session.get().token === token) reactToFailure(response.status, data);
      throw new ApiError(response.status, data, retryAfterSeconds(response));
    }
    return data as T;
  } catch (error) {
    if (controller.signal.aborted && timeoutMs) {
      // A time-out is only logged (SPEC 8); the caller shows what it needs to.
      const timeout = new RequestTimeoutError(method, path, timeoutMs);
      console.warn(timeout.message);
      throw timeout;
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function buildHeaders(method: Method, token: string | null, jsonBody: boolean, signal: AbortSignal) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `token ${token}`;
  if (jsonBody) headers['Content-Type'] = 'application/json';
  if (!SAFE_METHODS.has(method)) {
    const csrf = await csrfToken(signal);
    if (csrf) headers['X-CSRFToken'] = csrf;
  }
  return headers;
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function retryAfterSeconds(response: Response): number | null {
  const header = response.headers.get('Retry-After');
  if (header === null) return null;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}

const DEAD_TOKEN = /invalid token|token has expired/i;

// SPEC 8, session loss on REST calls.
function reactToFailure(status: number, data: unknown): void {
  const detail = (data as { detail?: unknown } | undefined)?.detail;
  if (status === 401 && typeof detail === 'string' && DEAD_TOKEN.test(detail)) {
    endSession('/logout', { exemptUnnamed: true });
  } else if (SESSION_LOSS_STATUSES.has(status)) {
    endSession('/login-expired');
  } else if (status === 408 || status >= 500) {
    console.warn(`API answered ${status}`);
  }
}
