import { graphql } from '../../gql';

/** What the person must hand over before their account can be deleted. */
export const AccountDeletionBlockersQuery = graphql(`
  query AccountDeletionBlockers {
    myAccountDeletionBlockers {
      kind
      id
      name
      advice
    }
  }
`);

export const DeleteMyAccountMutation = graphql(`
  mutation DeleteMyAccount($input: DeleteMyAccountInput!) {
    deleteMyAccount(input: $input) {
      success
    }
  }
`);
