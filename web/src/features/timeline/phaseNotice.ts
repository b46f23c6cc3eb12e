import { notify } from '../../lib/notify';

/** SPEC 9: the phase-change notice stays 4 s. */
export const PHASE_NOTICE_MS = 4000;

/** SPEC 4: "Hackathon phase updated to: {phase}", a success notice. */
export function notifyPhaseUpdated(phaseDisplay: string): void {
  notify(`Hackathon phase updated to: ${phaseDisplay}`, 'success', PHASE_NOTICE_MS);
}
