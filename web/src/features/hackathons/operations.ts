import { graphql } from '../../gql';

// Fragments are spread by name in the operations; codegen puts their definitions into each operation.

/** What a list entry shows. */
graphql(`
  fragment HackathonSummary on Hackathon {
    id
    name
    description
    startDatetime
    endDatetime
    timeZone
    status
    statusDisplay
    phase
    phaseDisplay
    organization {
      id
      name
    }
    cover {
      thumbnail: url(size: SMALL)
      alt
    }
  }
`);

/** What the detail pages show to everyone, signed in or not. */
graphql(`
  fragment HackathonOverview on Hackathon {
    ...HackathonSummary
    ...HackathonShowcase
    detailDescription
    allowedParticipants
    maxTeamSize
    cover {
      url
      alt
    }
    logo {
      url
      alt
    }
  }
`);

/** The signed-in user's roles in a hackathon (SPEC 3). */
graphql(`
  fragment HackathonRoles on Hackathon {
    id
    isCreator
    isManager
    isParticipant
    isMentor
    isJudge
    isVolunteer
    isBanned
  }
`);

/** Everything the server lets the viewer do: read again after a change of roles. */
graphql(`
  fragment ViewerCan on HackathonViewerCan {
    view
    manage
    join
    seeParticipants
    seeOrganizingTeam
    approveIdeas
    seeSubmissions
    seePopularVote
    manageRatings
    manageOrganizingTeam
    manageJudges
    manageMentors
    manageVolunteers
    createTeam
  }
`);

export const HackathonsQuery = graphql(`
  query Hackathons($filter: HackathonListFilter!, $first: Int, $after: String) {
    hackathons(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      items {
        ...HackathonSummary
        ...HackathonRoles
      }
    }
  }
`);
