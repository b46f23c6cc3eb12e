import { graphql } from '../../gql';

export const MyMetadataQuery = graphql(`
  query MyMetadata {
    myMetadata {
      metaDataType
      value
      updatedAt
    }
  }
`);

/** SPEC 7.2's user profile metadata batch: every entry in one call, all or nothing. */
export const SaveUserMetadataMutation = graphql(`
  mutation SaveUserMetadata($input: SaveUserMetadataInput!) {
    saveUserMetadata(input: $input) {
      entries {
        metaDataType
        value
        updatedAt
      }
    }
  }
`);
