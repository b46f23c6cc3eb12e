import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CanReadFeedbackQuery, FeedbackListQuery, SendFeedbackMutation } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, gqlError, signInAnn, variablesOf } from '../../test/shellMocks';
import { AdminFeedbackPage } from './AdminFeedbackPage';
import { FeedbackButton } from './FeedbackButton';

const user = userEvent.setup({ delay: null });

const sent = gqlData<SendFeedbackMutation>({ sendFeedback: { __typename: 'SendFeedbackPayload', success: true, id: '41' } });
const canRead = (yes: boolean) => gqlData<CanReadFeedbackQuery>({ me: { __typename: 'User', id: '7', canReadFeedback: yes } });

type Item = FeedbackListQuery['feedback']['items'][number];
function item(id: string, changes: Partial<Item> = {}): Item {
  return {
    __typename: 'Feedback',
    id,
    kind: 'BUG',
    message: `Message ${id}`,
    rating: null,
    pageUrl: '/dash',
    created: '2026-11-26T10:00:00Z',
    sender: { __typename: 'Person', id: '9', displayName: 'Fay Sender', email: 'fay@example.com' },
    ...changes,
  };
}
const list = (items: Item[], totalCount = items.length) =>
  gqlData<FeedbackListQuery>({
    feedback: { __typename: 'FeedbackPage', totalCount, pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null }, items },
  });

function renderButton(path = '/hackathon/5/detail?tab=ideas') {
  renderAt(
    path,
    <Routes>
      <Route path="*" element={<FeedbackButton />} />
    </Routes>,
  );
}

describe('FeedbackButton', () => {
  // Typing, the post-submit delay and the notice take a while on a loaded machine.
  it('sends the kind, message, rating and the page it was opened on', async () => {
    signInAnn();
    const { called } = mockFetch({ 'POST /gql SendFeedback': sent });
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send feedback' });
    expect(within(dialog).getByText('Sent from /hackathon/5/detail?tab=ideas')).toBeInTheDocument();
    await user.click(within(dialog).getByText('Bug'));
    await user.type(within(dialog).getByLabelText(/Message/), '  The map does not load  ');
    // The star's label takes the click, as in a browser.
    await user.click(within(dialog).getByRole('radio', { name: '4 of 5' }).nextElementSibling as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    // After the post-submit delay the form gives way to a thank-you notice,
    // which closes through its button only.
    const thanks = await screen.findByRole('dialog', { name: 'Thank you' });
    expect(within(thanks).getByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Send feedback' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Thank you' })).toBeInTheDocument();
    await user.click(within(thanks).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [request] = called('POST /gql');
    expect(variablesOf(request)).toEqual({
      input: { kind: 'BUG', message: 'The map does not load', rating: 4, pageUrl: '/hackathon/5/detail?tab=ideas' },
    });
  });

  it('needs a message and leaves the rating out when none is given', async () => {
    signInAnn();
    const { called } = mockFetch({ 'POST /gql SendFeedback': sent });
    renderButton('/dash');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument();
    expect(called('POST /gql')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Message/), 'Nice');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(called('POST /gql')).toHaveLength(1));
    expect(variablesOf(called('POST /gql')[0])).toMatchObject({ input: { kind: 'IDEA', message: 'Nice', rating: null, pageUrl: '/dash' } });
  });

  it('shows the server’s refusal under the message and stays open', async () => {
    signInAnn();
    mockFetch({
      'POST /gql SendFeedback': gqlError('You have sent a lot of feedback in the last hour; please try again later.', { code: 'BAD_USER_INPUT', field: 'message' }),
    });
    renderButton('/dash');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Message/), 'Again');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(/in the last hour/)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('AdminFeedbackPage', () => {
  it('lists feedback with its sender and page, and filters by kind', async () => {
    signInAnn();
    const { called } = mockFetch({
      'POST /gql CanReadFeedback': canRead(true),
      'POST /gql FeedbackList': (request) =>
        variablesOf(request).kind === 'PRAISE'
          ? list([item('2', { kind: 'PRAISE', message: 'Lovely', rating: 5 })])()
          : list([item('1', { pageUrl: '/hackathon/3/detail' }), item('2', { kind: 'PRAISE', message: 'Lovely', rating: 5 })])(),
    });
    renderAt('/admin/feedback', <AdminFeedbackPage />);
    const first = await screen.findByLabelText('Feedback 1');
    expect(within(first).getByText('Message 1')).toBeInTheDocument();
    expect(within(first).getByText('fay@example.com')).toHaveAttribute('href', 'mailto:fay@example.com');
    expect(within(first).getByRole('link', { name: '/hackathon/3/detail' })).toHaveAttribute('href', '/hackathon/3/detail');
    expect(screen.getByText('2 pieces of feedback')).toBeInTheDocument();
    expect(screen.getByLabelText('Rated 5 of 5')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    const options = await screen.findByRole('listbox', { name: 'Kind', hidden: true });
    await user.click(within(options).getByRole('option', { name: 'Praise', hidden: true }));
    await waitFor(() => expect(screen.queryByText('Message 1')).not.toBeInTheDocument());
    expect(variablesOf(called('POST /gql').at(-1))).toMatchObject({ kind: 'PRAISE', first: 10 });
  });

  it('tells others that only administrators read feedback, without asking for it', async () => {
    signInAnn();
    const { requests } = mockFetch({ 'POST /gql CanReadFeedback': canRead(false) });
    renderAt('/admin/feedback', <AdminFeedbackPage />);
    expect(await screen.findByText('Only platform administrators read user feedback.')).toBeInTheDocument();
    expect(requests.map((r) => (r.body as { operationName: string }).operationName)).toEqual(['CanReadFeedback']);
  });
});
