import { graphql } from '../../gql';

export const SendFeedbackMutation = graphql(`
  mutation SendFeedback($input: SendFeedbackInput!) {
    sendFeedback(input: $input) {
      success
      id
    }
  }
`);

/** Whether the viewer reads everyone's feedback (platform administrators). */
export const CanReadFeedbackQuery = graphql(`
  query CanReadFeedback {
    me {
      id
      canReadFeedback
    }
  }
`);

export const FeedbackListQuery = graphql(`
  query FeedbackList($kind: FeedbackKind, $search: String, $first: Int, $after: String) {
    feedback(kind: $kind, search: $search, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      items {
        id
        kind
        message
        rating
        pageUrl
        created
        sender {
          id
          displayName
          email
        }
      }
    }
  }
`);
