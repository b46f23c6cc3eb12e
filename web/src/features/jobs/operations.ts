import { graphql } from '../../gql';

graphql(`
  fragment JobRow on Job {
    key
    kind
    recordId
    hackathonId
    hackathonName
    state
    stuck
    problem
    subject
    startedAt
    lastProgressAt
    dueAt
    workflowId
    temporalUrl
    actions
  }
`);

/** One hackathon's jobs (hackathonId) or every hackathon's (administrators, null). */
export const JobsQuery = graphql(`
  query Jobs($hackathonId: ID, $stuckOnly: Boolean) {
    jobs(hackathonId: $hackathonId, stuckOnly: $stuckOnly) {
      ...JobRow
    }
  }
`);

/** Whether the viewer lists every hackathon's jobs (platform administrators). */
export const CanSeeAllJobsQuery = graphql(`
  query CanSeeAllJobs {
    me {
      id
      canSeeAllJobs
    }
  }
`);

export const ResendJobInviteMutation = graphql(`
  mutation ResendJobInvite($input: InviteIdInput!) {
    resendInvite(input: $input) {
      invite {
        id
        delivery
        deliveryError
      }
    }
  }
`);

export const RestartExportMutation = graphql(`
  mutation RestartExport($input: RestartExportInput!) {
    restartExport(input: $input) {
      success
      message
      export {
        id
        state
      }
    }
  }
`);
