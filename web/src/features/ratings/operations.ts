import { graphql } from '../../gql';

export const RatingTemplateFieldsFragment = graphql(`
  fragment RatingTemplateFields on RatingTemplate {
    id
    family
    name
    system
    finalizable
    itemTemplates {
      id
      name
      description
      ratingType
      maxScore
    }
  }
`);

export const RatingViewerCanFragment = graphql(`
  fragment RatingViewerCanFields on RatingViewerCan {
    manageTemplates
    rateTalents
    seeTalentRatings
    seePitchAggregates
  }
`);

export const RatingManagementQuery = graphql(`
  query RatingManagement($hackathonId: ID!, $family: RatingFamily!) {
    hackathon(id: $hackathonId) {
      id
      name
      ratingViewerCan {
        ...RatingViewerCanFields
      }
    }
    ratingTemplates(hackathonId: $hackathonId, family: $family) {
      ...RatingTemplateFields
    }
  }
`);

export const CreateRatingTemplateMutation = graphql(`
  mutation CreateRatingTemplate($input: CreateRatingTemplateInput!) {
    createRatingTemplate(input: $input) {
      ratingTemplate {
        ...RatingTemplateFields
      }
    }
  }
`);

export const UpdateRatingTemplateMutation = graphql(`
  mutation UpdateRatingTemplate($input: UpdateRatingTemplateInput!) {
    updateRatingTemplate(input: $input) {
      ratingTemplate {
        ...RatingTemplateFields
      }
    }
  }
`);

export const DeleteRatingTemplateMutation = graphql(`
  mutation DeleteRatingTemplate($input: DeleteInput!) {
    deleteRatingTemplate(input: $input) {
      deletedId
    }
  }
`);

export const CreateRatingItemTemplateMutation = graphql(`
  mutation CreateRatingItemTemplate($input: CreateRatingItemTemplateInput!) {
    createRatingItemTemplate(input: $input) {
      ratingItemTemplate {
        id
      }
    }
  }
`);

export const DeleteRatingItemTemplateMutation = graphql(`
  mutation DeleteRatingItemTemplate($input: DeleteInput!) {
    deleteRatingItemTemplate(input: $input) {
      deletedId
    }
  }
`);

export const RatingFieldsFragment = graphql(`
  fragment RatingFields on Rating {
    id
    ratingTemplateId
    finalized
    ratedProfile {
      id
      name
    }
    ratedTeam {
      id
      name
    }
    items {
      id
      ratingItemTemplateId
      criterion
      ratingType
      score
      ratingText
    }
  }
`);

export const MyTalentRatingsQuery = graphql(`
  query MyTalentRatings($hackathonId: ID!) {
    hackathon(id: $hackathonId) {
      id
      name
      ratingViewerCan {
        ...RatingViewerCanFields
      }
    }
    ratingTemplates(hackathonId: $hackathonId, family: TALENT) {
      ...RatingTemplateFields
    }
  }
`);

/** Whom a mentor rates, and the ratings they gave: mentors only. */
export const MyTalentRatingsToRateQuery = graphql(`
  query MyTalentRatingsToRate($hackathonId: ID!) {
    rateableParticipants(hackathonId: $hackathonId, family: TALENT) {
      id
      name
    }
    myRatings(hackathonId: $hackathonId, family: TALENT) {
      ...RatingFields
    }
  }
`);

export const SaveRatingMutation = graphql(`
  mutation SaveRating($input: SaveRatingInput!) {
    saveRating(input: $input) {
      rating {
        ...RatingFields
      }
    }
  }
`);

/** Every talent rating item of the hackathon: the Talent Ratings screen filters and aggregates them (SPEC 7.2). */
export const TalentRatingItemsQuery = graphql(`
  query TalentRatingItems($hackathonId: ID!) {
    talentRatingItems(hackathonId: $hackathonId) {
      hackathonId
      id
      ratingId
      raterId
      ratedProfileId
      ratingItemTemplateId
      criterion
      freeText
      maxScore
      score
      ratingText
      raters
      raterNames
      ratedProfiles
      ratedProfileNames
    }
  }
`);

/** A numeric criterion's average; who gave the ratings is never asked. */
export const CriterionAggregateFieldsFragment = graphql(`
  fragment CriterionAggregateFields on CriterionAggregate {
    criterion
    maxScore
    average
    ratings
  }
`);

/** The peer templates, the caller's teammates and the peer ratings they gave: participants. */
export const PeerRatingsQuery = graphql(`
  query PeerRatings($hackathonId: ID!) {
    ratingTemplates(hackathonId: $hackathonId, family: PEER) {
      ...RatingTemplateFields
    }
    rateableParticipants(hackathonId: $hackathonId, family: PEER) {
      id
      name
    }
    myRatings(hackathonId: $hackathonId, family: PEER) {
      ...RatingFields
    }
  }
`);

/** The averages of the peer ratings about the caller. */
export const MyPeerRatingAggregatesQuery = graphql(`
  query MyPeerRatingAggregates($hackathonId: ID!) {
    myPeerRatingAggregates(hackathonId: $hackathonId) {
      ...CriterionAggregateFields
    }
  }
`);

/** The elevator-pitch templates and the pitch ratings the caller gave. */
export const PitchRatingsQuery = graphql(`
  query PitchRatings($hackathonId: ID!) {
    ratingTemplates(hackathonId: $hackathonId, family: ELEVATOR_PITCH) {
      ...RatingTemplateFields
    }
    myRatings(hackathonId: $hackathonId, family: ELEVATOR_PITCH) {
      ...RatingFields
    }
  }
`);

/** Per-team averages of the elevator-pitch ratings: the creator and managers. */
export const PitchRatingAggregatesQuery = graphql(`
  query PitchRatingAggregates($hackathonId: ID!) {
    pitchRatingAggregates(hackathonId: $hackathonId) {
      team {
        id
        name
      }
      criteria {
        ...CriterionAggregateFields
      }
    }
  }
`);
