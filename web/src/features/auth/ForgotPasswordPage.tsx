import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ApiError } from '../../lib/rest/errors';
import { authApi } from '../../lib/rest/authApi';
import { emailError } from '../../lib/emailRule';
import { generalErrorMessage } from '../../lib/rest/formErrors';

/**
 * Asks for a reset link. The answer is the same whether or not the account
 * exists; only rate limiting and outages show an error.
 */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    validateInputOnBlur: true,
    validate: { email: emailError },
  });

  const submit = form.onSubmit(async ({ email }) => {
    setError(null);
    try {
      await authApi.requestPasswordReset(email);
      setSentTo(email);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) setSentTo(email);
      else setError(generalErrorMessage(failure));
    }
  });

  if (sentTo) {
    return (
      <Stack>
        <Title order={2}>Check your e-mail</Title>
        <Alert color="green" variant="light">
          If an account exists for {sentTo}, we sent a link to reset its password. The link works once.
        </Alert>
        <Anchor component={Link} to="/login" size="sm">
          Back to log in
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2}>Forgot your password?</Title>
        <Text size="sm" c="dimmed">
          Enter your e-mail address and we will send you a link to choose a new password.
        </Text>
        <ErrorAlert messages={error ? [error] : []} />
        <TextInput label="E-mail" inputMode="email" autoComplete="email" {...form.getInputProps('email')} />
        <Button type="submit" loading={form.submitting}>
          Send reset link
        </Button>
        <Anchor component={Link} to="/login" size="sm">
          Back to log in
        </Anchor>
      </Stack>
    </form>
  );
}
