import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PublishedResultsQuery } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, gqlError } from '../../test/shellMocks';
import { PublicResultsPage } from './PublicResultsPage';

const winner = { __typename: 'Winner' as const, submissionId: '11', teamId: '3', teamName: 'Rockets', categoryName: 'Main' };

const published: PublishedResultsQuery['publishedResults'] = {
  __typename: 'PublishedResults',
  hackathonId: '7',
  hackathonName: 'Climate Hack',
  publishedAt: '2026-11-28T12:00:00Z',
  galleryOpen: true,
  prizes: [
    { __typename: 'PrizeWinner', prize: { __typename: 'Prize', id: '1', name: 'Grand prize', description: '', position: 1 }, winner },
    { __typename: 'PrizeWinner', prize: { __typename: 'Prize', id: '2', name: '', description: '', position: 2 }, winner: null },
  ],
  categories: [{ __typename: 'CategoryWinners', categoryId: '5', categoryName: 'Main', votes: 0, winners: [winner] }],
  popularVote: [{ __typename: 'CategoryWinners', categoryId: '5', categoryName: 'Main', votes: 3, winners: [{ ...winner, teamName: 'Owls' }] }],
};

const page = (
  <Routes>
    <Route path="/pub/hackathon/:hackathon_id/results" element={<PublicResultsPage />} />
  </Routes>
);

describe('PublicResultsPage', () => {
  it('lists the winners per prize, per category and of the popular vote, and links the gallery', async () => {
    mockFetch({ 'POST /u-gql PublishedResults': gqlData<PublishedResultsQuery>({ publishedResults: published }) });
    renderAt('/pub/hackathon/7/results', page);
    expect(await screen.findByRole('heading', { name: 'Results of Climate Hack' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Grand prize' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2nd prize' })).toBeInTheDocument();
    expect(screen.getByText('Not awarded.')).toBeInTheDocument();
    expect(screen.getByText('3 votes')).toBeInTheDocument();
    expect(screen.getByText('Owls')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the project gallery' })).toHaveAttribute('href', '/pub/hackathon/7/gallery');
  });

  it('says only that there is nothing to show before the results are published', async () => {
    mockFetch({ 'POST /u-gql PublishedResults': gqlError('Not found.', { code: 'NOT_FOUND' }) });
    renderAt('/pub/hackathon/7/results', page);
    expect(await screen.findByRole('heading', { name: 'Nothing to show here' })).toBeInTheDocument();
    expect(screen.queryByText(/Climate Hack/)).not.toBeInTheDocument();
  });
});
