import { Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { session } from '../../lib/session/store';
import { authApi } from '../../lib/rest/authApi';
import { nextPath } from './nextPath';

/**
 * POST /token/logout/ when there is a token, clear the session, then go to
 * /login, passing on a `next` path (to switch accounts and come back).
 */
export function LogoutPage() {
  const navigate = useNavigate();
  const next = nextPath(useLocation().search);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const revoke = session.get().token ? authApi.logout() : Promise.resolve();
    void revoke
      .catch((error: unknown) => console.warn('Logout call failed', error))
      .finally(() => {
        session.logout();
        void navigate(next === '/' ? '/login' : `/login?${new URLSearchParams({ next })}`, { replace: true });
      });
  }, [navigate, next]);

  return (
    <Stack align="center" role="status">
      <Loader />
      <Text>Logging out...</Text>
    </Stack>
  );
}
