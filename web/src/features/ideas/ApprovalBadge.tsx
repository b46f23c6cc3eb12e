import { Badge } from '@mantine/core';
import type { ApprovalStateName } from '../../gql/graphql';

const COLORS: Record<ApprovalStateName, string> = {
  PENDING: 'yellow',
  APPROVED: 'green',
  REJECTED: 'red',
  CHANGES_REQUESTED: 'orange',
};

/** An approval's state, named as the server names it. */
export function ApprovalBadge({ state }: { state: { name: ApprovalStateName; displayName: string } }) {
  return (
    <Badge color={COLORS[state.name]} variant="light">
      {state.displayName}
    </Badge>
  );
}
