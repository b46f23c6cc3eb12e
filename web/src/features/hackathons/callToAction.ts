import type { HackathonPhase } from '../../gql/graphql';
import { hackathonCreateTeam, hackathonTeam, hackathonView, publicResults } from '../../lib/paths';

/** The one main thing the viewer can do next on a hackathon's page: a link, or registering in place. */
export type CallToAction = { label: string; to: string } | { register: true } | null;

export interface ViewerState {
  id: string;
  phase: HackathonPhase;
  signedIn: boolean;
  /** Registration is open to the viewer (signed in: viewerCan.join). */
  canRegister: boolean;
  isParticipant: boolean;
  myTeamId: string | null;
  canCreateTeam: boolean;
}

/** See results when it is over; else Register, Join a team or Submit by where the viewer stands. */
export function callToAction(v: ViewerState): CallToAction {
  if (v.phase === 'COMPLETE') return { label: 'See results', to: publicResults(v.id) };
  if (!v.signedIn) {
    return v.canRegister ? { label: 'Sign in to register', to: `/login?${new URLSearchParams({ next: hackathonView(v.id) })}` } : null;
  }
  if (v.canRegister) return { register: true };
  if (!v.isParticipant) return null;
  if (v.myTeamId) return v.phase === 'HACKING' ? { label: 'Submit your project', to: hackathonTeam(v.id, v.myTeamId) } : null;
  return v.canCreateTeam ? { label: 'Join a team', to: hackathonCreateTeam(v.id) } : null;
}
