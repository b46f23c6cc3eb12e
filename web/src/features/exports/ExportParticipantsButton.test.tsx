import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CanExportParticipantsQuery,
  ExportFieldsFragment,
  ExportParticipantsCsvMutation,
  ParticipantExportQuery,
} from '../../gql/graphql';
import { exportRow } from '../../test/exportMocks';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, signInAnn } from '../../test/shellMocks';
import { ExportParticipantsButton } from './ExportParticipantsButton';

const user = userEvent.setup({ delay: null });

const canExport = (manage: boolean) =>
  gqlData<CanExportParticipantsQuery>({ hackathon: { __typename: 'Hackathon', id: '5', viewerCan: { __typename: 'HackathonViewerCan', manage } } });

function started(exp: ExportFieldsFragment) {
  return gqlData<ExportParticipantsCsvMutation>({
    exportParticipantsCsv: { __typename: 'ExportParticipantsCsvPayload', success: true, message: '', filename: exp.filename, export: exp },
  });
}

let saved: { href: string; download: string }[] = [];

beforeEach(() => {
  saved = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});

afterEach(() => vi.restoreAllMocks());

function renderButton() {
  renderAt('/', <ExportParticipantsButton hackathonId="5" />);
}

describe('ExportParticipantsButton', () => {
  it('is not there for someone who may not export', async () => {
    signInAnn();
    const { requests } = mockFetch({ 'POST /gql CanExportParticipants': canExport(false) });
    renderButton();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('shows rows written of total while the export runs, then downloads the file', async () => {
    signInAnn();
    const progress = [exportRow({ rowsWritten: 1000 }), exportRow({ state: 'DONE', rowsWritten: 4000, downloadPath: '/api/v1/exports/u-31/file' })];
    const { called } = mockFetch({
      'POST /gql CanExportParticipants': canExport(true),
      'POST /gql ExportParticipantsCsv': started(exportRow()),
      'POST /gql ParticipantExport': () => gqlData<ParticipantExportQuery>({ participantExport: progress.shift() ?? progress[0] ?? exportRow() })(),
      'GET /api/v1/exports/u-31/file': () => new Response('\uFEFFName\r\nAnn\r\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    renderButton();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('1000 of 4000 rows written')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuenow', '25');

    const download = await screen.findByRole('button', { name: 'Download participants-hack-five-2026-11-23.csv' });
    expect(screen.getByText('4000 participants exported.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(download);
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:export', download: 'participants-hack-five-2026-11-23.csv' }]));
    expect(called('GET /api/v1/exports/u-31/file')[0].headers.get('Authorization')).toBe('token tok');
  });

  it('says why an export failed', async () => {
    signInAnn();
    mockFetch({
      'POST /gql CanExportParticipants': canExport(true),
      'POST /gql ExportParticipantsCsv': started(exportRow({ state: 'FAILED', error: 'database went away' })),
    });
    renderButton();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The export failed: database went away')).toBeInTheDocument();
  });
});
