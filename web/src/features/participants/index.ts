import { lazyPage } from '../../components/lazyPage';

export const ParticipantsPage = lazyPage(async () => (await import('./ParticipantsPage')).ParticipantsPage);
export const ParticipantPage = lazyPage(async () => (await import('./ParticipantPage')).ParticipantPage);
export { AvailabilityToggle } from './AvailabilityToggle';
