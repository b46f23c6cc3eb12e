import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type {
  AiQueryByIdQuery,
  AiServicesQuery,
  CreateAiQueryMutation,
  IdeaQuery,
  IdeasHackathonQuery,
  IdeasQuery,
  LikeIdeaMutation,
  SaveIdeaMutation,
  UpdateApprovalStateMutation,
} from '../../gql/graphql';
import { mockFetch, type MockRequest } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, gqlError, isOperation, signInAnn, variablesOf } from '../../test/shellMocks';
import { aiQuery, ideaCard, ideaDetail } from './ideaMocks';
import { ApproveIdeaPage } from './ApproveIdeaPage';
import { IdeaFormPage } from './IdeaFormPage';
import { IdeasPage } from './IdeasPage';
import { IdeaViewPage } from './IdeaViewPage';
import { Markdown } from '../../components/Markdown';
import { RequireIdeas } from './RequireIdeas';
import { preferredService } from './AIFeedback';

const user = userEvent.setup({ delay: null });
const sentAs = (requests: MockRequest[], name: string) =>
  requests.filter(isOperation(name)).map((request) => variablesOf(request));

function ideasPage(items: ReturnType<typeof ideaCard>[]) {
  return gqlData<IdeasQuery>({
    ideas: { __typename: 'IdeaPage', totalCount: items.length, pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null }, items },
  });
}

function render(path: string, routes: Parameters<typeof mockFetch>[0]) {
  signInAnn();
  const mocks = mockFetch(routes);
  renderAt(
    path,
    <Routes>
      <Route path="/hackathon/:hackathon_id/detail" element={<div>Detail page</div>} />
      <Route element={<RequireIdeas />}>
        <Route path="/hackathon/:hackathon_id/ideas" element={<IdeasPage />} />
        <Route path="/hackathon/:hackathon_id/ideas/approve" element={<div>Approve list</div>} />
        <Route path="/hackathon/:hackathon_id/ideas/approve/:idea_id" element={<ApproveIdeaPage />} />
        <Route path="/hackathon/:hackathon_id/idea/:idea_id/view" element={<IdeaViewPage />} />
        <Route path="/hackathon/:hackathon_id/idea/create" element={<IdeaFormPage />} />
      </Route>
    </Routes>,
  );
  return mocks;
}

const ideasRequired = (required: boolean) =>
  gqlData<IdeasHackathonQuery>({ hackathon: { __typename: 'Hackathon', id: '5', name: 'Hack Five', ideasRequired: required, ideasRequireApproval: true } });

describe('RequireIdeas', () => {
  it('sends to the detail page when the hackathon does not require ideas', async () => {
    render('/hackathon/5/ideas', { 'POST /gql IdeasHackathon': ideasRequired(false) });
    expect(await screen.findByText('Detail page')).toBeInTheDocument();
  });
});

describe('IdeasPage', () => {
  it('lists ideas, sorts by likes on the server and likes one', async () => {
    const { requests } = render('/hackathon/5/ideas', {
      'POST /gql IdeasHackathon': ideasRequired(true),
      'POST /gql Ideas': ideasPage([ideaCard('1', 'Rain sensors', { likes: 2 }), ideaCard('2', 'Bike lanes')]),
      'POST /gql LikeIdea': gqlData<LikeIdeaMutation>({
        likeIdea: { __typename: 'LikePayload', idea: { __typename: 'Idea', id: '1', likes: 3, likedByMe: true } },
      }),
    });
    const card = await screen.findByLabelText('Rain sensors');
    await user.click(within(card).getByRole('button', { name: 'Like (2)' }));
    expect(await within(card).findByRole('button', { name: 'Unlike (3)' })).toBeInTheDocument();
    await user.click(screen.getByText('Most liked'));
    await waitFor(() => expect(sentAs(requests, 'Ideas').at(-1)).toMatchObject({ hackathonId: '5', orderBy: 'MOST_LIKED' }));
    expect(sentAs(requests, 'LikeIdea')).toEqual([{ input: { ideaId: '1' } }]);
  });
});

