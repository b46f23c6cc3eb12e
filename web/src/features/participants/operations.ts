import { graphql } from '../../gql';

/** A participant as the list and the detail page show them. */
graphql(`
  fragment ParticipantRow on Participant {
    id
    status
    banned
    presentAtHackathon
    presentToday
    registeredAt
    person {
      id
      displayName
      email
    }
  }
`);

/** The hackathon around the participant pages, with what the viewer may do there. */
graphql(`
  fragment ParticipantsHackathon on Hackathon {
    id
    name
    viewerCan {
      seeParticipants
      manage
    }
  }
`);

export const ParticipantsQuery = graphql(`
  query Participants(
    $hackathonId: ID!
    $search: String
    $filter: ParticipantFilter
    $orderBy: ParticipantOrder
    $first: Int
    $after: String
  ) {
    hackathon(id: $hackathonId) {
      ...ParticipantsHackathon
    }
    participants(hackathonId: $hackathonId, search: $search, filter: $filter, orderBy: $orderBy, first: $first, after: $after) {
      items {
        ...ParticipantRow
      }
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ParticipantQuery = graphql(`
  query Participant($hackathonId: ID!, $id: ID!) {
    hackathon(id: $hackathonId) {
      ...ParticipantsHackathon
      today
      days
    }
    participant(id: $id) {
      ...ParticipantRow
      hackathonId
      ...ParticipantDetails
    }
  }
`);

export const UpdateParticipantMutation = graphql(`
  mutation UpdateParticipant($input: UpdateParticipantInput!) {
    updateParticipant(input: $input) {
      participant {
        ...ParticipantRow
      }
    }
  }
`);
