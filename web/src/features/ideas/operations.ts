import { graphql } from '../../gql';

graphql(`
  fragment IdeaCard on Idea {
    id
    hackathonId
    name
    description
    created
    likes
    likedByMe
    isCreator
    creator {
      id
      displayName
    }
    approval {
      id
      state {
        id
        name
        displayName
      }
    }
    viewerCan {
      edit
      delete
      like
      decide
      askAiFeedback
    }
  }
`);

graphql(`
  fragment AIQueryFields on AIQuery {
    id
    uid
    response
    errored
    success
    created
    service {
      id
      name
    }
  }
`);

graphql(`
  fragment IdeaDetail on Idea {
    ...IdeaCard
    detailDescription
    teamSet {
      id
      name
    }
    approval {
      id
      stateUpdates {
        id
        newState {
          id
          name
          displayName
        }
        comment
        created
        createdBy {
          id
          displayName
        }
      }
    }
    aiFeedback {
      ...AIQueryFields
    }
  }
`);

export const IdeasHackathonQuery = graphql(`
  query IdeasHackathon($id: ID!) {
    hackathon(id: $id) {
      id
      name
      ideasRequired
      ideasRequireApproval
    }
  }
`);

export const IdeasQuery = graphql(`
  query Ideas($hackathonId: ID!, $search: String, $orderBy: IdeaOrder, $approvalState: ApprovalStateName, $first: Int, $after: String) {
    ideas(hackathonId: $hackathonId, search: $search, orderBy: $orderBy, approvalState: $approvalState, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      items {
        ...IdeaCard
      }
    }
  }
`);

export const MyIdeasQuery = graphql(`
  query MyIdeas($hackathonId: ID!) {
    myIdeas(hackathonId: $hackathonId) {
      ...IdeaCard
    }
  }
`);

export const IdeaQuery = graphql(`
  query Idea($id: ID!) {
    idea(id: $id) {
      ...IdeaDetail
    }
  }
`);

export const PendingApprovalCountQuery = graphql(`
  query PendingApprovalCount($hackathonId: ID!) {
    pendingApprovalCount(hackathonId: $hackathonId)
  }
`);

export const AIServicesQuery = graphql(`
  query AIServices {
    aiServices {
      id
      name
      configured
    }
  }
`);

export const AIQueryQuery = graphql(`
  query AIQueryById($id: ID!) {
    aiQuery(id: $id) {
      ...AIQueryFields
    }
  }
`);

export const SaveIdeaMutation = graphql(`
  mutation SaveIdea($input: SaveIdeaInput!) {
    saveIdea(input: $input) {
      idea {
        ...IdeaDetail
      }
    }
  }
`);

export const DeleteIdeaMutation = graphql(`
  mutation DeleteIdea($input: DeleteIdeaInput!) {
    deleteIdea(input: $input) {
      id
    }
  }
`);

export const LikeIdeaMutation = graphql(`
  mutation LikeIdea($input: LikeIdeaInput!) {
    likeIdea(input: $input) {
      idea {
        id
        likes
        likedByMe
      }
    }
  }
`);

export const UnlikeIdeaMutation = graphql(`
  mutation UnlikeIdea($input: LikeIdeaInput!) {
    unlikeIdea(input: $input) {
      idea {
        id
        likes
        likedByMe
      }
    }
  }
`);

export const UpdateApprovalStateMutation = graphql(`
  mutation UpdateApprovalState($input: UpdateApprovalStateInput!) {
    updateApprovalState(input: $input) {
      approval {
        id
        state {
          id
          name
          displayName
        }
        idea {
          ...IdeaDetail
        }
      }
    }
  }
`);

export const CreateAIQueryMutation = graphql(`
  mutation CreateAIQuery($input: CreateAIQueryInput!) {
    createAiQuery(input: $input) {
      id
      uid
      errored
      query {
        ...AIQueryFields
      }
    }
  }
`);
