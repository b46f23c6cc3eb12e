import { describe, expect, it } from 'vitest';
import { callToAction, type ViewerState } from './callToAction';

const base: ViewerState = { id: '7', phase: 'REGISTRATION_OPEN', signedIn: true, canRegister: false, isParticipant: false, myTeamId: null, canCreateTeam: false };

describe('callToAction', () => {
  it('sends signed-out visitors to sign in while registration is open', () => {
    expect(callToAction({ ...base, signedIn: false, canRegister: true })).toEqual({ label: 'Sign in to register', to: '/login?next=%2Fhackathon%2F7%2Fdetail' });
    expect(callToAction({ ...base, signedIn: false, phase: 'HACKING' })).toBeNull();
  });
  it('registers, then joins a team, then submits', () => {
    expect(callToAction({ ...base, canRegister: true })).toEqual({ register: true });
    expect(callToAction({ ...base, phase: 'HACKING', isParticipant: true, canCreateTeam: true })).toEqual({ label: 'Join a team', to: '/hackathon/7/teams/create' });
    expect(callToAction({ ...base, phase: 'HACKING', isParticipant: true, myTeamId: '3' })).toEqual({ label: 'Submit your project', to: '/hackathon/7/team/3' });
    expect(callToAction({ ...base, phase: 'JUDGING', isParticipant: true, myTeamId: '3' })).toBeNull();
  });
  it('shows the results to everyone once it is complete', () => {
    for (const signedIn of [true, false]) {
      expect(callToAction({ ...base, signedIn, phase: 'COMPLETE', canRegister: true })).toEqual({ label: 'See results', to: '/pub/hackathon/7/results' });
    }
  });
});
