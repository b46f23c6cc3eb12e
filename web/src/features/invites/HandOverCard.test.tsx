import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TransferHackathonMutation } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { hackathonMember } from '../../test/inviteMocks';
import { renderAt } from '../../test/render';
import { gqlData, inputOf, isOperation, signInAnn } from '../../test/shellMocks';
import { HandOverCard } from './HandOverCard';

/** Types without pauses between keys. */
const user = userEvent.setup({ delay: null });

describe('HandOverCard', () => {
  it('makes the chosen member of the Organizing Team the creator', async () => {
    signInAnn();
    const { requests } = mockFetch({
      'POST /gql TransferHackathon': gqlData<TransferHackathonMutation>({
        transferHackathon: {
          __typename: 'TransferHackathonPayload',
          hackathonId: '5',
          creator: { __typename: 'Person', id: 'p11', displayName: 'Mo Manager' },
        },
      }),
    });
    const onDone = vi.fn();
    renderAt('/hackathon/5/organizing-team', <HandOverCard hackathonId="5" members={[hackathonMember('11', 'Mo Manager')]} onDone={onDone} />);
    const handOver = screen.getByRole('button', { name: 'Hand over' });
    expect(handOver).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'New creator' }));
    await user.click(await screen.findByRole('option', { name: 'Mo Manager', hidden: true }));
    await user.click(handOver);
    expect(await screen.findByText('Mo Manager now runs this hackathon as its creator')).toBeInTheDocument();
    expect(inputOf(requests.find(isOperation('TransferHackathon')))).toEqual({ hackathonId: '5', userId: 'p11' });
    expect(onDone).toHaveBeenCalled();
  });
});
