import { Button, Card, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notify } from '../../lib/notify';
import { session } from '../../lib/session/store';
import { authApi } from '../../lib/rest/authApi';
import { emailError } from '../../lib/emailRule';
import { formFieldErrors, generalErrorMessage } from '../../lib/rest/formErrors';
import { loadCurrentUser } from '../auth';

/** After a profile update the user data is reloaded after 1 s (SPEC 7.1). */
export const USER_RELOAD_DELAY_MS = 1_000;

const required = (label: string) => (value: string) => (value.trim() ? null : `${label} is required`);

/** /user/profile: the account's names and e-mail (PUT /api/v1/users/me/). */
export function AccountPage() {
  const { firstName, lastName, email } = session.get().user;
  const form = useForm({
    initialValues: { firstName, lastName, email },
    validateInputOnBlur: ['email'],
    validate: { firstName: required('First name'), lastName: required('Last name'), email: emailError },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await authApi.updateMe({ first_name: values.firstName, last_name: values.lastName, email: values.email });
      notify('Profile saved', 'success');
      form.resetDirty();
      setTimeout(() => void loadCurrentUser().catch((error: unknown) => console.warn('Could not reload the user', error)), USER_RELOAD_DELAY_MS);
    } catch (error) {
      const fields = formFieldErrors(error, { first_name: 'firstName', last_name: 'lastName', email: 'email', username: 'email' });
      if (fields) form.setErrors(fields);
      else notify(generalErrorMessage(error), 'danger');
    }
  });

  return (
    <Card withBorder padding="lg" maw={560}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Group grow align="flex-start">
            <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('firstName')} />
            <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lastName')} />
          </Group>
          <TextInput label="E-mail" inputMode="email" autoComplete="email" {...form.getInputProps('email')} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting} disabled={!form.isDirty()}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
