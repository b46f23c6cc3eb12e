import type { CreateTeamGateQuery, TeamCandidatesQuery, TeamDetailFragment, TeamListItemFragment, TeamQuery, TeamsQuery } from '../gql/graphql';
import { gqlData } from './shellMocks';

/** A team as its admin sees it: two members, one open request, one resource. */
export function teamDetail(changes: Partial<TeamDetailFragment> = {}): TeamDetailFragment {
  return {
    __typename: 'Team',
    id: '3',
    hackathonId: '5',
    name: 'Night Owls',
    totalMembers: 2,
    isFull: false,
    isMember: true,
    isAdmin: true,
    hasRequestedToJoin: false,
    idea: { __typename: 'TeamIdea', id: '8', name: 'Solar kiosk' },
    members: [
      { __typename: 'TeamMember', id: 'm1', role: 'ADMIN', isAdmin: true, isMe: true, skills: ['Backend'], person: { __typename: 'Person', id: 'u1', displayName: 'Ann Lee' } },
      { __typename: 'TeamMember', id: 'm2', role: 'MEMBER', isAdmin: false, isMe: false, skills: [], person: { __typename: 'Person', id: 'u2', displayName: 'Bob Ray' } },
    ],
    joinRequests: [
      { __typename: 'TeamJoinRequest', id: 'r1', message: 'I design things', created: '2026-11-24T10:00:00Z', person: { __typename: 'Person', id: 'u3', displayName: 'Cy Ng' }, invitedBy: null },
    ],
    myInvitation: null,
    resources: [{ __typename: 'TeamResource', id: 'res1', name: 'Repo', url: 'https://github.com/owls/app' }],
    viewerCan: { __typename: 'TeamViewerCan', manage: true, seeResources: true, leave: true, requestToJoin: false, invite: true, delete: true },
    ...changes,
  };
}

type TeamViewerCan = TeamDetailFragment['viewerCan'];

/** What the viewer may do with the team: nothing but what is allowed. */
export const teamViewerCan = (allowed: Partial<Omit<TeamViewerCan, '__typename'>> = {}): TeamViewerCan => ({
  __typename: 'TeamViewerCan',
  manage: false,
  seeResources: false,
  leave: false,
  requestToJoin: false,
  invite: false,
  delete: false,
  ...allowed,
});

/** The team as someone outside it sees it: no requests or resources, and nothing to do but what is allowed. */
export function teamFromOutside(allowed: Parameters<typeof teamViewerCan>[0] = {}, changes: Partial<TeamDetailFragment> = {}): TeamDetailFragment {
  return teamDetail({ isMember: false, isAdmin: false, joinRequests: [], resources: [], viewerCan: teamViewerCan(allowed), ...changes });
}

/** The team page's answer; the hackathon has no pitches and the viewer rates nobody unless given. */
export const teamAnswer = (team: TeamDetailFragment, ratings: { hasPitches?: boolean; ratePeers?: boolean; ratePitches?: boolean } = {}) =>
  gqlData<TeamQuery>({
    hackathon: {
      __typename: 'Hackathon',
      id: '5',
      name: 'Hack Five',
      maxTeamSize: 4,
      hasPitches: ratings.hasPitches ?? false,
      ratingViewerCan: { __typename: 'RatingViewerCan', ratePeers: ratings.ratePeers ?? false, ratePitches: ratings.ratePitches ?? false },
    },
    team,
  });

export const noCandidates = gqlData<TeamCandidatesQuery>({ teamCandidates: [] });

/** Two suggestions for the team: Dee brings Design; Eve is invited already. */
export const twoCandidates = gqlData<TeamCandidatesQuery>({
  teamCandidates: [
    { __typename: 'TeamCandidate', person: { __typename: 'Person', id: 'u4', displayName: 'Dee Moss' }, lookingForTeam: true, sharedSkills: [], bringsSkills: ['Design'], score: 2, pendingWithTeam: false },
    { __typename: 'TeamCandidate', person: { __typename: 'Person', id: 'u5', displayName: 'Eve Ash' }, lookingForTeam: false, sharedSkills: ['Backend'], bringsSkills: [], score: 1, pendingWithTeam: true },
  ],
});

export function gate(changes: Partial<CreateTeamGateQuery['hackathon']> = {}) {
  return gqlData<CreateTeamGateQuery>({
    hackathon: {
      __typename: 'Hackathon',
      id: '5',
      name: 'Hack Five',
      showTeams: true,
      maxTeamSize: 4,
      isParticipant: true,
      lookingForTeam: false,
      myTeam: null,
      viewerCan: { __typename: 'HackathonViewerCan', createTeam: true },
      ...changes,
    },
  });
}

/** Night Owls in the teams list, as someone who may ask to join sees it. */
export function teamListItem(changes: Partial<TeamListItemFragment> = {}): TeamListItemFragment {
  return {
    __typename: 'Team',
    id: '3',
    name: 'Night Owls',
    totalMembers: 2,
    isFull: false,
    isMember: false,
    hasRequestedToJoin: false,
    idea: null,
    viewerCan: { __typename: 'TeamViewerCan', requestToJoin: true },
    ...changes,
  };
}

export const oneTeam = gqlData<TeamsQuery>({
  teams: {
    __typename: 'TeamPage',
    totalCount: 1,
    items: [teamListItem()],
    pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
  },
});
