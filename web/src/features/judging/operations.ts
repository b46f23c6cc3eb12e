import { graphql } from '../../gql';

// The judging and popular vote GraphQL operations, shared by their pages.

export const JudgingHackathonQuery = graphql(`
  query JudgingHackathon($id: ID!) {
    hackathon(id: $id) {
      id
      name
      phase
      hasJudges
      hasPopularVote
      isJudge
      viewerCan {
        manage
        seeSubmissions
        seePopularVote
      }
    }
  }
`);

graphql(`
  fragment CriterionFields on JudgingCriterion {
    id
    name
    description
    maxScore
    type
    typeDisplay
    position
  }
`);

export const JudgingCriteriaQuery = graphql(`
  query JudgingCriteria($id: ID!) {
    judgingCriteria(hackathonId: $id) {
      ...CriterionFields
    }
  }
`);

export const CreateJudgingCriterionMutation = graphql(`
  mutation CreateJudgingCriterion($input: CreateJudgingCriterionInput!) {
    createJudgingCriterion(input: $input) {
      judgingCriterion {
        ...CriterionFields
      }
    }
  }
`);

export const UpdateJudgingCriterionMutation = graphql(`
  mutation UpdateJudgingCriterion($input: UpdateJudgingCriterionInput!) {
    updateJudgingCriterion(input: $input) {
      judgingCriterion {
        ...CriterionFields
      }
    }
  }
`);

export const DeleteJudgingCriterionMutation = graphql(`
  mutation DeleteJudgingCriterion($input: DeleteJudgingCriterionInput!) {
    deleteJudgingCriterion(input: $input) {
      deletedId
    }
  }
`);

export const ReorderJudgingCriteriaMutation = graphql(`
  mutation ReorderJudgingCriteria($input: ReorderJudgingCriteriaInput!) {
    reorderJudgingCriteria(input: $input) {
      judgingCriteria {
        ...CriterionFields
      }
    }
  }
`);

graphql(`
  fragment JudgedSubmissionFields on Submission {
    id
    team {
      id
      name
    }
    competitionCategory {
      id
      name
    }
    judgingStatus
    myJudgingStatus
    judgingProgress
    totalJudges
    myScore
    maxScore
    averageScore
  }
`);

graphql(`
  fragment SubmissionResponseFields on Submission {
    response
    template {
      id
      schema
    }
  }
`);

export const SubmissionsForJudgingQuery = graphql(`
  query SubmissionsForJudging($id: ID!) {
    submissionsForJudging(hackathonId: $id) {
      ...JudgedSubmissionFields
    }
  }
`);

export const JudgingResultsQuery = graphql(`
  query JudgingResults($id: ID!) {
    judgingResults(hackathonId: $id) {
      maxScore
      categories {
        categoryId
        categoryName
        standings {
          submissionId
          teamName
          rank
          tied
          judged
          rawScore
          normalizedScore
        }
      }
      judges {
        judgeId
        judgeName
        completed
        assigned
      }
    }
  }
`);

export const ScoringQuery = graphql(`
  query Scoring($id: ID!, $hackathonId: ID!) {
    submissionForJudging(id: $id) {
      ...JudgedSubmissionFields
      ...SubmissionResponseFields
      viewerCan {
        score
      }
    }
    judgingScores(submissionId: $id, judging: true) {
      id
      score
      completed
      criteria {
        id
      }
    }
    judgingCriteria(hackathonId: $hackathonId) {
      ...CriterionFields
    }
  }
`);

export const UpdateJudgingScoresMutation = graphql(`
  mutation UpdateJudgingScores($input: UpdateJudgingScoresInput!) {
    updateJudgingScores(input: $input) {
      submission {
        ...JudgedSubmissionFields
      }
      scores {
        id
        score
        completed
        criteria {
          id
        }
      }
    }
  }
`);

graphql(`
  fragment PopularVoteFields on PopularVote {
    hackathonId
    open
    countsVisible
    canVote
    entries {
      categoryId
      votes
      myVote
      ownTeam
      submission {
        id
        team {
          id
          name
        }
        competitionCategory {
          id
          name
        }
        ...SubmissionResponseFields
      }
    }
  }
`);

export const PopularVoteQuery = graphql(`
  query PopularVote($id: ID!) {
    popularVote(hackathonId: $id) {
      ...PopularVoteFields
    }
  }
`);

export const CastPopularVoteMutation = graphql(`
  mutation CastPopularVote($id: ID!) {
    castPopularVote(input: { submissionId: $id }) {
      popularVote {
        ...PopularVoteFields
      }
    }
  }
`);
