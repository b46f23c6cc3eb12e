import { Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { session } from '../../lib/session/store';
import { authApi } from '../../lib/rest/authApi';

/** POST /token/logout/ when there is a token, clear the session, then go to /login. */
export function LogoutPage() {
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const revoke = session.get().token ? authApi.logout() : Promise.resolve();
    void revoke
      .catch((error: unknown) => console.warn('Logout call failed', error))
      .finally(() => {
        session.logout();
        void navigate('/login', { replace: true });
      });
  }, [navigate]);

  return (
    <Stack align="center" role="status">
      <Loader />
      <Text>Logging out...</Text>
    </Stack>
  );
}
