import { lazyPage } from '../../components/lazyPage';

export { RequireIdeas } from './RequireIdeas';
export { usePendingApprovals } from './usePendingApprovals';

export const IdeasPage = lazyPage(async () => (await import('./IdeasPage')).IdeasPage);
export const MyIdeasPage = lazyPage(async () => (await import('./MyIdeasPage')).MyIdeasPage);
export const IdeaFormPage = lazyPage(async () => (await import('./IdeaFormPage')).IdeaFormPage);
export const IdeaViewPage = lazyPage(async () => (await import('./IdeaViewPage')).IdeaViewPage);
export const ApproveIdeasPage = lazyPage(async () => (await import('./ApproveIdeasPage')).ApproveIdeasPage);
export const ApproveIdeaPage = lazyPage(async () => (await import('./ApproveIdeaPage')).ApproveIdeaPage);
