import { graphql } from '../../gql';

/** What a competition's items show and what a new item comes back with. */
graphql(`
  fragment ScorableItemFields on ScorableItem {
    id
    name
    description
    maxScore
  }
`);

export const CompetitionFieldsFragment = graphql(`
  fragment CompetitionFields on Competition {
    id
    hackathonId
    name
    description
    scorableItems {
      ...ScorableItemFields
    }
    viewerCan {
      manage
      award
      seeHistory
    }
  }
`);

export const BoardFieldsFragment = graphql(`
  fragment BoardFields on Leaderboard {
    id
    participantCount
    lastScoreId
    scoreTotals(first: $first) {
      rank
      total
      participant {
        id
        displayName
      }
    }
    myRank {
      rank
      total
    }
  }
`);

/** The hackathon as the gamification pages show it: its name, and what the viewer may do there. */
graphql(`
  fragment GamificationHackathonFields on Hackathon {
    id
    name
    hasGameification
    gamificationViewerCan {
      manage
      award
      seeHistory
    }
  }
`);

export const GamificationDashboardQuery = graphql(`
  query GamificationDashboard($hackathonId: ID!, $first: Int) {
    hackathon(id: $hackathonId) {
      ...GamificationHackathonFields
    }
    leaderboards(hackathonId: $hackathonId) {
      ...BoardFields
      competition {
        ...CompetitionFields
      }
    }
  }
`);

export const CompetitionsQuery = graphql(`
  query Competitions($hackathonId: ID!) {
    hackathon(id: $hackathonId) {
      ...GamificationHackathonFields
    }
    competitions(hackathonId: $hackathonId) {
      ...CompetitionFields
    }
  }
`);

export const LeaderboardChangedSubscription = graphql(`
  subscription LeaderboardChanged($competitionId: ID!, $first: Int) {
    leaderboardChanged(competitionId: $competitionId) {
      ...BoardFields
    }
  }
`);

export const ContestantsQuery = graphql(`
  query Contestants($hackathonId: ID!, $search: String, $checkInCode: String) {
    contestants(hackathonId: $hackathonId, search: $search, checkInCode: $checkInCode) {
      id
      displayName
    }
  }
`);

export const ScoreFieldsFragment = graphql(`
  fragment ScoreFields on Score {
    id
    competitionId
    scorableItemId
    score
    correctsId
    reason
    awardedBy
    createdAt
    participant {
      id
      displayName
    }
  }
`);

export const CurrentScoresQuery = graphql(`
  query CurrentScores($hackathonId: ID!, $competitionId: ID!, $participantId: ID!) {
    contestants(hackathonId: $hackathonId, participantId: $participantId) {
      id
      currentScores(competitionId: $competitionId) {
        ...ScoreFields
      }
    }
  }
`);

export const ScoreHistoryQuery = graphql(`
  query ScoreHistory($competitionId: ID!) {
    scores(competitionId: $competitionId, first: 100) {
      ...ScoreFields
    }
  }
`);

export const AwardScoreMutation = graphql(`
  mutation AwardScore($input: AwardScoreInput!) {
    awardScore(input: $input) {
      score {
        ...ScoreFields
      }
    }
  }
`);

export const CorrectScoreMutation = graphql(`
  mutation CorrectScore($input: CorrectScoreInput!) {
    correctScore(input: $input) {
      score {
        ...ScoreFields
      }
    }
  }
`);

export const CreateCompetitionMutation = graphql(`
  mutation CreateCompetition($input: CreateCompetitionInput!) {
    createCompetition(input: $input) {
      competition {
        ...CompetitionFields
      }
    }
  }
`);

export const DeleteCompetitionMutation = graphql(`
  mutation DeleteCompetition($id: ID!) {
    deleteCompetition(input: { id: $id }) {
      deletedId
    }
  }
`);

export const CreateScorableItemMutation = graphql(`
  mutation CreateScorableItem($input: CreateScorableItemInput!) {
    createScorableItem(input: $input) {
      scorableItem {
        ...ScorableItemFields
      }
    }
  }
`);

export const DeleteScorableItemMutation = graphql(`
  mutation DeleteScorableItem($id: ID!) {
    deleteScorableItem(input: { id: $id }) {
      deletedId
    }
  }
`);
