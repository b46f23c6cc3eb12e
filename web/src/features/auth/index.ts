import { lazyPage } from '../../components/lazyPage';

export { loadCurrentUser } from './currentUser';
export { nextPath } from './nextPath';

export const ForgotPasswordPage = lazyPage(async () => (await import('./ForgotPasswordPage')).ForgotPasswordPage);
export const LoginExpiredPage = lazyPage(async () => (await import('./LoginExpiredPage')).LoginExpiredPage);
export const LoginPage = lazyPage(async () => (await import('./LoginPage')).LoginPage);
export const LogoutPage = lazyPage(async () => (await import('./LogoutPage')).LogoutPage);
export const RegisterPage = lazyPage(async () => (await import('./RegisterPage')).RegisterPage);
export const SocialCallbackPage = lazyPage(async () => (await import('./SocialCallbackPage')).SocialCallbackPage);
export const ResetPasswordPage = lazyPage(async () => (await import('./ResetPasswordPage')).ResetPasswordPage);
