import type { AiQueryFieldsFragment, IdeaCardFragment, IdeaDetailFragment } from '../../gql/graphql';

/** An approved idea as a participant sees it, unless changed. */
export function ideaCard(id: string, name: string, changes: Partial<IdeaCardFragment> = {}): IdeaCardFragment {
  return {
    __typename: 'Idea',
    id,
    hackathonId: '5',
    name,
    description: `About ${name}`,
    created: '2026-05-01T10:00:00Z',
    likes: 0,
    likedByMe: false,
    isCreator: false,
    creator: { __typename: 'Person', id: 'u1', displayName: 'Ann Example' },
    approval: null,
    viewerCan: { __typename: 'IdeaViewerCan', edit: false, delete: false, like: true, decide: false, askAiFeedback: true },
    ...changes,
  };
}

export function ideaDetail(changes: Partial<IdeaDetailFragment> = {}): IdeaDetailFragment {
  return {
    ...ideaCard('9', 'Solar kiosks'),
    detailDescription: 'Traders **struggle** to charge phones.',
    teamSet: [],
    aiFeedback: [],
    ...changes,
  } as IdeaDetailFragment;
}

export function aiQuery(id: string, changes: Partial<AiQueryFieldsFragment> = {}): AiQueryFieldsFragment {
  return {
    __typename: 'AIQuery',
    id,
    uid: `uid-${id}`,
    response: null,
    errored: false,
    success: false,
    created: '2026-05-01T11:00:00Z',
    service: { __typename: 'AIService', id: '2', name: 'rubric' },
    ...changes,
  };
}
