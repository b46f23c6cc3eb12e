import { useMutation } from '@apollo/client/react';
import type { ParticipantRowFragment, ParticipantStatus } from '../../gql/graphql';
import { notify } from '../../lib/notify';
import { UpdateParticipantMutation } from './operations';
import { STATUS_LABELS } from './statuses';

export type ParticipantChanges = { status?: ParticipantStatus; banned?: boolean };

/** Changes a participant's status or ban and says what changed; the error link shows failures. */
export function useUpdateParticipant(onDone?: () => void) {
  const [update] = useMutation(UpdateParticipantMutation);
  return async (participant: ParticipantRowFragment, changes: ParticipantChanges) => {
    try {
      await update({ variables: { input: { id: participant.id, ...changes } } });
    } catch {
      return;
    }
    const name = participant.person.displayName;
    if (changes.status) notify(`${name} is ${STATUS_LABELS[changes.status].toLowerCase()}`, 'success');
    if (changes.banned !== undefined) notify(changes.banned ? `${name} is banned` : `${name} is no longer banned`, 'success');
    onDone?.();
  };
}
