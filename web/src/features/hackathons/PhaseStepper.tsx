import { Stepper, useMatches } from '@mantine/core';
import type { HackathonPhase } from '../../gql/graphql';

const STEPS: { phase: HackathonPhase; label: string; description: string }[] = [
  { phase: 'REGISTRATION_OPEN', label: 'Registration', description: 'Sign up and find a team' },
  { phase: 'HACKING', label: 'Hacking', description: 'Build and submit' },
  { phase: 'JUDGING', label: 'Judging', description: 'Judges score projects' },
  { phase: 'POPULAR_VOTE', label: 'Popular vote', description: 'Everyone votes' },
  { phase: 'COMPLETE', label: 'Results', description: 'Winners announced' },
];

interface PhaseStepperProps {
  phase: HackathonPhase;
  hasJudges: boolean;
  hasPopularVote: boolean;
}

/** The hackathon's phases in order, the current one highlighted (read only). */
export function PhaseStepper({ phase, hasJudges, hasPopularVote }: PhaseStepperProps) {
  const orientation = useMatches<'horizontal' | 'vertical'>({ base: 'vertical', sm: 'horizontal' });
  const steps = STEPS.filter((s) => (s.phase !== 'JUDGING' || hasJudges || phase === 'JUDGING') && (s.phase !== 'POPULAR_VOTE' || hasPopularVote || phase === 'POPULAR_VOTE'));
  // PLANNING comes before the first step; COMPLETE marks every step done.
  const current = steps.findIndex((s) => s.phase === phase);
  const active = phase === 'COMPLETE' ? steps.length : Math.max(current, 0);
  return (
    <Stepper active={active} size="sm" orientation={orientation} aria-label="Phases" allowNextStepsSelect={false}>
      {steps.map((s, i) => (
        <Stepper.Step key={s.phase} label={s.label} description={s.description} aria-current={i === active && phase !== 'PLANNING' ? 'step' : undefined} />
      ))}
    </Stepper>
  );
}
