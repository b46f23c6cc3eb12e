export { useActiveHackathon } from './ActiveHackathonContext';
export { ActiveHackathonProvider } from './ActiveHackathonProvider';
export { MakeActiveButton } from './MakeActiveButton';
export { RootRedirect } from './RootRedirect';
