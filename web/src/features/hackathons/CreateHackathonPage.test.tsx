import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CreateHackathonMutation, CreateOrganizationMutation, MyOrganizationsQuery } from '../../gql/graphql';
import { mockFetch, type MockRequest } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, gqlError, inputOf, isOperation, signInAnn } from '../../test/shellMocks';
import { fromWallClock, viewerTimeZone } from '../../lib/timeZone';
import { CreateHackathonPage } from './CreateHackathonPage';

/** Types without pauses between keys. */
const user = userEvent.setup({ delay: null });

const acme: MyOrganizationsQuery['organizations'][number] = {
  __typename: 'Organization',
  logo: null,
  id: '3',
  name: 'Acme',
  description: '',
  userMembershipRole: 'OWNER',
  viewerCan: { __typename: 'OrganizationViewerCan', createHackathon: true, update: true, delete: true },
};

function renderCreate() {
  renderAt(
    '/hackathon/create',
    <Routes>
      <Route path="/hackathon/create" element={<CreateHackathonPage />} />
      <Route path="/hackathon/:id/timeline" element={<p>timeline page</p>} />
    </Routes>,
  );
}

async function fillRequired(name = 'Hack Week') {
  await user.type(screen.getByLabelText(/^Name/), name);
  fireEvent.change(screen.getByLabelText(/^Start/), { target: { value: '2026-05-04T09:00' } });
  fireEvent.change(screen.getByLabelText(/^End/), { target: { value: '2026-05-06T17:00' } });
}

const created = gqlData<CreateHackathonMutation>({
  createHackathon: { __typename: 'CreateHackathonPayload', hackathon: { __typename: 'Hackathon', id: '9', name: 'Hack Week' } },
});

describe('CreateHackathonPage', () => {
  it('offers to create an organization when the user has none, then hosts the hackathon there', async () => {
    signInAnn();
    let organizations: (typeof acme)[] = [];
    const { requests } = mockFetch({
      'POST /gql MyOrganizations': () => gqlData<MyOrganizationsQuery>({ organizations })(),
      'POST /gql CreateOrganization': () => {
        organizations = [acme];
        return gqlData<CreateOrganizationMutation>({ createOrganization: { __typename: 'CreateOrganizationPayload', organization: acme } })();
      },
      'POST /gql CreateHackathon': created,
    });
    renderCreate();
    await screen.findByText('You need an organization first');
    await user.type(screen.getByLabelText('Organization name'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Create organization' }));
    await screen.findByDisplayValue('Acme');
    expect(screen.queryByText('You need an organization first')).not.toBeInTheDocument();

    await fillRequired();
    await user.click(screen.getByRole('switch', { name: 'Registration open in every phase' }));
    await user.click(screen.getByRole('button', { name: 'Create hackathon' }));
    expect(await screen.findByText('timeline page')).toBeInTheDocument();

    const create = requests.find(isOperation('CreateHackathon')) as MockRequest;
    const zone = viewerTimeZone();
    expect(inputOf(create)).toMatchObject({
      name: 'Hack Week',
      organizationId: '3',
      allowedParticipants: 'PUBLIC',
      maxTeamSize: 5,
      timeZone: zone,
      startDatetime: new Date(fromWallClock('2026-05-04T09:00', zone)).toISOString(),
      endDatetime: new Date(fromWallClock('2026-05-06T17:00', zone)).toISOString(),
      hasGameification: false,
      flags: { canRegisterOutsideRegistrationPhase: true, showTeams: true, hasJudges: false },
    });
  });

  it('checks the required fields before sending', async () => {
    signInAnn();
    const { requests } = mockFetch({ 'POST /gql MyOrganizations': gqlData<MyOrganizationsQuery>({ organizations: [acme] }) });
    renderCreate();
    await screen.findByDisplayValue('Acme');
    fireEvent.change(screen.getByLabelText(/^Start/), { target: { value: '2026-05-04T09:00' } });
    fireEvent.change(screen.getByLabelText(/^End/), { target: { value: '2026-05-04T08:00' } });
    await user.click(screen.getByRole('button', { name: 'Create hackathon' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('The end must be after the start.')).toBeInTheDocument();
    expect(requests.filter(isOperation('CreateHackathon'))).toHaveLength(0);
  });

  it('shows the server’s first error for a field under that field, not as a toast', async () => {
    signInAnn();
    mockFetch({
      'POST /gql MyOrganizations': gqlData<MyOrganizationsQuery>({ organizations: [acme] }),
      'POST /gql CreateHackathon': gqlError('The team size must be between 1 and 100.', { code: 'BAD_USER_INPUT', field: 'maxTeamSize' }),
    });
    renderCreate();
    await screen.findByDisplayValue('Acme');
    await fillRequired();
    await user.click(screen.getByRole('button', { name: 'Create hackathon' }));
    expect(await screen.findByText('The team size must be between 1 and 100.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Maximum team size/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('The team size must be between 1 and 100.')).toHaveLength(1);
  });
});
