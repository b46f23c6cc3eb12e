import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { HackathonSettingsFragment, HackathonSettingsQuery, UpdateHackathonMutation } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { detailHackathon, gqlData, inputOf, isOperation, signInAnn } from '../../test/shellMocks';
import { EditHackathonPage } from './EditHackathonPage';

/** Types without pauses between keys. */
const user = userEvent.setup({ delay: null });

const FLAGS = [
  'hasJudges',
  'hasPrizes',
  'hasMentors',
  'hasTalents',
  'hasPopularVote',
  'hasPitches',
  'hasVolunteers',
  'hasResources',
  'hasGoals',
  'hasKickoffSession',
  'hasClosingSession',
  'managementTeamVisible',
  'ideasRequired',
  'ideasRequireApproval',
  'ideasThroughoutHacking',
  'showTeams',
  'canRegisterOutsideRegistrationPhase',
  'requireTermsAcceptance',
] as const;

/** A hackathon in Johannesburg time with judges and gamification; `manage`: what the server lets the viewer do. */
const settings = (id: string, manage: boolean): HackathonSettingsFragment => ({
  ...detailHackathon({ id, timeZone: 'Africa/Johannesburg' }),
  hasGameification: true,
  ...(Object.fromEntries(FLAGS.map((flag) => [flag, flag === 'hasJudges'])) as Record<(typeof FLAGS)[number], boolean>),
  viewerCan: { __typename: 'HackathonViewerCan', manage },
});

function renderEdit(id: string) {
  renderAt(
    `/hackathon/${id}/edit`,
    <Routes>
      <Route path="/hackathon/:hackathon_id/edit" element={<EditHackathonPage />} />
      <Route path="/hackathon/:hackathon_id/detail" element={<p>detail page</p>} />
    </Routes>,
  );
}

describe('EditHackathonPage', () => {
  // The whole settings form (dates, Markdown, two image fields) takes seconds to draw in jsdom, many more on a busy machine.
  it('shows the saved values in the hackathon’s zone and saves changes', { timeout: 90_000 }, async () => {
    signInAnn();
    const hackathon = settings('51', true);
    const { requests } = mockFetch({
      'POST /gql HackathonSettings': gqlData<HackathonSettingsQuery>({ hackathon }),
      'POST /gql UpdateHackathon': gqlData<UpdateHackathonMutation>({ updateHackathon: { __typename: 'UpdateHackathonPayload', hackathon } }),
    });
    renderEdit('51');
    expect(await screen.findByDisplayValue('Hack Five')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Start/)).toHaveValue('May 4, 2026, 9:00 AM');
    // Label queries: role queries walk this long form's whole tree, seconds each on a busy machine.
    expect(screen.getByLabelText('Judges')).toBeChecked();
    expect(screen.getByLabelText(/^Gamification/)).toBeDisabled();

    await user.click(screen.getByLabelText('Prizes'));
    await user.click(screen.getByText('Save changes'));
    expect(await screen.findByText('detail page')).toBeInTheDocument();
    const update = requests.find(isOperation('UpdateHackathon'));
    expect(update?.body).toMatchObject({
      variables: {
        input: {
          id: '51',
          startDatetime: '2026-05-04T07:00:00.000Z',
          timeZone: 'Africa/Johannesburg',
          flags: { hasJudges: true, hasPrizes: true },
        },
      },
    });
    expect(inputOf(update)).not.toHaveProperty('hasGameification');
  });

  it('sends other users to the detail page', async () => {
    signInAnn();
    mockFetch({ 'POST /gql HackathonSettings': gqlData<HackathonSettingsQuery>({ hackathon: settings('52', false) }) });
    renderEdit('52');
    expect(await screen.findByText('detail page')).toBeInTheDocument();
  });
});
