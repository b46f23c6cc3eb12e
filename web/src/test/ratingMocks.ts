import type { RatingTemplateFieldsFragment } from '../gql/graphql';

/** A criterion (item template) of a rating template, without a description. */
export const ratingCriterion = (
  id: string,
  name: string,
  ratingType: 'NUMERIC' | 'FREE_TEXT',
  maxScore = 10,
): RatingTemplateFieldsFragment['itemTemplates'][number] => ({
  __typename: 'RatingItemTemplate',
  id,
  name,
  description: '',
  ratingType,
  maxScore,
});
