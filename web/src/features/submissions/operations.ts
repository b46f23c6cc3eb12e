import { graphql } from '../../gql';

/** A category with its template, as the pages show it. */
graphql(`
  fragment CategoryDetail on CompetitionCategory {
    id
    name
    default
    submissionTemplate {
      id
      schema
    }
  }
`);

export const CategoriesQuery = graphql(`
  query SubmissionCategories($id: ID!) {
    hackathon(id: $id) {
      id
      name
      allowLateSubmissions
      viewerCan {
        manage
      }
      competitionCategories {
        ...CategoryDetail
      }
    }
  }
`);

export const CreateCategoryMutation = graphql(`
  mutation CreateCompetitionCategory($input: CreateCompetitionCategoryInput!) {
    createCompetitionCategory(input: $input) {
      category {
        ...CategoryDetail
      }
      hackathon {
        id
        competitionCategories {
          ...CategoryDetail
        }
      }
    }
  }
`);

export const UpdateCategoryMutation = graphql(`
  mutation UpdateCompetitionCategory($input: UpdateCompetitionCategoryInput!) {
    updateCompetitionCategory(input: $input) {
      category {
        ...CategoryDetail
      }
    }
  }
`);

export const SetDefaultCategoryMutation = graphql(`
  mutation SetDefaultCompetitionCategory($id: ID!) {
    setDefaultCompetitionCategory(input: { categoryId: $id }) {
      hackathon {
        id
        competitionCategories {
          ...CategoryDetail
        }
      }
    }
  }
`);

export const DeleteCategoryMutation = graphql(`
  mutation DeleteCompetitionCategory($id: ID!) {
    deleteCompetitionCategory(input: { categoryId: $id }) {
      hackathon {
        id
        competitionCategories {
          ...CategoryDetail
        }
      }
    }
  }
`);

export const AllowLateSubmissionsMutation = graphql(`
  mutation AllowLateSubmissions($id: ID!, $allow: Boolean!) {
    updateHackathon(input: { id: $id, allowLateSubmissions: $allow }) {
      hackathon {
        id
        allowLateSubmissions
      }
    }
  }
`);

/** A team's submission as its page shows it. */
graphql(`
  fragment TeamSubmissionDetail on Submission {
    id
    response
    submitted
    lateSubmission
    submittedAt
    competitionCategory {
      id
    }
  }
`);

export const TeamSubmissionsQuery = graphql(`
  query TeamSubmissions($teamId: ID!, $hackathonId: ID!) {
    hackathon(id: $hackathonId) {
      id
      submissionsOpen
      competitionCategories {
        ...CategoryDetail
      }
    }
    team(id: $teamId) {
      id
      submissions {
        ...TeamSubmissionDetail
      }
      submissionViewerCan {
        edit
        submit
      }
    }
  }
`);

export const UpdateSubmissionMutation = graphql(`
  mutation UpdateSubmission($input: UpdateSubmissionInput!) {
    updateSubmission(input: $input) {
      submission {
        ...TeamSubmissionDetail
      }
    }
  }
`);
