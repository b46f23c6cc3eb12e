import { Route, Routes } from 'react-router';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { LoginExpiredPage } from '../features/auth/LoginExpiredPage';
import { LoginPage } from '../features/auth/LoginPage';
import { LogoutPage } from '../features/auth/LogoutPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/notFound/NotFoundPage';
import { STATIC_PAGES } from '../features/static/content';
import { StaticPage } from '../features/static/StaticPage';
import { RedirectIfSignedIn } from './guards/RedirectIfSignedIn';
import { RequireAuth } from './guards/RequireAuth';
import { AuthLayout } from './layouts/AuthLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { SignedInLayout } from './layouts/SignedInLayout';

/** Open routes (SPEC 2.2) first, then everything behind login (SPEC 2.3). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AuthLayout />}>
        <Route element={<RedirectIfSignedIn />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
        </Route>
        <Route path="/forgot_password" element={<ForgotPasswordPage />} />
        <Route path="/reset_password" element={<ResetPasswordPage />} />
        <Route path="/logout" element={<LogoutPage />} />
        <Route path="/login-expired" element={<LoginExpiredPage />} />
      </Route>
      <Route element={<PublicLayout />}>
        {Object.entries(STATIC_PAGES).map(([path, content]) => (
          <Route key={path} path={path} element={<StaticPage content={content} />} />
        ))}
      </Route>
      <Route element={<RequireAuth />}>
        <Route element={<SignedInLayout />}>
          <Route index element={<HomePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
