import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { ConfirmModal } from '../../components/ConfirmModal';
import { Markdown } from '../../components/Markdown';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { ProgressBar } from '../../components/ProgressBar';
import { QueryState } from '../../components/QueryState';
import type { AnnouncementFieldsFragment, AnnouncementStatus } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates';
import { notify } from '../../lib/notify';
import { DASHBOARD, hackathonView } from '../../lib/paths';
import { AnnouncementModal } from './AnnouncementModal';
import { audienceLabel } from './announcementForm';
import { AnnouncementsPageQuery, AnnouncementsQuery, CancelAnnouncementMutation } from './operations';

/** How often the list asks again while one is sending or due within SOON_MS. */
const POLL_MS = 2000;
const SOON_MS = 5 * 60_000;

const STATUS: Record<AnnouncementStatus, { label: string; color: string }> = {
  SCHEDULED: { label: 'Scheduled', color: 'blue' },
  SENDING: { label: 'Sending', color: 'yellow' },
  SENT: { label: 'Sent', color: 'green' },
  CANCELLED: { label: 'Canceled', color: 'gray' },
};

type Editing = 'new' | AnnouncementFieldsFragment | null;

/** /hackathon/{id}/announcements: the organizers' announcements, scheduled and sent, with their delivery. */
export function AnnouncementsPage() {
  const { hackathon_id: id = '' } = useParams();
  const page = useQuery(AnnouncementsPageQuery, { variables: { id } });
  const [editing, setEditing] = useState<Editing>(null);
  const hackathon = page.data?.hackathon;
  if (!hackathon && page.error) return <Navigate to={DASHBOARD} replace />;
  if (!hackathon || !page.data) return <PageLoader />;
  if (!hackathon.viewerCan.manage) return <Navigate to={hackathonView(hackathon.id)} replace />;
  return (
    <>
      <PageHeader
        title={`Announcements: ${hackathon.name}`}
        description={`Messages to the hackathon’s people, in the app and by e-mail. Times are in ${hackathon.timeZone}.`}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
            New announcement
          </Button>
        }
      />
      <AnnouncementList hackathonId={hackathon.id} zone={hackathon.timeZone} onEdit={setEditing} />
      {editing && (
        <AnnouncementModal
          hackathon={hackathon}
          slots={page.data.hackathonTimeline.slots}
          announcement={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

const busy = (a: AnnouncementFieldsFragment) => a.status === 'SENDING' || (a.status === 'SCHEDULED' && Date.parse(a.sendAt) - Date.now() < SOON_MS);

function AnnouncementList({ hackathonId, zone, onEdit }: { hackathonId: string; zone: string; onEdit: (a: AnnouncementFieldsFragment) => void }) {
  const [polling, setPolling] = useState(false);
  const { data, loading, error } = useQuery(AnnouncementsQuery, { variables: { id: hackathonId }, pollInterval: polling ? POLL_MS : 0 });
  const list = data?.announcements ?? [];
  const shouldPoll = list.some(busy);
  if (shouldPoll !== polling) setPolling(shouldPoll);
  return (
    <QueryState loading={loading && !data} error={error} empty={list.length === 0} emptyText="No announcements yet. Write one, and choose when it goes.">
      <Stack>
        {list.map((a) => (
          <AnnouncementCard key={a.id} announcement={a} zone={zone} onEdit={() => onEdit(a)} />
        ))}
      </Stack>
    </QueryState>
  );
}

function AnnouncementCard({ announcement: a, zone, onEdit }: { announcement: AnnouncementFieldsFragment; zone: string; onEdit: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [cancel, { loading }] = useMutation(CancelAnnouncementMutation);
  const status = STATUS[a.status];
  const when = a.status === 'SENT' && a.sentAt ? `Sent ${formatDateTime(a.sentAt, zone)}` : `Goes ${formatDateTime(a.sendAt, zone)}`;
  const relative = a.phase && a.offsetMinutes != null ? ` (${offsetText(a.offsetMinutes)} ${a.phase.replace('_', ' ').toLowerCase()} starts)` : '';
  return (
    <Card withBorder padding="lg" data-testid="announcement">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{a.title}</Text>
          <Badge color={status.color} variant="light">
            {status.label}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          To {audienceLabel(a.audience).toLowerCase()}. {when}
          {relative}.
        </Text>
        <Markdown>{a.body}</Markdown>
        {(a.status === 'SENDING' || a.status === 'SENT') && <Delivery announcement={a} />}
        {a.status === 'SCHEDULED' && (
          <Group gap="sm">
            <Button variant="default" size="xs" onClick={onEdit}>
              Edit
            </Button>
            <Button variant="subtle" color="red" size="xs" onClick={() => setConfirming(true)}>
              Cancel it
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmModal
        opened={confirming}
        title="Cancel this announcement?"
        confirmLabel="Cancel the announcement"
        danger
        loading={loading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          cancel({ variables: { id: a.id } }).then(
            () => notify('Announcement canceled', 'success'),
            () => undefined, // the error link has told the organizer why (it went out meanwhile)
          );
        }}
      >
        Nobody will receive “{a.title}”.
      </ConfirmModal>
    </Card>
  );
}

function Delivery({ announcement: a }: { announcement: AnnouncementFieldsFragment }) {
  const done = a.sent + a.failed;
  const percent = a.recipients ? Math.min(100, Math.round((100 * done) / a.recipients)) : 100;
  return (
    <Stack gap={4}>
      <ProgressBar value={percent} label={`Delivery of ${a.title}`} />
      <Text size="sm" data-testid="delivery">
        {a.recipients} {a.recipients === 1 ? 'recipient' : 'recipients'}, {a.sent} sent, {a.failed} failed
      </Text>
    </Stack>
  );
}

/** "1 hour before", "30 minutes after". */
function offsetText(minutes: number): string {
  const m = Math.abs(minutes);
  const amount = m % 60 === 0 && m > 0 ? `${m / 60} hour${m === 60 ? '' : 's'}` : `${m} minute${m === 1 ? '' : 's'}`;
  return `${amount} ${minutes < 0 ? 'before' : 'after'}`;
}
