import { Alert, Anchor, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { InviteDetailFragment } from '../../gql/graphql';
import { hackathonView, organizationMembers } from '../../lib/paths';

import { DeliveryBadge, InviteStatusBadge } from './InviteBadges';
import { ROLE_LABELS } from './kinds';
import { formatDateTime } from '../../lib/dates';

/** The role offered as people read it: "judge", "Hero (volunteer)", "admin". */
export function roleOf(invite: Pick<InviteDetailFragment, 'roleName' | 'organizationRole'>): string {
  return invite.organizationRole ? ROLE_LABELS[invite.organizationRole].toLowerCase() : invite.roleName;
}

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** The hackathon or organization invited to. */
export function placeOf(invite: Pick<InviteDetailFragment, 'hackathon' | 'organization'>): { name: string; path: string } | null {
  if (invite.hackathon) return { name: invite.hackathon.name, path: hackathonView(invite.hackathon.id) };
  if (invite.organization) return { name: invite.organization.name, path: organizationMembers(invite.organization.id) };
  return null;
}

/** Why a closed invite offers nothing more. */
function closedNotice(invite: InviteDetailFragment): { color: string; text: string } | null {
  switch (invite.status) {
    case 'ACCEPTED':
      return { color: 'green', text: 'This invitation has been accepted.' };
    case 'DECLINED':
      return { color: 'gray', text: 'This invitation has been declined.' };
    case 'REVOKED':
      return { color: 'orange', text: 'This invitation was withdrawn by the organizers. Ask them for a new one if you expected it.' };
    case 'EXPIRED':
      return { color: 'orange', text: `This invitation expired on ${formatDateTime(invite.expiresAt)}. Ask the organizers to send it again.` };
    case 'PENDING':
      return null;
  }
}

interface InviteSummaryProps {
  invite: InviteDetailFragment;
  /** The invite's e-mail delivery, for organizers looking at it. */
  showDelivery?: boolean;
  /** What the reader may do: answer, sign in, switch accounts. */
  children?: ReactNode;
}

/** Who invites whom to what, until when, and where the invite stands. */
export function InviteSummary({ invite, showDelivery = false, children }: InviteSummaryProps) {
  const place = placeOf(invite);
  const role = roleOf(invite);
  const closed = closedNotice(invite);
  const rows: [string, ReactNode][] = [
    ['Role', role.charAt(0).toUpperCase() + role.slice(1)],
    ['Invited by', invite.invitedBy.displayName],
    ['Sent to', invite.email],
    ['Invited on', formatDateTime(invite.invitedAt)],
    ['Expires', formatDateTime(invite.expiresAt)],
    ['Status', <InviteStatusBadge key="status" status={invite.status} />],
  ];
  if (showDelivery) rows.push(['E-mail', <DeliveryBadge key="delivery" delivery={invite.delivery} error={invite.deliveryError} />]);
  if (invite.respondedAt) {
    rows.push(['Answered', `${formatDateTime(invite.respondedAt)}${invite.respondedBy ? ` by ${invite.respondedBy.displayName}` : ''}`]);
  }

  return (
    <Card withBorder padding="xl" maw={640} mx="auto" w="100%">
      <Stack>
        <Stack gap={4}>
          <Text size="sm" c="dimmed" tt="uppercase" fw={600}>
            Invitation
          </Text>
          <Title order={1}>{place?.name ?? 'An invitation'}</Title>
        </Stack>
        <Text size="lg">
          <Text span fw={600} inherit>
            {invite.invitedBy.displayName}
          </Text>{' '}
          invites {invite.isForViewer ? 'you' : invite.email} to be {withArticle(role)} of{' '}
          <Text span fw={600} inherit>
            {place?.name}
          </Text>
          .
        </Text>
        {invite.hackathon?.description && <Text c="dimmed">{invite.hackathon.description}</Text>}
        <Table variant="vertical" withTableBorder layout="fixed">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={140}>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {closed && (
          <Alert color={closed.color} variant="light" role="status">
            <Group justify="space-between">
              <Text size="sm">{closed.text}</Text>
              {invite.status === 'ACCEPTED' && invite.isForViewer && place && (
                <Anchor component={Link} to={place.path} size="sm">
                  Go to {place.name}
                </Anchor>
              )}
            </Group>
          </Alert>
        )}
        {children}
      </Stack>
    </Card>
  );
}
