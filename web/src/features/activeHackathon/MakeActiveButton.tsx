import { Badge, Button } from '@mantine/core';
import type { ActiveHackathon } from '../../lib/session/types';
import { useActiveHackathon } from './ActiveHackathonContext';

/** "Make this my active hackathon", or a badge when it already is. */
export function MakeActiveButton({ hackathon }: { hackathon: ActiveHackathon }) {
  const { active, requestSwitch } = useActiveHackathon();
  if (active?.id === hackathon.id) {
    return (
      <Badge size="lg" variant="light" color="green">
        Your active hackathon
      </Badge>
    );
  }
  return (
    <Button variant="light" onClick={() => requestSwitch({ id: hackathon.id, name: hackathon.name })}>
      Make this my active hackathon
    </Button>
  );
}
