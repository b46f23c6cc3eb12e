import { Anchor, Box, Button, Group } from '@mantine/core';
import { Link, matchPath, useLocation } from 'react-router';
import { PhaseBadge } from '../../components/HackathonBadges';
import { useActiveHackathon } from '../../features/activeHackathon';
import { hackathonView } from '../../lib/paths';
import { useShownHackathon } from './shownHackathon';

/** The row's height is kept while the hackathon loads, so the page does not jump. */
const ROW_HEIGHT = 28;

/**
 * Above every page of one hackathon: its name and phase, so that no one edits
 * one hackathon thinking of another, and the explicit switch to make it the
 * active one. Its own page shows all this in full instead.
 */
export function HackathonHeader() {
  const { hackathon, inPath, isActive } = useShownHackathon();
  const { requestSwitch } = useActiveHackathon();
  const { pathname } = useLocation();
  if (!inPath || matchPath('/hackathon/:hackathon_id/detail', pathname)) return null;
  return (
    <Box mih={ROW_HEIGHT} mb="xs">
      {hackathon && (
        <Group gap="xs" role="group" aria-label="Hackathon of this page">
          <Anchor component={Link} to={hackathonView(hackathon.id)} fw={600}>
            {hackathon.name}
          </Anchor>
          <PhaseBadge phase={hackathon.phase} label={hackathon.phaseDisplay} />
          {!isActive && (
            <Button size="compact-sm" variant="subtle" onClick={() => requestSwitch({ id: hackathon.id, name: hackathon.name })}>
              Make it my active hackathon
            </Button>
          )}
        </Group>
      )}
    </Box>
  );
}
