import { Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { DASHBOARD } from '../../lib/paths';

export const NOT_FOUND_REDIRECT_MS = 2_000;

/** An unknown path: say so, then return to the dashboard after 2 s (SPEC 2.1). */
export function NotFoundPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(DASHBOARD, { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Stack align="center">
      <Title order={1}>Page not found</Title>
      <Text c="dimmed">Taking you back to the dashboard...</Text>
    </Stack>
  );
}
