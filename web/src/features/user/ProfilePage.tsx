import { Stack } from '@mantine/core';
import { AnswersSection } from '../onboarding';
import { AccountPage } from './AccountPage';
import { YourDataSection } from './YourDataSection';

/** /user/profile: the account's fields, the onboarding answers, editable, then your data. */
export function ProfilePage() {
  return (
    <Stack gap="xl">
      <AccountPage />
      <AnswersSection />
      <YourDataSection />
    </Stack>
  );
}
