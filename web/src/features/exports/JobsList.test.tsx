import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ExportFieldsFragment, MyJobsQuery, ToggleJobReadMutation } from '../../gql/graphql';
import { exportRow } from '../../test/exportMocks';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, isOperation, signInAnn } from '../../test/shellMocks';
import { JobsList } from './JobsList';

const user = userEvent.setup({ delay: null });

function jobs(items: ExportFieldsFragment[]) {
  return gqlData<MyJobsQuery>({
    myJobs: {
      __typename: 'JobPage',
      totalCount: items.length,
      unreadCount: items.filter((j) => !j.isRead).length,
      items,
    },
  });
}

describe('JobsList', () => {
  it('shows nothing without jobs', async () => {
    signInAnn();
    const { requests } = mockFetch({ 'POST /gql MyJobs': jobs([]) });
    renderAt('/', <JobsList />);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByText('Jobs')).not.toBeInTheDocument();
  });

  it('lists finished exports with the download of a live file and toggles a job read', async () => {
    signInAnn();
    let read = false;
    const done = () => exportRow({ state: 'DONE', rowsWritten: 3, downloadPath: '/api/v1/exports/u-31/file', isRead: read });
    const failed = exportRow({ id: '32', uid: 'u-32', hackathonName: 'Old Hack', state: 'FAILED', error: 'timed out', isRead: true });
    const expired = exportRow({ id: '33', uid: 'u-33', hackathonName: 'Older Hack', state: 'EXPIRED', rowsWritten: 9, isRead: true });
    const { requests } = mockFetch({
      'POST /gql MyJobs': () => jobs([done(), failed, expired])(),
      'POST /gql ToggleJobRead': () => {
        read = !read;
        return gqlData<ToggleJobReadMutation>({ toggleJobRead: { __typename: 'ToggleJobReadPayload', success: true, isRead: read } })();
      },
    });
    renderAt('/', <JobsList />);

    const fresh = await screen.findByRole('group', { name: 'Job: participants of Hack Five' });
    expect(screen.getByText('1 unread of 3')).toBeInTheDocument();
    expect(within(fresh).getByText('Ready')).toBeInTheDocument();
    expect(within(fresh).getByRole('button', { name: 'Download participants-hack-five-2026-11-23.csv' })).toBeInTheDocument();
    const old = screen.getByRole('group', { name: 'Job: participants of Old Hack' });
    expect(within(old).getByText('Failed')).toBeInTheDocument();
    expect(within(old).getByText('timed out')).toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    const gone = screen.getByRole('group', { name: 'Job: participants of Older Hack' });
    expect(within(gone).getByText('Expired')).toBeInTheDocument();
    expect(within(gone).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();

    await user.click(within(fresh).getByRole('button', { name: 'Mark as read' }));
    expect(await within(fresh).findByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();
    const toggle = requests.find(isOperation('ToggleJobRead'));
    expect((toggle?.body as { variables: unknown }).variables).toEqual({ jobId: '31' });
    expect(screen.getByText('0 unread of 3')).toBeInTheDocument();
  });
});
