// The gamification pages of a hackathon (SPEC 2.3).
const base = (hackathonId: string) => `/hackathon/${hackathonId}/gameification`;
export const gamificationDashboard = (id: string) => `${base(id)}/dashboard`;
export const gamificationLeaderboards = (id: string, competitionId?: string) =>
  `${base(id)}/leaderboards${competitionId ? `?competition=${competitionId}` : ''}`;
export const gamificationScoring = (id: string) => `${base(id)}/scoring-modal`;
export const gamificationManage = (id: string) => `${base(id)}/manage`;
