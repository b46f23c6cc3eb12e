import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ApiError } from '../../lib/rest/errors';
import { finishSocialSignIn, SocialSignInError } from './socialSignIn';

function message(failure: unknown): string {
  if (failure instanceof SocialSignInError) return failure.message;
  if (failure instanceof ApiError) {
    const token = (failure.data as { token?: string[] } | undefined)?.token;
    if (token?.length) return token.join(' ');
  }
  return 'Something went wrong, please try again later.';
}

/** /login/social: where the provider sends the browser back with an ID token in the fragment. */
export function SocialCallbackPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    finishSocialSignIn(location.hash || window.location.hash)
      .then((next) => navigate(next, { replace: true }))
      .catch((failure: unknown) => setError(message(failure)));
  }, [location.hash, navigate]);

  return (
    <Stack>
      <Title order={2}>Signing in</Title>
      {error ? (
        <>
          <ErrorAlert messages={[error]} />
          <Anchor component={Link} to="/login">
            Back to log in
          </Anchor>
        </>
      ) : (
        <Text c="dimmed">
          <Loader size="xs" mr="xs" />
          One moment…
        </Text>
      )}
    </Stack>
  );
}
