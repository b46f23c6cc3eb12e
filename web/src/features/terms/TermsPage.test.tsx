import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AcceptTermsMutation, PublishTermsMutation, TermsGateQuery, TermsPageQuery, TermsVersionsQuery } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, gqlError, isOperation, signInAnn } from '../../test/shellMocks';
import { RequireTermsAccepted } from './RequireTermsAccepted';
import { TermsPage } from './TermsPage';

const user = userEvent.setup({ delay: null });

const v2 = { __typename: 'Terms' as const, id: '12', version: '2.0', contentHtml: '<h2>Rules</h2><p>Be kind.</p>', createdAt: '2026-05-02T10:00:00Z' };
const v1 = { __typename: 'Terms' as const, id: '11', version: '1.0', contentHtml: '<p>Old rules.</p>', createdAt: '2026-05-01T10:00:00Z' };

function page(opts: { manage: boolean; participant: boolean; accepted: boolean }) {
  return gqlData<TermsPageQuery>({
    hackathon: {
      __typename: 'Hackathon',
      id: '5',
      name: 'Hack Five',
      isParticipant: opts.participant,
      viewerCan: { __typename: 'HackathonViewerCan', manage: opts.manage },
    },
    termsStatus: {
      __typename: 'TermsStatus',
      required: true,
      accepted: opts.accepted,
      acceptedAt: opts.accepted ? '2026-05-03T09:00:00Z' : null,
      outstanding: !opts.accepted,
      latest: v2,
    },
  });
}

function renderTerms(path = '/hackathon/5/terms') {
  renderAt(
    path,
    <Routes>
      <Route path="/hackathon/:hackathon_id/terms" element={<TermsPage />} />
      <Route path="/hackathon/:hackathon_id/detail" element={<RequireTermsAccepted />}>
        <Route index element={<p>Detail page</p>} />
      </Route>
    </Routes>,
  );
}

describe('TermsPage', () => {
  it('shows a participant the latest version, records the acceptance and goes back to the hackathon', async () => {
    signInAnn();
    let accepted = false;
    const { requests } = mockFetch({
      'POST /gql TermsPage': () => page({ manage: false, participant: true, accepted })(),
      'POST /gql AcceptTerms': () => {
        accepted = true;
        return gqlData<AcceptTermsMutation>({
          createTermsAcceptance: { __typename: 'CreateTermsAcceptancePayload', success: true, message: 'You accepted version 2.0.' },
        })();
      },
      'POST /gql TermsGate': () =>
        gqlData<TermsGateQuery>({ hackathon: { __typename: 'Hackathon', id: '5', isParticipant: true, termsOutstanding: !accepted } })(),
    });
    renderTerms();
    expect(await screen.findByRole('heading', { name: 'Rules' })).toBeInTheDocument();
    expect(screen.getByText(/Accept the latest terms and conditions/)).toBeInTheDocument();
    expect(screen.queryByText('Publish a new version')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Detail page')).toBeInTheDocument();
    expect(requests.find(isOperation('AcceptTerms'))?.body).toMatchObject({ variables: { input: { termsId: '12' } } });
  });

  it('says so when a newer version was published meanwhile, and stays on the page', async () => {
    signInAnn();
    mockFetch({
      'POST /gql TermsPage': page({ manage: false, participant: true, accepted: false }),
      'POST /gql AcceptTerms': gqlError('A newer version of the terms was published; read and accept that one.', {
        code: 'BAD_USER_INPUT',
        field: 'termsId',
      }),
    });
    renderTerms();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(/A newer version of the terms was published/)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/hackathon/5/terms');
  });

  it('says when the participant accepted', async () => {
    signInAnn();
    mockFetch({ 'POST /gql TermsPage': page({ manage: false, participant: true, accepted: true }) });
    renderTerms();
    expect(await screen.findByText(/You accepted this version on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('gives organizers the versions and a publish form, whose field errors show under the field', async () => {
    signInAnn();
    let published = 0;
    const { requests } = mockFetch({
      'POST /gql TermsPage': page({ manage: true, participant: false, accepted: false }),
      'POST /gql TermsVersions': gqlData<TermsVersionsQuery>({ termsVersions: [v2, v1] }),
      'POST /gql PublishTerms': () => {
        published += 1;
        if (published === 1) return gqlError('Version "2.0" is already published.', { code: 'CONFLICT', field: 'version' })();
        return gqlData<PublishTermsMutation>({ publishTerms: { __typename: 'PublishTermsPayload', terms: { ...v2, id: '13', version: '3.0' } } })();
      },
    });
    renderTerms();
    expect(await screen.findByText('Version 1.0')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Version' }), '2.0');
    await user.click(screen.getByRole('textbox', { name: 'Terms (HTML)' }));
    await user.paste('<p>New rules.</p>');
    expect(screen.getByTitle('Preview')).toHaveAttribute('sandbox', '');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/already published/)).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Version' }));
    await user.type(screen.getByRole('textbox', { name: 'Version' }), '3.0');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Version 3.0 published')).toBeInTheDocument();
    expect(requests.filter(isOperation('PublishTerms'))[1]?.body).toMatchObject({
      variables: { input: { hackathonId: '5', version: '3.0', contentHtml: '<p>New rules.</p>' } },
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Version' })).toHaveValue(''));
  });
});

describe('RequireTermsAccepted', () => {
  it('sends a participant with terms to accept to the terms page', async () => {
    signInAnn();
    mockFetch({
      'POST /gql TermsGate': gqlData<TermsGateQuery>({ hackathon: { __typename: 'Hackathon', id: '5', isParticipant: true, termsOutstanding: true } }),
      'POST /gql TermsPage': page({ manage: false, participant: true, accepted: false }),
    });
    renderTerms('/hackathon/5/detail');
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/hackathon/5/terms'));
    expect(screen.queryByText('Detail page')).not.toBeInTheDocument();
  });

  it('renders the page hidden while it checks, so the page asks for its data at the same time', async () => {
    signInAnn();
    let answer: (response: Response) => void = () => {};
    mockFetch({
      'POST /gql TermsGate': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderTerms('/hackathon/5/detail');
    const pageText = await screen.findByText('Detail page');
    expect(pageText).not.toBeVisible();
    expect(screen.getByRole('status', { name: 'Checking terms' })).toBeVisible();

    answer(gqlData<TermsGateQuery>({ hackathon: { __typename: 'Hackathon', id: '5', isParticipant: true, termsOutstanding: false } })());
    await waitFor(() => expect(pageText).toBeVisible());
    expect(screen.queryByRole('status', { name: 'Checking terms' })).not.toBeInTheDocument();
  });

  it('lets others through', async () => {
    signInAnn();
    mockFetch({
      'POST /gql TermsGate': gqlData<TermsGateQuery>({ hackathon: { __typename: 'Hackathon', id: '5', isParticipant: false, termsOutstanding: true } }),
    });
    renderTerms('/hackathon/5/detail');
    expect(await screen.findByText('Detail page')).toBeInTheDocument();
  });
});
