import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/ErrorAlert';
import { emailError } from '../../lib/emailRule';
import { loginErrorMessage } from './errors';
import { nextPath } from './nextPath';
import { signIn } from './signIn';
import { SocialSignInButtons } from './SocialSignInButtons';

/** Set by pages that send the user here with a message (e.g. after a password reset). */
export interface LoginNotice {
  notice?: string;
}

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = (location.state as LoginNotice | null)?.notice;
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validateInputOnBlur: ['email'],
    validate: {
      email: emailError,
      password: (value) => (value ? null : 'Password is required'),
    },
  });

  const submit = form.onSubmit(async ({ email, password }) => {
    setError(null);
    try {
      await signIn(email, password);
      await navigate(nextPath(location.search), { replace: true });
    } catch (failure) {
      setError(loginErrorMessage(failure));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2}>Log in</Title>
        {notice && (
          <Alert color="green" variant="light">
            {notice}
          </Alert>
        )}
        <ErrorAlert messages={error ? [error] : []} />
        <TextInput label="E-mail" inputMode="email" autoComplete="username" {...form.getInputProps('email')} />
        <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
        <Group justify="space-between">
          <Anchor component={Link} to="/forgot_password" size="sm">
            Forgot password?
          </Anchor>
          <Button type="submit" loading={form.submitting}>
            Log in
          </Button>
        </Group>
        <SocialSignInButtons />
        <Anchor component={Link} to={`/register${location.search}`} size="sm">
          New here? Create an account
        </Anchor>
      </Stack>
    </form>
  );
}
