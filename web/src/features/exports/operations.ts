import { graphql } from '../../gql';

// Spread by the operations below.
graphql(`
  fragment ExportFields on ParticipantExport {
    id
    uid
    hackathonName
    state
    rowsWritten
    rowsTotal
    filename
    error
    isRead
    created
    expiresAt
    downloadPath
  }
`);

/** Whether the viewer may export (the creator and managers: viewerCan.manage). */
export const CanExportParticipantsQuery = graphql(`
  query CanExportParticipants($hackathonId: ID!) {
    hackathon(id: $hackathonId) {
      id
      viewerCan {
        manage
      }
    }
  }
`);

export const ExportParticipantsCsvMutation = graphql(`
  mutation ExportParticipantsCsv($hackathonId: ID!) {
    exportParticipantsCsv(input: { hackathonId: $hackathonId }) {
      success
      message
      filename
      export {
        ...ExportFields
      }
    }
  }
`);

/** Polled while the export runs. */
export const ParticipantExportQuery = graphql(`
  query ParticipantExport($uid: String!) {
    participantExport(uid: $uid) {
      ...ExportFields
    }
  }
`);

/** The inbox's first jobs: the list is not paged. */
export const MyJobsQuery = graphql(`
  query MyJobs($first: Int) {
    myJobs(first: $first) {
      totalCount
      unreadCount
      items {
        ...ExportFields
      }
    }
  }
`);

export const ToggleJobReadMutation = graphql(`
  mutation ToggleJobRead($jobId: ID!) {
    toggleJobRead(input: { jobId: $jobId }) {
      success
      isRead
    }
  }
`);
