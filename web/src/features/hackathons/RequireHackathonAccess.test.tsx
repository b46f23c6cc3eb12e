import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authClient } from '../../lib/apollo/clients';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { detailHackathon, gqlError, hackathonAccess, signInAnn } from '../../test/shellMocks';
import { ACCESS_CACHE_MS, checkHackathonAccess } from './access';
import { RequireHackathonAccess } from './RequireHackathonAccess';

describe('hackathon detail access (SPEC 2.4)', () => {
  /** The server's answer: whether it lets the user view the hackathon. */
  const access = (view: boolean) => {
    const hackathon = detailHackathon();
    return hackathonAccess({ ...hackathon, viewerCan: { ...hackathon.viewerCan, view } });
  };

  function renderDetail(path: string) {
    renderAt(
      path,
      <Routes>
        <Route path="/hackathon/:hackathon_id/detail" element={<RequireHackathonAccess />}>
          <Route index element={<p>detail page</p>} />
        </Route>
        <Route path="/dash" element={<p>dashboard</p>} />
      </Routes>,
    );
  }

  // Each case asks about another hackathon: results are cached per hackathon.
  it.each([
    ['10', 'the server lets the user view it', access(true), true],
    ['11', 'the server does not', access(false), false],
    ['12', 'a failed check', gqlError('Not found.', { code: 'NOT_FOUND' }), false],
  ])('hackathon %s, %s → allowed: %s', async (id, _, answer, allowed) => {
    signInAnn();
    mockFetch({ 'POST /gql HackathonAccess': answer });
    renderDetail(`/hackathon/${id}/detail`);
    expect(await screen.findByText(allowed ? 'detail page' : 'dashboard')).toBeInTheDocument();
  });

  it('keeps a result for 5 minutes per user and hackathon', async () => {
    const { fetchMock } = mockFetch({ 'POST /gql HackathonAccess': access(true) });
    const start = Date.now();
    expect(await checkHackathonAccess(authClient, '7', '20', null, start)).toBe(true);
    expect(await checkHackathonAccess(authClient, '7', '20', null, start + ACCESS_CACHE_MS - 1)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await checkHackathonAccess(authClient, '8', '20', null, start)).toBe(true);
    expect(await checkHackathonAccess(authClient, '7', '20', null, start + ACCESS_CACHE_MS)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('lets an invited user in without asking', async () => {
    signInAnn();
    const { requests } = mockFetch({});
    renderDetail('/hackathon/6/detail?token=t&participant_invite=true');
    expect(await screen.findByText('detail page')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
