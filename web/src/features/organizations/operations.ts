import { graphql } from '../../gql';

export const MyOrganizationsQuery = graphql(`
  query MyOrganizations {
    organizations(filter: ASSOCIATED) {
      id
      name
      userMembershipRole
      viewerCan {
        createHackathon
      }
    }
  }
`);

export const CreateOrganizationMutation = graphql(`
  mutation CreateOrganization($input: CreateOrganizationInput!) {
    createOrganization(input: $input) {
      organization {
        id
        name
        userMembershipRole
        viewerCan {
          createHackathon
        }
      }
    }
  }
`);
