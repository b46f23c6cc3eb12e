import { Badge, Stack, Text } from '@mantine/core';
import type { InviteDelivery, InviteStatus } from '../../gql/graphql';
import { STATUS_LABELS } from './kinds';

const STATUS_COLORS: Record<InviteStatus, string> = {
  PENDING: 'blue',
  ACCEPTED: 'green',
  DECLINED: 'gray',
  REVOKED: 'gray',
  EXPIRED: 'orange',
};

export function InviteStatusBadge({ status }: { status: InviteStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

const DELIVERY: Record<InviteDelivery, { label: string; color: string }> = {
  SENDING: { label: 'Sending', color: 'yellow' },
  SENT: { label: 'Sent', color: 'green' },
  FAILED: { label: 'Failed', color: 'red' },
};

/** Where the invite's e-mail stands; a failed one says why. */
export function DeliveryBadge({ delivery, error }: { delivery: InviteDelivery; error: string | null | undefined }) {
  const { label, color } = DELIVERY[delivery];
  return (
    <Stack gap={2} align="flex-start">
      <Badge variant="dot" color={color}>
        {label}
      </Badge>
      {delivery === 'FAILED' && error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
