import { Stack } from '@mantine/core';
import { AnswersSection } from '../onboarding';
import { AccountPage } from './AccountPage';

/** /user/profile: the account's fields, then the onboarding answers, editable. */
export function ProfilePage() {
  return (
    <Stack gap="xl">
      <AccountPage />
      <AnswersSection />
    </Stack>
  );
}
