import { graphql } from '../../gql';

// The published results, the gallery and the team's consent (issue 33).

graphql(`
  fragment WinnerFields on Winner {
    submissionId
    teamId
    teamName
    categoryName
  }
`);

graphql(`
  fragment CategoryWinnersFields on CategoryWinners {
    categoryId
    categoryName
    votes
    winners {
      ...WinnerFields
    }
  }
`);

export const PublishedResultsQuery = graphql(`
  query PublishedResults($id: ID!) {
    publishedResults(hackathonId: $id) {
      hackathonId
      hackathonName
      publishedAt
      galleryOpen
      prizes {
        prize {
          id
          name
          description
          position
        }
        winner {
          ...WinnerFields
        }
      }
      categories {
        ...CategoryWinnersFields
      }
      popularVote {
        ...CategoryWinnersFields
      }
    }
  }
`);

graphql(`
  fragment PublicationFields on ResultsPublication {
    hackathonId
    publishedAt
    ready
    galleryEnabled
    viewerCanPublish
  }
`);

export const ResultsPublicationQuery = graphql(`
  query ResultsPublication($id: ID!) {
    resultsPublication(hackathonId: $id) {
      ...PublicationFields
    }
  }
`);

export const PublishFormQuery = graphql(`
  query PublishForm($id: ID!) {
    prizes(hackathonId: $id) {
      id
      name
      position
      active
    }
    submissionsForJudging(hackathonId: $id) {
      id
      team {
        id
        name
      }
      competitionCategory {
        id
        name
      }
    }
  }
`);

export const PublishResultsMutation = graphql(`
  mutation PublishResults($input: PublishResultsInput!) {
    publishResults(input: $input) {
      publication {
        ...PublicationFields
      }
    }
  }
`);

export const SetGalleryMutation = graphql(`
  mutation SetGallery($input: SetGalleryInput!) {
    setGallery(input: $input) {
      publication {
        ...PublicationFields
      }
    }
  }
`);

graphql(`
  fragment GalleryProjectFields on GalleryProject {
    submissionId
    hackathonId
    teamName
    categoryName
    title
    description
    details {
      label
      value
    }
    links {
      label
      value
    }
    images {
      label
      value
    }
  }
`);

export const GalleryQuery = graphql(`
  query Gallery($id: ID!) {
    gallery(hackathonId: $id) {
      ...GalleryProjectFields
    }
  }
`);

export const GalleryProjectQuery = graphql(`
  query GalleryProject($id: ID!) {
    galleryProject(submissionId: $id) {
      ...GalleryProjectFields
    }
  }
`);

export const TeamGalleryConsentQuery = graphql(`
  query TeamGalleryConsent($id: ID!) {
    teamGalleryConsent(teamId: $id) {
      teamId
      consent
      viewerCanChange
    }
  }
`);

export const SetTeamGalleryConsentMutation = graphql(`
  mutation SetTeamGalleryConsent($input: SetTeamGalleryConsentInput!) {
    setTeamGalleryConsent(input: $input) {
      galleryConsent {
        teamId
        consent
        viewerCanChange
      }
    }
  }
`);
