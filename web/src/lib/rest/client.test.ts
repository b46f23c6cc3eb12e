import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi } from './authApi';
import { hackathonImagePath, imagesApi } from './imagesApi';
import { json, mockFetch, never } from '../../test/fetchMock';
import { setNavigator } from '../navigation';
import { session } from '../session/store';
import { rest } from './client';
import { ApiError, RequestTimeoutError } from './errors';
import { REFRESH_AFTER_MS } from './tokenRefresh';

const navigate = vi.fn();

beforeEach(() => {
  navigate.mockReset();
  setNavigator(navigate);
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('headers', () => {
  it('sends "Authorization: token <t>" only when logged in', async () => {
    const { requests } = mockFetch({ 'GET /api/v1/users/me/': () => json(200, {}) });
    await rest.get('/users/me/');
    session.login('abc123');
    await rest.get('/users/me/');
    expect(requests[0].headers.get('Authorization')).toBeNull();
    expect(requests[1].headers.get('Authorization')).toBe('token abc123');
  });

  it('sends the csrftoken cookie as X-CSRFToken on unsafe methods only', async () => {
    document.cookie = 'csrftoken=cookie-value; path=/';
    const { requests, called } = mockFetch({
      'GET /api/v1/users/me/': () => json(200, {}),
      'PUT /api/v1/users/me/': () => json(200, {}),
    });
    await rest.get('/users/me/');
    await rest.put('/users/me/', { first_name: 'A' });
    expect(requests[0].headers.get('X-CSRFToken')).toBeNull();
    expect(requests[1].headers.get('X-CSRFToken')).toBe('cookie-value');
    expect(requests[1].headers.get('Content-Type')).toBe('application/json');
    expect(called('GET /api/v1/csrf/')).toHaveLength(0);
  });

  it('sends a form (an image upload) as the browser encodes it, with the CSRF header', async () => {
    document.cookie = 'csrftoken=cookie-value; path=/';
    const { requests } = mockFetch({
      'PUT /api/v1/hackathons/7/images/cover': () => json(200, { url: '/u', smallUrl: '/s', alt: 'Stage' }),
    });
    const file = new File(['png bytes'], 'stage.png', { type: 'image/png' });
    await expect(imagesApi.put(hackathonImagePath('7', 'cover'), file, 'Stage')).resolves.toMatchObject({ alt: 'Stage' });
    const form = requests[0].body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('file') as File).name).toBe('stage.png');
    expect(form.get('alt')).toBe('Stage');
    expect(requests[0].headers.get('Content-Type')).toBeNull();
    expect(requests[0].headers.get('X-CSRFToken')).toBe('cookie-value');
  });

  it('fetches /api/v1/csrf/ first when the cookie is missing', async () => {
    const { requests } = mockFetch({
      'GET /api/v1/csrf/': () => {
        document.cookie = 'csrftoken=fresh; path=/';
        return new Response(null, { status: 204 });
      },
      'POST /api/v1/token/login/': () => json(200, { auth_token: 't' }),
    });
    await authApi.login('a@example.com', 'pw');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/v1/csrf/',
      'POST /api/v1/token/login/',
    ]);
    expect(requests[1].headers.get('X-CSRFToken')).toBe('fresh');
    expect(requests[1].body).toEqual({ username: 'a@example.com', password: 'pw' });
  });
});

describe('answers', () => {
  it('resolves with the JSON body, and undefined for 204', async () => {
    document.cookie = 'csrftoken=c; path=/';
    mockFetch({
      'GET /api/v1/users/me/': () => json(200, { id: 1, username: 'a' }),
      'POST /api/v1/token/logout/': () => new Response(null, { status: 204 }),
    });
    await expect(authApi.me()).resolves.toEqual({ id: 1, username: 'a' });
    await expect(authApi.logout()).resolves.toBeUndefined();
  });

  it('rejects with ApiError carrying the body and Retry-After', async () => {
    document.cookie = 'csrftoken=c; path=/';
    mockFetch({
      'POST /api/v1/token/login/': () => json(429, { detail: 'slow down' }, { 'Retry-After': '17' }),
    });
    const error = await authApi.login('a', 'b').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, data: { detail: 'slow down' }, retryAfter: 17 });
  });
});

