import { graphql } from '../../gql';

// Fragments are spread by name in the operations; codegen puts their definitions into each operation.

/** An invite as the organizers' list shows it. */
graphql(`
  fragment InviteRow on Invite {
    id
    uid
    kind
    email
    status
    delivery
    deliveryError
    invitedAt
    expiresAt
    respondedAt
  }
`);

/** An invite as its own page shows it, to the invitee (also signed out) and to the organizers. */
graphql(`
  fragment InviteDetail on Invite {
    ...InviteRow
    roleName
    organizationRole
    hackathon {
      id
      name
      description
    }
    organization {
      id
      name
    }
    invitedBy {
      id
      displayName
    }
    respondedBy {
      id
      displayName
    }
    isForViewer
  }
`);

graphql(`
  fragment HackathonMemberRow on HackathonMember {
    id
    kind
    status
    joinedAt
    person {
      id
      displayName
      email
    }
  }
`);

graphql(`
  fragment OrganizationMemberRow on OrganizationMember {
    id
    role
    joinedAt
    person {
      id
      displayName
      email
    }
  }
`);

/** What an invite answer returns: who was invited, who had an invite already, and who could not be. */
graphql(`
  fragment InvitePayloadFields on InvitePayload {
    invited {
      id
      email
    }
    alreadyPending {
      id
      email
    }
    rejected {
      email
      reason
    }
  }
`);

export const HackathonPeopleQuery = graphql(`
  query HackathonPeople($hackathonId: ID!, $kind: InviteKind!) {
    hackathon(id: $hackathonId) {
      id
      name
      viewerCan {
        ...ViewerCan
      }
    }
    hackathonMembers(hackathonId: $hackathonId, kind: $kind) {
      ...HackathonMemberRow
    }
  }
`);

export const HackathonInvitesQuery = graphql(`
  query HackathonInvites($hackathonId: ID!, $kind: InviteKind!, $status: InviteStatus) {
    hackathonInvites(hackathonId: $hackathonId, kind: $kind, status: $status) {
      ...InviteRow
    }
  }
`);

export const OrganizationPeopleQuery = graphql(`
  query OrganizationPeople($organizationId: ID!) {
    organization(id: $organizationId) {
      id
      name
      viewerCan {
        manageMembers
      }
    }
    organizationMembers(organizationId: $organizationId) {
      ...OrganizationMemberRow
    }
  }
`);

export const OrganizationInvitesQuery = graphql(`
  query OrganizationInvites($organizationId: ID!, $status: InviteStatus) {
    organizationInvites(organizationId: $organizationId, status: $status) {
      ...InviteRow
    }
  }
`);

export const InviteQuery = graphql(`
  query Invite($uid: String!) {
    invite(uid: $uid) {
      ...InviteDetail
    }
  }
`);

export const InviteToHackathonMutation = graphql(`
  mutation InviteToHackathon($input: InviteToHackathonInput!) {
    inviteToHackathon(input: $input) {
      ...InvitePayloadFields
    }
  }
`);

export const InviteToOrganizationMutation = graphql(`
  mutation InviteToOrganization($input: InviteToOrganizationInput!) {
    inviteToOrganization(input: $input) {
      ...InvitePayloadFields
    }
  }
`);

export const ResendInviteMutation = graphql(`
  mutation ResendInvite($input: InviteIdInput!) {
    resendInvite(input: $input) {
      invite {
        ...InviteRow
      }
    }
  }
`);

export const RevokeInviteMutation = graphql(`
  mutation RevokeInvite($input: InviteIdInput!) {
    revokeInvite(input: $input) {
      invite {
        ...InviteRow
      }
    }
  }
`);

export const AnswerInviteMutation = graphql(`
  mutation AnswerInvite($input: AnswerInviteInput!) {
    answerInvite(input: $input) {
      invite {
        ...InviteDetail
      }
    }
  }
`);

export const UpdateHackathonMemberMutation = graphql(`
  mutation UpdateHackathonMember($input: UpdateHackathonMemberInput!) {
    updateHackathonMember(input: $input) {
      member {
        ...HackathonMemberRow
      }
    }
  }
`);

export const RemoveHackathonMemberMutation = graphql(`
  mutation RemoveHackathonMember($input: RemoveHackathonMemberInput!) {
    removeHackathonMember(input: $input) {
      removedId
    }
  }
`);

export const UpdateOrganizationMemberMutation = graphql(`
  mutation UpdateOrganizationMember($input: UpdateOrganizationMemberInput!) {
    updateOrganizationMember(input: $input) {
      member {
        ...OrganizationMemberRow
      }
    }
  }
`);

export const RemoveOrganizationMemberMutation = graphql(`
  mutation RemoveOrganizationMember($input: RemoveOrganizationMemberInput!) {
    removeOrganizationMember(input: $input) {
      removedId
    }
  }
`);

/** The creator hands the hackathon to a member of its Organizing Team. */
export const TransferHackathonMutation = graphql(`
  mutation TransferHackathon($input: TransferHackathonInput!) {
    transferHackathon(input: $input) {
      hackathonId
      creator {
        id
        displayName
      }
    }
  }
`);
