import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/ErrorAlert';
import { DASHBOARD, WELCOME_PARTICIPANT, WELCOME_START } from '../../lib/paths';
import { emailError } from '../../lib/emailRule';
import { registrationErrors } from './errors';
import type { LoginNotice } from './LoginPage';
import { nextPath } from './nextPath';
import { passwordError } from './passwordRule';
import { createAccount, signInNewAccount, type RegistrationValues } from './registration';

const required = (label: string) => (value: string) => (value.trim() ? null : `${label} is required`);

/**
 * A new account is led once into onboarding (SPEC 2.9), which then goes on to
 * where registering would have: next, or the dashboard. Someone who came by a
 * participant invite link goes straight to the participant questions.
 */
export function onboardingPath(search: string): string {
  const query = new URLSearchParams(search);
  query.set('next', query.has('next') ? nextPath(search) : DASHBOARD);
  const page = query.get('participant_invite') === 'true' ? WELCOME_PARTICIPANT : WELCOME_START;
  return `${page}?${query.toString()}`;
}

export function RegisterPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<string[]>([]);
  const [signingIn, setSigningIn] = useState(false);
  const form = useForm<RegistrationValues>({
    initialValues: { firstName: '', lastName: '', email: '', password: '' },
    validateInputOnBlur: ['email'],
    validate: {
      firstName: required('First name'),
      lastName: required('Last name'),
      email: emailError,
      password: passwordError,
    },
  });

  const submit = form.onSubmit(async (values) => {
    setErrors([]);
    try {
      await createAccount(values);
    } catch (failure) {
      const { messages, fields } = registrationErrors(failure);
      setErrors(messages);
      form.setErrors(fields);
      return;
    }
    setSigningIn(true);
    try {
      await signInNewAccount(values);
      await navigate(onboardingPath(location.search), { replace: true });
    } catch {
      const state: LoginNotice = { notice: 'Your account was created. Please log in.' };
      await navigate(`/login${location.search}`, { replace: true, state });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2}>Create your account</Title>
        <ErrorAlert messages={errors} />
        <Group grow align="flex-start">
          <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lastName')} />
        </Group>
        <TextInput label="E-mail" inputMode="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps('password')} />
        <Text size="xs" c="dimmed">
          By creating an account you accept the{' '}
          <Anchor component={Link} to="/tnc" size="xs">
            terms and conditions
          </Anchor>{' '}
          and the{' '}
          <Anchor component={Link} to="/acceptable-use" size="xs">
            acceptable use policy
          </Anchor>
          .
        </Text>
        {signingIn && (
          <Text size="sm" role="status">
            Account created. Signing you in...
          </Text>
        )}
        <Button type="submit" loading={form.submitting}>
          Create account
        </Button>
        <Anchor component={Link} to={`/login${location.search}`} size="sm">
          Already have an account? Log in
        </Anchor>
      </Stack>
    </form>
  );
}
