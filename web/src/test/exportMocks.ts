import type { ExportFieldsFragment } from '../gql/graphql';

/** A participant export of Hack Five, running unless changes say otherwise. */
export function exportRow(changes: Partial<ExportFieldsFragment> = {}): ExportFieldsFragment {
  return {
    __typename: 'ParticipantExport',
    id: '31',
    uid: 'u-31',
    hackathonName: 'Hack Five',
    state: 'RUNNING',
    rowsWritten: 0,
    rowsTotal: 4000,
    filename: 'participants-hack-five-2026-11-23.csv',
    error: null,
    isRead: false,
    created: '2026-11-23T10:00:00Z',
    expiresAt: '2026-11-24T10:00:00Z',
    downloadPath: null,
    ...changes,
  };
}
