import { lazyPage } from '../../components/lazyPage';

export { HACKATHON_KINDS, KIND_INFO, type HackathonKind } from './kinds';

export const HackathonPeoplePage = lazyPage(async () => (await import('./HackathonPeoplePage')).HackathonPeoplePage);
export const OrganizationMembersPage = lazyPage(async () => (await import('./OrganizationMembersPage')).OrganizationMembersPage);
export const InviteAnswerPage = lazyPage(async () => (await import('./InviteAnswerPage')).InviteAnswerPage);
export const InviteViewPage = lazyPage(async () => (await import('./InviteViewPage')).InviteViewPage);
