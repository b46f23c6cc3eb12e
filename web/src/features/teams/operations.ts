import { graphql } from '../../gql';

/** A team as its page shows it, with what the viewer may do. */
graphql(`
  fragment TeamDetail on Team {
    id
    hackathonId
    name
    totalMembers
    isFull
    isMember
    isAdmin
    hasRequestedToJoin
    idea {
      id
      name
    }
    members {
      id
      role
      isAdmin
      isMe
      skills
      person {
        id
        displayName
      }
    }
    joinRequests {
      id
      message
      created
      person {
        id
        displayName
      }
      invitedBy {
        id
        displayName
      }
    }
    myInvitation {
      id
      invitedBy {
        id
        displayName
      }
    }
    resources {
      id
      name
      url
    }
    viewerCan {
      manage
      seeResources
      leave
      requestToJoin
      invite
      delete
    }
  }
`);

/** A team in the hackathon's list. */
graphql(`
  fragment TeamListItem on Team {
    id
    name
    totalMembers
    isFull
    isMember
    hasRequestedToJoin
    idea {
      id
      name
    }
    viewerCan {
      requestToJoin
    }
  }
`);

export const TeamQuery = graphql(`
  query Team($id: ID!, $hackathonId: ID!) {
    hackathon(id: $hackathonId) {
      id
      name
      maxTeamSize
      hasPitches
      ratingViewerCan {
        ratePeers
        ratePitches
      }
    }
    team(id: $id) {
      ...TeamDetail
    }
  }
`);

export const CreateTeamGateQuery = graphql(`
  query CreateTeamGate($hackathonId: ID!) {
    hackathon(id: $hackathonId) {
      id
      name
      showTeams
      maxTeamSize
      isParticipant
      lookingForTeam
      viewerCan {
        createTeam
      }
      myTeam {
        id
      }
    }
  }
`);

export const TeamsQuery = graphql(`
  query Teams($hackathonId: ID!, $first: Int, $after: String) {
    teams(hackathonId: $hackathonId, first: $first, after: $after) {
      totalCount
      items {
        ...TeamListItem
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const TeamCandidatesQuery = graphql(`
  query TeamCandidates($hackathonId: ID!, $teamId: ID) {
    teamCandidates(hackathonId: $hackathonId, teamId: $teamId) {
      person {
        id
        displayName
      }
      lookingForTeam
      sharedSkills
      bringsSkills
      score
      pendingWithTeam
    }
  }
`);

export const CreateTeamMutation = graphql(`
  mutation CreateTeam($input: CreateTeamInput!) {
    createTeam(input: $input) {
      team {
        ...TeamDetail
      }
    }
  }
`);

/** What inviting someone, and answering a request or an invitation, return: the request's new status and the team after it. */
graphql(`
  fragment JoinRequestAnswer on TeamJoinRequestPayload {
    joinRequest {
      id
      status
    }
    team {
      ...TeamDetail
    }
  }
`);

export const RequestToJoinTeamMutation = graphql(`
  mutation RequestToJoinTeam($input: RequestToJoinTeamInput!) {
    requestToJoinTeam(input: $input) {
      joinRequest {
        id
        status
      }
      team {
        ...TeamListItem
      }
    }
  }
`);

export const InviteToTeamMutation = graphql(`
  mutation InviteToTeam($input: InviteToTeamInput!) {
    inviteToTeam(input: $input) {
      ...JoinRequestAnswer
    }
  }
`);

export const AcceptTeamJoinRequestMutation = graphql(`
  mutation AcceptTeamJoinRequest($input: AnswerTeamJoinRequestInput!) {
    acceptTeamJoinRequest(input: $input) {
      ...JoinRequestAnswer
    }
  }
`);

export const DeclineTeamJoinRequestMutation = graphql(`
  mutation DeclineTeamJoinRequest($input: AnswerTeamJoinRequestInput!) {
    declineTeamJoinRequest(input: $input) {
      ...JoinRequestAnswer
    }
  }
`);

export const LeaveTeamMutation = graphql(`
  mutation LeaveTeam($input: LeaveTeamInput!) {
    leaveTeam(input: $input) {
      hackathon {
        id
        myTeam {
          id
        }
      }
    }
  }
`);

export const RemoveTeamMemberMutation = graphql(`
  mutation RemoveTeamMember($input: RemoveTeamMemberInput!) {
    removeTeamMember(input: $input) {
      team {
        ...TeamDetail
      }
    }
  }
`);

export const SetTeamMemberRoleMutation = graphql(`
  mutation SetTeamMemberRole($input: SetTeamMemberRoleInput!) {
    setTeamMemberRole(input: $input) {
      team {
        ...TeamDetail
      }
    }
  }
`);

export const AddTeamResourceMutation = graphql(`
  mutation AddTeamResource($input: AddTeamResourceInput!) {
    addTeamResource(input: $input) {
      resource {
        id
        name
        url
      }
    }
  }
`);

export const UpdateTeamResourceMutation = graphql(`
  mutation UpdateTeamResource($input: UpdateTeamResourceInput!) {
    updateTeamResource(input: $input) {
      resource {
        id
        name
        url
      }
    }
  }
`);

export const DeleteTeamMutation = graphql(`
  mutation DeleteTeam($input: DeleteTeamInput!) {
    deleteTeam(input: $input) {
      deletedTeamId
      hackathon {
        id
        myTeam {
          id
        }
      }
    }
  }
`);

export const RemoveTeamResourceMutation = graphql(`
  mutation RemoveTeamResource($input: RemoveTeamResourceInput!) {
    removeTeamResource(input: $input) {
      team {
        ...TeamDetail
      }
    }
  }
`);

export const SetLookingForTeamMutation = graphql(`
  mutation SetLookingForTeam($input: SetLookingForTeamInput!) {
    setLookingForTeam(input: $input) {
      hackathon {
        id
        lookingForTeam
      }
    }
  }
`);
