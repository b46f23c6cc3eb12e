import { Badge } from '@mantine/core';
import type { HackathonPhase, HackathonStatus } from '../gql/graphql';

const STATUS_COLORS: Record<HackathonStatus, string> = { UPCOMING: 'blue', RUNNING: 'green', ENDED: 'gray' };

const PHASE_COLORS: Record<HackathonPhase, string> = {
  PLANNING: 'gray',
  REGISTRATION_OPEN: 'teal',
  HACKING: 'orange',
  JUDGING: 'grape',
  POPULAR_VOTE: 'pink',
  COMPLETE: 'dark',
};

export function StatusBadge({ status, label }: { status: HackathonStatus; label: string }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {label}
    </Badge>
  );
}

export function PhaseBadge({ phase, label }: { phase: HackathonPhase; label: string }) {
  return (
    <Badge color={PHASE_COLORS[phase]} variant="outline">
      {label}
    </Badge>
  );
}
