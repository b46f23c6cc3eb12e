import 'mantine-datatable/styles.css';
import { Anchor, Button, Group, SegmentedControl, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../components/ConfirmModal';
import { QueryState } from '../../components/QueryState';
import type { InviteRowFragment, InviteStatus } from '../../gql/graphql';
import { notify } from '../../lib/notify';
import { timeAgo } from '../../lib/timeAgo';

import { DeliveryBadge, InviteStatusBadge } from './InviteBadges';
import { invitePath } from './kinds';
import { ResendInviteMutation, RevokeInviteMutation } from './operations';
import { formatDateTime } from '../../lib/dates';

interface InvitesSectionProps {
  invites: InviteRowFragment[];
  loading: boolean;
  error: unknown;
  /** Which invites show: the pending ones, or all (null). */
  status: InviteStatus | null;
  onStatusChange: (status: InviteStatus | null) => void;
  /** The read-only page of one invite, e.g. /hackathon/judging/invite/view. */
  viewPath: string;
  /** After a resend or revoke: read the list again. */
  onChanged: () => void;
}

/** The invites of a place, for those who manage it: where each stands, with Resend and Revoke while pending. */
export function InvitesSection({ invites, loading, error, status, onStatusChange, viewPath, onChanged }: InvitesSectionProps) {
  const [resend] = useMutation(ResendInviteMutation);
  const [revoke, { loading: revoking }] = useMutation(RevokeInviteMutation);
  const [busy, setBusy] = useState<string | null>(null);
  const [toRevoke, setToRevoke] = useState<InviteRowFragment | null>(null);

  const onResend = async (invite: InviteRowFragment) => {
    setBusy(invite.id);
    try {
      await resend({ variables: { input: { id: invite.id } } });
      notify(`The invite to ${invite.email} is on its way again`, 'success');
      onChanged();
    } catch {
      // The error link has shown why.
    } finally {
      setBusy(null);
    }
  };

  const onRevoke = async () => {
    if (!toRevoke) return;
    try {
      await revoke({ variables: { input: { id: toRevoke.id } } });
      notify(`The invite to ${toRevoke.email} is revoked`, 'success');
      onChanged();
    } catch {
      // The error link has shown why.
    } finally {
      setToRevoke(null);
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2}>Invites</Title>
        <SegmentedControl
          aria-label="Invites shown"
          size="xs"
          value={status ?? 'ALL'}
          onChange={(value) => onStatusChange(value === 'ALL' ? null : value)}
          data={[
            { value: 'PENDING', label: 'Pending' },
            { value: 'ALL', label: 'All' },
          ]}
        />
      </Group>
      <QueryState
        loading={loading}
        error={error}
        empty={invites.length === 0}
        emptyText={status === 'PENDING' ? 'No pending invites.' : 'No invites yet.'}
        errorText="Unable to load the invites."
      >
        <DataTable
          aria-label="Invites"
          withTableBorder
          borderRadius="md"
          verticalSpacing="sm"
          records={invites}
          columns={[
            {
              accessor: 'email',
              title: 'E-mail',
              render: (invite) => (
                <Anchor component={Link} to={invitePath(viewPath, invite.uid)} size="sm">
                  {invite.email}
                </Anchor>
              ),
            },
            {
              accessor: 'invitedAt',
              title: 'Invited',
              noWrap: true,
              render: (invite) => (
                <Tooltip label={formatDateTime(invite.invitedAt)}>
                  <Text size="sm">{timeAgo(invite.invitedAt)}</Text>
                </Tooltip>
              ),
            },
            { accessor: 'expiresAt', title: 'Expires', noWrap: true, render: (invite) => <Text size="sm">{formatDateTime(invite.expiresAt)}</Text> },
            {
              accessor: 'delivery',
              title: 'E-mail sent',
              noWrap: true,
              render: (invite) => <DeliveryBadge delivery={invite.delivery} error={invite.deliveryError} />,
            },
            { accessor: 'status', title: 'Status', noWrap: true, render: (invite) => <InviteStatusBadge status={invite.status} /> },
            {
              accessor: 'actions',
              title: '',
              textAlign: 'right',
              render: (invite) =>
                invite.status === 'PENDING' && (
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      loading={busy === invite.id}
                      aria-label={`Resend the invite to ${invite.email}`}
                      onClick={() => void onResend(invite)}
                    >
                      Resend
                    </Button>
                    <Button size="xs" variant="light" color="red" aria-label={`Revoke the invite to ${invite.email}`} onClick={() => setToRevoke(invite)}>
                      Revoke
                    </Button>
                  </Group>
                ),
            },
          ]}
        />
      </QueryState>
      <ConfirmModal
        opened={toRevoke !== null}
        title="Revoke the invite?"
        confirmLabel="Revoke"
        danger
        loading={revoking}
        onCancel={() => setToRevoke(null)}
        onConfirm={() => void onRevoke()}
      >
        The link sent to {toRevoke?.email} stops working. You can invite the address again later.
      </ConfirmModal>
    </Stack>
  );
}
