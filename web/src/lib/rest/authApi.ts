import { rest } from './client';
import { TIMEOUTS } from './timeouts';

// The /api/v1 token and user endpoints (SPEC 7.1).

export interface RestUser {
  id: number | string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
}

export interface Registration {
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  password: string;
}

export const authApi = {
  login: (username: string, password: string) =>
    rest.post<{ auth_token: string }>('/token/login/', { username, password }, { timeoutMs: TIMEOUTS.login }),
  /** Social sign-in (SPEC 7.1): an OpenID Connect ID token of a configured provider. */
  socialLogin: (token: string, nonce: string) =>
    rest.post<{ auth_token: string }>('/login/social/token_user/', { token, nonce }, { timeoutMs: TIMEOUTS.login }),
  logout: () => rest.post<void>('/token/logout/'),
  me: () => rest.get<RestUser | undefined>('/users/me/', { timeoutMs: TIMEOUTS.user }),
  updateMe: (changes: Partial<Pick<RestUser, 'first_name' | 'last_name' | 'email'>>) =>
    rest.put<RestUser>('/users/me/', changes, { timeoutMs: TIMEOUTS.user }),
  register: (registration: Registration) =>
    rest.post<RestUser>('/users/', registration, { timeoutMs: TIMEOUTS.register }),
  requestPasswordReset: (email: string) =>
    rest.post<void>('/users/reset_password/', { email }, { timeoutMs: TIMEOUTS.reset }),
  confirmPasswordReset: (uid: string, token: string, newPassword: string) =>
    rest.post<void>(
      '/users/reset_password_confirm/',
      { uid, token, new_password: newPassword },
      { timeoutMs: TIMEOUTS.reset },
    ),
};
