import { Badge } from '@mantine/core';
import { stageOf, type Stage } from '../../lib/stage';

const COLORS: Record<Stage, string> = { LOCAL_DEV: 'grape', DEV: 'orange', UAT: 'yellow' };

/** DEV, UAT or LOCAL_DEV from the host name; nothing in production (SPEC 2.6). */
export function StageBadge({ hostname = window.location.hostname }: { hostname?: string }) {
  const stage = stageOf(hostname);
  if (!stage) return null;
  return (
    <Badge color={COLORS[stage]} variant="filled" radius="sm" style={{ flexShrink: 0 }} aria-label={`Stage ${stage}`}>
      {stage}
    </Badge>
  );
}