describe('IdeaFormPage', () => {
  it('proposes an idea and shows the server’s field error under the field', async () => {
    const answers = [
      gqlError('Use at most 200 characters.', { code: 'BAD_USER_INPUT', field: 'name' }),
      gqlData<SaveIdeaMutation>({ saveIdea: { __typename: 'IdeaPayload', idea: ideaDetail() } }),
    ];
    const { requests } = render('/hackathon/5/idea/create', {
      'POST /gql IdeasHackathon': ideasRequired(true),
      'POST /gql SaveIdea': () => answers.shift()!(),
      'POST /gql Idea': gqlData<IdeaQuery>({ idea: ideaDetail() }),
      'POST /gql AIServices': gqlData<AiServicesQuery>({ aiServices: [] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Propose' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(3);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Solar kiosks');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Charging');
    await user.type(screen.getByRole('textbox', { name: /^Detailed description/ }), 'Traders struggle');
    await user.click(screen.getByRole('button', { name: 'Propose' }));
    expect(await screen.findByText('Use at most 200 characters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Propose' }));
    expect(await screen.findByRole('heading', { name: 'Solar kiosks' })).toBeInTheDocument();
    expect(sentAs(requests, 'SaveIdea')[1]).toEqual({ input: { hackathonId: '5', name: 'Solar kiosks', description: 'Charging', detailDescription: 'Traders struggle' } });
  });
});

describe('IdeaViewPage', () => {
  it('asks for AI feedback and polls until the answer is rendered', async () => {
    const answered = aiQuery('4', { success: true, response: '### Strengths\n- A real problem' });
    const ideas = [ideaDetail(), ideaDetail({ aiFeedback: [answered] })];
    render('/hackathon/5/idea/9/view', {
      'POST /gql IdeasHackathon': ideasRequired(true),
      'POST /gql Idea': () => gqlData<IdeaQuery>({ idea: ideas.length > 1 ? ideas.shift()! : ideas[0] })(),
      'POST /gql AIServices': gqlData<AiServicesQuery>({
        aiServices: [
          { __typename: 'AIService', id: '1', name: 'openai', configured: false },
          { __typename: 'AIService', id: '2', name: 'rubric', configured: true },
        ],
      }),
      'POST /gql CreateAIQuery': gqlData<CreateAiQueryMutation>({
        createAiQuery: { __typename: 'CreateAIQueryPayload', id: '4', uid: 'uid-4', errored: false, query: aiQuery('4') },
      }),
      'POST /gql AIQueryById': gqlData<AiQueryByIdQuery>({ aiQuery: answered }),
    });
    expect(await screen.findByText('struggle')).toBeInTheDocument();
    expect(screen.getByText('No feedback yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask for AI feedback' }));
    expect(await screen.findByRole('heading', { name: 'Strengths' })).toBeInTheDocument();
    expect(screen.getByLabelText('Feedback from rubric')).toBeInTheDocument();
  });
});

describe('ApproveIdeaPage', () => {
  it('requests changes with a comment', async () => {
    const pending = ideaDetail({
      viewerCan: { __typename: 'IdeaViewerCan', edit: false, delete: true, like: true, decide: true, askAiFeedback: true },
      approval: { __typename: 'Approval', id: '3', state: { __typename: 'ApprovalState', id: '1', name: 'PENDING', displayName: 'Pending' }, stateUpdates: [] },
    });
    const { requests } = render('/hackathon/5/ideas/approve/9', {
      'POST /gql IdeasHackathon': ideasRequired(true),
      'POST /gql Idea': gqlData<IdeaQuery>({ idea: pending }),
      'POST /gql UpdateApprovalState': gqlData<UpdateApprovalStateMutation>({
        updateApprovalState: {
          __typename: 'ApprovalPayload',
          approval: { __typename: 'Approval', id: '3', state: { __typename: 'ApprovalState', id: '3', name: 'CHANGES_REQUESTED', displayName: 'Changes requested' }, idea: pending },
        },
      }),
    });
    await user.click(await screen.findByText('Request changes'));
    await user.type(screen.getByRole('textbox', { name: /^Comment/ }), 'Who uses it?');
    await user.click(screen.getByRole('button', { name: 'Save decision' }));
    expect(await screen.findByText('Approve list')).toBeInTheDocument();
    expect(sentAs(requests, 'UpdateApprovalState')).toEqual([{ input: { approvalId: '3', newState: 'CHANGES_REQUESTED', comment: 'Who uses it?' } }]);
  });
});

describe('Markdown', () => {
  it('renders Markdown and drops raw HTML', () => {
    renderAt('/', <Markdown>{'**bold** <img src=x onerror="alert(1)"> <script>alert(2)</script>'}</Markdown>);
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
  });
});

describe('preferredService', () => {
  it('asks the language model when configured, else the rubric', () => {
    const openai = { id: '1', name: 'openai', configured: true };
    const rubric = { id: '2', name: 'rubric', configured: true };
    expect(preferredService([openai, rubric])).toBe(openai);
    expect(preferredService([{ ...openai, configured: false }, rubric])).toBe(rubric);
    expect(preferredService([])).toBeNull();
  });
});
