import { graphql } from '../../gql';

export const MyEmailPreferencesQuery = graphql(`
  query MyEmailPreferences {
    myEmailPreferences {
      category
      enabled
    }
  }
`);

export const UpdateEmailPreferencesMutation = graphql(`
  mutation UpdateEmailPreferences($input: UpdateEmailPreferencesInput!) {
    updateEmailPreferences(input: $input) {
      preferences {
        category
        enabled
      }
    }
  }
`);
