import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Card, Loader, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import type { EmailCategory } from '../../gql/graphql';
import { notify } from '../../lib/notify';
import { MyEmailPreferencesQuery, UpdateEmailPreferencesMutation } from './operations';

/** Each category's name and what its e-mails are, in one line. */
export const CATEGORY_COPY: Record<EmailCategory, { label: string; description: string }> = {
  ANNOUNCEMENTS: { label: 'Announcements', description: 'Messages the organizers of your hackathons send to participants, judges and others.' },
  INVITES: { label: 'Invitations', description: 'Invitations to judge, mentor, volunteer or join the organizing team of a hackathon.' },
  PHASE_CHANGES: { label: 'Phase changes', description: 'When a hackathon you are part of opens, starts, closes submissions or ends, and deadline reminders.' },
  APPROVALS: { label: 'Idea approvals', description: 'Reminders about ideas that are waiting for your approval.' },
  TEAM_REQUESTS: { label: 'Team requests', description: 'Requests to join your team, and teams inviting you to join them.' },
  RESULTS: { label: 'Results', description: 'When the results of a hackathon you took part in are published.' },
};

/**
 * /user/email: a switch per kind of e-mail, saved as soon as it is flipped.
 * The answer is every category as stored, written into the query's cache.
 */
export function EmailPreferencesPage() {
  const { data, loading, error } = useQuery(MyEmailPreferencesQuery);
  const [saving, setSaving] = useState<EmailCategory | null>(null);
  const [update] = useMutation(UpdateEmailPreferencesMutation, {
    update(cache, { data: saved }) {
      if (saved) cache.writeQuery({ query: MyEmailPreferencesQuery, data: { __typename: 'Query', myEmailPreferences: saved.updateEmailPreferences.preferences } });
    },
  });

  const change = async (category: EmailCategory, enabled: boolean) => {
    setSaving(category);
    try {
      await update({ variables: { input: { preferences: [{ category, enabled }] } } });
      notify(`${CATEGORY_COPY[category].label} e-mails turned ${enabled ? 'on' : 'off'}`, 'success');
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : 'Your e-mail preferences could not be saved.', 'danger');
    } finally {
      setSaving(null);
    }
  };

  if (loading) return <Loader size="sm" />;
  if (error || !data) return <Alert color="red">Your e-mail preferences could not be loaded. Please reload the page.</Alert>;
  return (
    <Card withBorder padding="lg" maw={640}>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          Choose which e-mails you get. Notifications in the app come either way. Password resets, check-in codes and
          submission confirmations are always e-mailed.
        </Text>
        {data.myEmailPreferences.map(({ category, enabled }) => (
          <Switch
            key={category}
            checked={enabled}
            disabled={saving !== null}
            onChange={(event) => void change(category, event.currentTarget.checked)}
            label={CATEGORY_COPY[category].label}
            description={CATEGORY_COPY[category].description}
          />
        ))}
      </Stack>
    </Card>
  );
}
