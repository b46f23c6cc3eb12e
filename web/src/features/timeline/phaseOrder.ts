export interface PhaseStart {
  phase: string;
  phaseDisplay: string;
  /** Epoch ms; null while the phase is not scheduled. */
  startsAt: number | null;
}

/**
 * The server's order rule, checked before saving: each scheduled phase starts
 * after the closest earlier scheduled phase. Returns a message per phase that
 * breaks it; unscheduled phases are skipped.
 */
export function phaseOrderErrors(starts: PhaseStart[]): Record<string, string> {
  const errors: Record<string, string> = {};
  let previous: PhaseStart | null = null;
  for (const start of starts) {
    if (start.startsAt === null) continue;
    if (previous?.startsAt != null && start.startsAt <= previous.startsAt) {
      errors[start.phase] = `Must be after the start of ${previous.phaseDisplay}`;
    }
    previous = start;
  }
  return errors;
}
