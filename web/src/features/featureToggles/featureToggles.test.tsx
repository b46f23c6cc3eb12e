import { ServerError } from '@apollo/client/errors';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FeatureTogglesQuery } from '../../gql/graphql';
import { session } from '../../lib/session/store';
import { json, mockFetch } from '../../test/fetchMock';
import { gqlData } from '../../test/shellMocks';
import { isFeatureEnabled, useFeatureToggle } from './FeatureToggles';
import { FeatureTogglesProvider } from './FeatureTogglesProvider';
import { failureEndsInitialLoad } from './initialLoad';

function TalentRatings() {
  return <p>talent ratings {useFeatureToggle('talent_ratings') ? 'on' : 'off'}</p>;
}

function renderProvider() {
  return render(
    <MantineProvider>
      <FeatureTogglesProvider>
        <TalentRatings />
      </FeatureTogglesProvider>
    </MantineProvider>,
  );
}

const toggles = (enabled: boolean) =>
  gqlData<FeatureTogglesQuery>({
    featureToggles: [{ __typename: 'FeatureToggle', id: '1', featureName: 'talent_ratings', enabled }],
  })();

describe('FeatureTogglesProvider', () => {
  it('shows "Loading..." until the first fetch, then the toggles', async () => {
    const { requests } = mockFetch({ 'POST /u-gql FeatureToggles': () => toggles(true) });
    renderProvider();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('talent ratings on')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(requests[0].body).toMatchObject({ variables: { environment: 'LOCAL' } });
  });

  it('asks the authenticated endpoint when logged in', async () => {
    session.login('tok');
    const { requests } = mockFetch({ 'POST /gql FeatureToggles': () => toggles(false) });
    renderProvider();
    expect(await screen.findByText('talent ratings off')).toBeInTheDocument();
    expect(requests[0].headers.get('Authorization')).toBe('Token tok');
  });

  it('keeps loading after a failure while logged in', async () => {
    session.login('tok');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetchMock } = mockFetch({ 'POST /gql FeatureToggles': () => json(403, {}) });
    renderProvider();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('ends loading after a client error while logged out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch({ 'POST /u-gql FeatureToggles': () => json(403, {}) });
    renderProvider();
    await vi.waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    expect(screen.getByText('talent ratings off')).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('failureEndsInitialLoad', () => {
  const serverError = (status: number) =>
    new ServerError('Response not successful', { response: new Response(null, { status }), bodyText: '' });

  it('ends only for a logged-out client error', () => {
    expect(failureEndsInitialLoad(serverError(403), false)).toBe(true);
    expect(failureEndsInitialLoad(serverError(403), true)).toBe(false);
    expect(failureEndsInitialLoad(serverError(502), false)).toBe(false);
    expect(failureEndsInitialLoad(new TypeError('Failed to fetch'), false)).toBe(false);
  });
});

describe('isFeatureEnabled', () => {
  it('is off with a warning for an unknown feature', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(isFeatureEnabled(new Map([['gamification', true]]), 'gamification')).toBe(true);
    expect(isFeatureEnabled(null, 'gamification')).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    expect(isFeatureEnabled(new Map(), 'gamification')).toBe(false);
    expect(warn).toHaveBeenCalledWith('Unknown feature toggle "gamification"');
  });
});
