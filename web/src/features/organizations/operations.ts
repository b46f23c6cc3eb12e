import { graphql } from '../../gql';

export const OrganizationSummaryFragment = graphql(`
  fragment OrganizationSummary on Organization {
    id
    name
    description
    userMembershipRole
    logo {
      url
      alt
    }
    viewerCan {
      createHackathon
      update
      delete
    }
  }
`);

export const MyOrganizationsQuery = graphql(`
  query MyOrganizations {
    organizations(filter: ASSOCIATED) {
      ...OrganizationSummary
    }
  }
`);

export const CreateOrganizationMutation = graphql(`
  mutation CreateOrganization($input: CreateOrganizationInput!) {
    createOrganization(input: $input) {
      organization {
        ...OrganizationSummary
      }
    }
  }
`);

export const UpdateOrganizationMutation = graphql(`
  mutation UpdateOrganization($input: UpdateOrganizationInput!) {
    updateOrganization(input: $input) {
      organization {
        ...OrganizationSummary
      }
    }
  }
`);

export const DeleteOrganizationMutation = graphql(`
  mutation DeleteOrganization($input: DeleteOrganizationInput!) {
    deleteOrganization(input: $input) {
      deletedId
    }
  }
`);
