import { graphql } from '../../gql';

/** One published version, as every terms view shows it. */
graphql(`
  fragment TermsVersion on Terms {
    id
    version
    contentHtml
    createdAt
  }
`);

/** Where the signed-in user stands with a hackathon's terms. */
graphql(`
  fragment TermsStatusFields on TermsStatus {
    required
    accepted
    acceptedAt
    outstanding
    latest {
      ...TermsVersion
    }
  }
`);

/** Where the signed-in user stands: what the join button and the guard ask. */
export const TermsStatusQuery = graphql(`
  query TermsStatus($hackathonId: ID!, $inviteToken: String) {
    termsStatus(hackathonId: $hackathonId, inviteToken: $inviteToken) {
      ...TermsStatusFields
    }
  }
`);

/** The guard's question: a participant with terms outstanding? */
export const TermsGateQuery = graphql(`
  query TermsGate($hackathonId: ID!, $inviteToken: String) {
    hackathon(id: $hackathonId, inviteToken: $inviteToken) {
      id
      isParticipant
      termsOutstanding
    }
  }
`);

export const TermsPageQuery = graphql(`
  query TermsPage($hackathonId: ID!) {
    hackathon(id: $hackathonId) {
      id
      name
      isParticipant
      viewerCan {
        manage
      }
    }
    termsStatus(hackathonId: $hackathonId) {
      ...TermsStatusFields
    }
  }
`);

export const TermsVersionsQuery = graphql(`
  query TermsVersions($hackathonId: ID!) {
    termsVersions(hackathonId: $hackathonId) {
      ...TermsVersion
    }
  }
`);

export const PublishTermsMutation = graphql(`
  mutation PublishTerms($input: PublishTermsInput!) {
    publishTerms(input: $input) {
      terms {
        ...TermsVersion
      }
    }
  }
`);

export const AcceptTermsMutation = graphql(`
  mutation AcceptTerms($input: CreateTermsAcceptanceInput!) {
    createTermsAcceptance(input: $input) {
      success
      message
    }
  }
`);
