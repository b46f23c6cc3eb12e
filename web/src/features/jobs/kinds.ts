import type { JobAction, JobKind } from '../../gql/graphql';

export const KIND_LABELS: Record<JobKind, string> = {
  LIFECYCLE: 'Phases',
  INVITE: 'Invitation',
  EXPORT: 'Export',
  IDEA_APPROVAL: 'Idea approval',
  AI_FEEDBACK: 'AI feedback',
  WORKFLOW_START: 'Waiting to start',
};

export const ACTION_LABELS: Record<JobAction, string> = {
  RESEND_INVITE: 'Resend',
  RESTART_EXPORT: 'Restart',
};

/** A stuck job's badge: red when it failed, orange when it is only taking too long. */
export function stuckBadge(state: string): { label: string; color: string } {
  return /failed/i.test(state) ? { label: 'Failed', color: 'red' } : { label: 'Stuck', color: 'orange' };
}
