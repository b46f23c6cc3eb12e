import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TeamSubmissionsQuery, UpdateSubmissionMutation } from '../../gql/graphql';
import { mockFetch, type MockRequest } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, gqlError, signInAnn } from '../../test/shellMocks';
import { schemaOf } from './templateModel';
import { TeamSubmissions } from './TeamSubmissions';

const user = userEvent.setup({ delay: null });

const schema = schemaOf([
  { key: 'summary', kind: 'shortText', label: 'Summary', required: true, help: 'One line about it', choices: [] },
  { key: 'repo', kind: 'repositoryUrl', label: 'Repository', required: true, help: '', choices: [] },
]);

function answer(can: { edit: boolean; submit: boolean }, submitted = false) {
  return gqlData<TeamSubmissionsQuery>({
    hackathon: {
      __typename: 'Hackathon',
      id: '5',
      submissionsOpen: true,
      competitionCategories: [
        { __typename: 'CompetitionCategory', id: '9', name: 'Main', default: true, submissionTemplate: { __typename: 'SubmissionTemplate', id: '1', schema } },
      ],
    },
    team: {
      __typename: 'Team',
      id: '3',
      submissions: [
        {
          __typename: 'Submission',
          id: '11',
          response: { summary: 'Solar kiosk' },
          submitted,
          lateSubmission: submitted,
          submittedAt: submitted ? '2026-05-04T10:00:00Z' : null,
          competitionCategory: { __typename: 'CompetitionCategory', id: '9' },
        },
      ],
      submissionViewerCan: { __typename: 'SubmissionViewerCan', ...can },
    },
  });
}

describe('TeamSubmissions', () => {
  it('renders the template as a form and shows the server refusal under the field', async () => {
    signInAnn();
    const requests: MockRequest[] = [];
    mockFetch({
      'POST /gql TeamSubmissions': answer({ edit: true, submit: true }),
      'POST /gql UpdateSubmission': (r) => {
        requests.push(r);
        return gqlError('This field is required.', { code: 'BAD_USER_INPUT', field: 'response.repo' })();
      },
    });
    renderAt('/', <TeamSubmissions teamId="3" hackathonId="5" />);
    expect(await screen.findByRole('heading', { name: 'Submission: Main' })).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('One line about it')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Solar kiosk')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThan(0);
    expect((requests[0].body as { variables: unknown }).variables).toEqual({
      input: { teamId: '3', categoryId: '9', response: { summary: 'Solar kiosk' }, submitted: true },
    });
  });

  it('shows a member a submitted, late submission without a submit button', async () => {
    signInAnn();
    mockFetch({ 'POST /gql TeamSubmissions': answer({ edit: true, submit: false }, true) });
    renderAt('/', <TeamSubmissions teamId="3" hackathonId="5" />);
    expect(await screen.findByText('Submitted')).toBeInTheDocument();
    expect(screen.getByText('Late')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('moves the focus to the heading when submitting removes the Submit button', async () => {
    signInAnn();
    let submitted = false;
    mockFetch({
      'POST /gql TeamSubmissions': () => answer({ edit: true, submit: true }, submitted)(),
      'POST /gql UpdateSubmission': () => {
        submitted = true;
        return gqlData<UpdateSubmissionMutation>({
          updateSubmission: {
            __typename: 'SubmissionPayload',
            submission: {
              __typename: 'Submission',
              id: '11',
              response: { summary: 'Solar kiosk', repo: 'github.com/owls/kiosk' },
              submitted: true,
              lateSubmission: false,
              submittedAt: '2026-05-04T10:00:00Z',
              competitionCategory: { __typename: 'CompetitionCategory', id: '9' },
            },
          },
        })();
      },
    });
    renderAt('/', <TeamSubmissions teamId="3" hackathonId="5" />);
    await user.type(await screen.findByRole('textbox', { name: /Repository/ }), 'github.com/owls/kiosk');
    screen.getByRole('button', { name: 'Submit' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Submitted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Submission: Main' })).toHaveFocus();
  });
});
