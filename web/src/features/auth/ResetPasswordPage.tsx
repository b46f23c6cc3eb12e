import { Alert, Anchor, Button, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/ErrorAlert';
import { authApi } from '../../lib/rest/authApi';
import { resetConfirmErrors } from './errors';
import type { LoginNotice } from './LoginPage';
import { passwordError } from './passwordRule';

const RESET_DONE: LoginNotice = { notice: 'Your password has been changed. Log in with your new password.' };

/** The page a reset e-mail links to: /reset_password?uid=...&token=... */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const uid = params.get('uid');
  const token = params.get('token');
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: {
      newPassword: passwordError,
      confirmPassword: (value, values) => (value === values.newPassword ? null : 'Passwords do not match'),
    },
  });

  if (!uid || !token) {
    return (
      <Stack>
        <Title order={2}>Reset your password</Title>
        <Alert color="red" variant="light">
          This reset link is incomplete. Please use the whole link from the e-mail, or ask for a new one.
        </Alert>
        <Anchor component={Link} to="/forgot_password" size="sm">
          Send me a new link
        </Anchor>
      </Stack>
    );
  }

  const submit = form.onSubmit(async ({ newPassword }) => {
    setErrors([]);
    try {
      await authApi.confirmPasswordReset(uid, token, newPassword);
      await navigate('/login', { replace: true, state: RESET_DONE });
    } catch (failure) {
      const { messages, newPassword: fieldError } = resetConfirmErrors(failure);
      setErrors(messages);
      if (fieldError) form.setFieldError('newPassword', fieldError);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2}>Choose a new password</Title>
        <ErrorAlert messages={errors} />
        {errors.length > 0 && (
          <Anchor component={Link} to="/forgot_password" size="sm">
            Send me a new link
          </Anchor>
        )}
        <PasswordInput label="New password" autoComplete="new-password" {...form.getInputProps('newPassword')} />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={form.submitting}>
          Set new password
        </Button>
      </Stack>
    </form>
  );
}
