import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  DeleteHackathonProfileMutation,
  HackathonProfileFieldsFragment,
  MyHackathonProfileQuery,
  UpdateHackathonProfileMutation,
} from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, isOperation, signInAnn } from '../../test/shellMocks';
import { HackathonProfilePage } from './HackathonProfilePage';

/** Types without pauses between keys. */
const user = userEvent.setup({ delay: null });

const profile: HackathonProfileFieldsFragment = {
  __typename: 'HackathonProfile',
  id: '1',
  githubUrl: '',
  offerzenUrl: '',
  linkedinUrl: '',
  city: 'Cape Town',
  bio: '',
  skills: [{ __typename: 'Skill', id: 's1', name: 'Go' }],
};

const skills: MyHackathonProfileQuery['skills'] = [
  { __typename: 'Skill', id: 's1', name: 'Go' },
  { __typename: 'Skill', id: 's2', name: 'React' },
];

describe('HackathonProfilePage', () => {
  it('checks URLs as SPEC 5 says and saves them normalised', async () => {
    signInAnn();
    const { requests } = mockFetch({
      'POST /gql MyHackathonProfile': gqlData<MyHackathonProfileQuery>({ myHackathonProfile: profile, skills }),
      'POST /gql UpdateHackathonProfile': gqlData<UpdateHackathonProfileMutation>({
        updateHackathonProfile: {
          __typename: 'UpdateHackathonProfilePayload',
          hackathonProfile: { ...profile, githubUrl: 'https://www.github.com/ann' },
        },
      }),
    });
    renderAt('/hackathon/profile', <HackathonProfilePage />);
    expect(await screen.findByDisplayValue('Cape Town')).toBeInTheDocument();

    const github = screen.getByLabelText('GitHub');
    await user.type(github, 'not a url');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Please enter a complete URL (e.g., www.example.com or https://example.com)')).toBeInTheDocument();

    await user.clear(github);
    await user.type(github, 'www.github.com/ann/');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Hackathon profile saved')).toBeInTheDocument();
    const update = requests.find(isOperation('UpdateHackathonProfile'));
    expect(update?.body).toMatchObject({
      variables: { input: { githubUrl: 'https://www.github.com/ann', city: 'Cape Town', skillIds: ['s1'] } },
    });
  });

  it('deletes the profile after confirmation and empties the form', async () => {
    signInAnn();
    const answers = [
      gqlData<MyHackathonProfileQuery>({ myHackathonProfile: profile, skills }),
      gqlData<MyHackathonProfileQuery>({ myHackathonProfile: { ...profile, id: '2', city: '', skills: [] }, skills }),
    ];
    const { requests } = mockFetch({
      'POST /gql MyHackathonProfile': () => (answers.length > 1 ? answers.shift()! : answers[0])(),
      'POST /gql DeleteHackathonProfile': gqlData<DeleteHackathonProfileMutation>({
        deleteHackathonProfile: { __typename: 'DeleteHackathonProfilePayload', success: true },
      }),
    });
    renderAt('/hackathon/profile', <HackathonProfilePage />);
    expect(await screen.findByDisplayValue('Cape Town')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your hackathon profile?' });
    expect(requests.some(isOperation('DeleteHackathonProfile'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete profile' }));
    expect(await screen.findByText('Hackathon profile deleted')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(requests.filter(isOperation('DeleteHackathonProfile'))).toHaveLength(1);
  });
});
