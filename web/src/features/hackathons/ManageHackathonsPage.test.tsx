import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HackathonsQuery } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { detailHackathon, gqlData, signInAnn } from '../../test/shellMocks';
import { ManageHackathonsPage } from './ManageHackathonsPage';

describe('ManageHackathonsPage', () => {
  it('lists the hackathons the user organizes in a table, with their settings at hand', async () => {
    signInAnn();
    const { requests } = mockFetch({
      'POST /gql Hackathons': gqlData<HackathonsQuery>({
        hackathons: {
          __typename: 'HackathonPage',
          items: [detailHackathon({ id: '61', name: 'Hack Sixty-One', isCreator: true })],
          totalCount: 1,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      }),
    });
    renderAt('/hackathon/manage', <ManageHackathonsPage />);
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /Hack Sixty-One/ });
    expect(within(row).getByRole('link', { name: 'Hack Sixty-One' })).toHaveAttribute('href', '/hackathon/61/detail');
    expect(within(row).getByText('Acme')).toBeInTheDocument();
    expect(within(row).getByText(/May .*2026/)).toBeInTheDocument();
    expect(within(row).getByText('Registration open')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Hack Sixty-One' })).toHaveAttribute('href', '/hackathon/61/edit');
    expect(within(row).getByRole('link', { name: 'Timeline of Hack Sixty-One' })).toHaveAttribute('href', '/hackathon/61/timeline');
    expect(requests[0].body).toMatchObject({ variables: { filter: 'ORGANIZING', first: 10 } });
  });
});
