import type { FeedbackKind } from '../../gql/graphql';

export const FEEDBACK_KINDS: { value: FeedbackKind; label: string }[] = [
  { value: 'BUG', label: 'Bug' },
  { value: 'IDEA', label: 'Idea' },
  { value: 'PRAISE', label: 'Praise' },
];

export const kindLabel = (kind: FeedbackKind) => FEEDBACK_KINDS.find((k) => k.value === kind)?.label ?? kind;