describe('time-outs (SPEC 9)', () => {
  beforeEach(() => {
    document.cookie = 'csrftoken=c; path=/';
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it.each([
    ['login', 10_000, () => authApi.login('a', 'b'), 'POST /api/v1/token/login/'],
    ['user', 5_000, () => authApi.me(), 'GET /api/v1/users/me/'],
    ['register', 8_000, () => authApi.register({ first_name: 'a', last_name: 'b', email: 'e', username: 'e', password: 'p' }), 'POST /api/v1/users/'],
    ['reset', 50_000, () => authApi.requestPasswordReset('e@example.com'), 'POST /api/v1/users/reset_password/'],
  ])('aborts %s after %i ms', async (_name, limit, call, route) => {
    mockFetch({ [route]: never });
    let outcome: unknown = 'pending';
    call().catch((error: unknown) => (outcome = error));
    await vi.advanceTimersByTimeAsync(limit - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(RequestTimeoutError);
  });

  it('only logs a time-out: the session stays', async () => {
    session.login('tok');
    mockFetch({ 'GET /api/v1/users/me/': never });
    const result = authApi.me().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await result).toBeInstanceOf(RequestTimeoutError);
    expect(session.get().loggedIn).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('token refresh lock (SPEC 7.1)', () => {
  beforeEach(() => vi.useFakeTimers());

  it('refreshes an old token once while other requests wait for it', async () => {
    session.login('old', Date.now() - REFRESH_AFTER_MS - 1);
    let answerRefresh: (response: Response) => void = () => {};
    const { requests, called } = mockFetch({
      'GET /api/v1/token/refresh/': () => new Promise((resolve) => (answerRefresh = resolve)),
      'GET /api/v1/users/me/': () => json(200, { id: 1 }),
    });

    const first = rest.get('/users/me/');
    const second = rest.get('/users/me/');
    await vi.advanceTimersByTimeAsync(350);
    expect(called('GET /api/v1/token/refresh/')).toHaveLength(1);
    expect(called('GET /api/v1/users/me/')).toHaveLength(0);

    const answeredAt = Date.now();
    answerRefresh(json(200, { auth_token: 'new' }));
    await vi.advanceTimersByTimeAsync(100);
    await Promise.all([first, second]);

    const meCalls = called('GET /api/v1/users/me/');
    expect(meCalls).toHaveLength(2);
    meCalls.forEach((request) => expect(request.headers.get('Authorization')).toBe('token new'));
    expect(requests[0].headers.get('Authorization')).toBe('token old');
    expect(session.get().token).toBe('new');
    expect(session.get().lastRefresh).toBeGreaterThanOrEqual(answeredAt);
  });

  it('does not refresh a recent token', async () => {
    session.login('recent');
    const { called } = mockFetch({ 'GET /api/v1/users/me/': () => json(200, {}) });
    await rest.get('/users/me/');
    expect(called('GET /api/v1/token/refresh/')).toHaveLength(0);
  });

  it('logs out and goes to /logout when the refresh fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    session.login('old', Date.now() - REFRESH_AFTER_MS - 1);
    mockFetch({
      'GET /api/v1/token/refresh/': () => json(401, { detail: 'Authentication credentials were not provided.' }),
      'GET /api/v1/users/me/': () => json(401, {}),
    });
    await rest.get('/users/me/').catch(() => {});
    expect(session.get().loggedIn).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/logout');
  });
});

describe('session loss (SPEC 8)', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));

  it.each([401, 502, 503, 521, 522, 523, 524])('%i logs out and goes to /login-expired', async (status) => {
    session.login('tok');
    session.setActiveHackathon({ id: '1', name: 'Hack' });
    mockFetch({ 'GET /api/v1/users/me/': () => json(status, {}) });
    await expect(rest.get('/users/me/')).rejects.toMatchObject({ status });
    expect(session.get()).toMatchObject({ loggedIn: false, token: null, activeHackathon: null });
    expect(navigate).toHaveBeenCalledWith('/login-expired');
  });

  it.each(['/login', '/logout'])('stays put on %s', async (path) => {
    window.history.replaceState(null, '', path);
    session.login('tok');
    mockFetch({ 'GET /api/v1/users/me/': () => json(401, {}) });
    await rest.get('/users/me/').catch(() => {});
    expect(session.get().loggedIn).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([400, 403, 404, 408, 500])('%i keeps the session', async (status) => {
    session.login('tok');
    mockFetch({ 'GET /api/v1/users/me/': () => json(status, {}) });
    await rest.get('/users/me/').catch(() => {});
    expect(session.get().loggedIn).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a 401 for a token replaced by a refresh meanwhile keeps the session', async () => {
    session.login('old');
    let answer: (response: Response) => void = () => {};
    mockFetch({ 'GET /api/v1/users/me/': () => new Promise((resolve) => (answer = resolve)) });
    const call = rest.get('/users/me/').catch(() => {});
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    session.refreshed('new');
    answer(json(401, { detail: 'Invalid token.' }));
    await call;
    expect(session.get()).toMatchObject({ loggedIn: true, token: 'new' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a 401 for an invalid token goes to /logout', async () => {
    session.login('tok');
    mockFetch({ 'GET /api/v1/users/me/': () => json(401, { detail: 'Invalid token.' }) });
    await rest.get('/users/me/').catch(() => {});
    expect(session.get().loggedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/logout');
  });
});
