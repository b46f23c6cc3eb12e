import { Anchor, Text } from '@mantine/core';
import { Link, matchPath, useLocation } from 'react-router';
import { useActiveHackathon } from '../../features/activeHackathon';
import { hackathonView } from '../../lib/paths';
import { hackathonIdInPath } from './shownHackathon';

/** Pages that show their own context, where the top bar leaves the active hackathon's name out (SPEC 2.6). */
const HIDDEN_ON = [
  '/hackathon/:hackathon_id/detail',
  '/hackathon/mine',
  '/hackathon/profile',
  '/hackathon/discover',
  '/organization/*',
  '/user/*',
];

/** Also hidden on another hackathon's pages: their header names that one. */
export function showsActiveHackathonName(pathname: string, activeId: string): boolean {
  const inPath = hackathonIdInPath(pathname);
  return (inPath === null || inPath === activeId) && !HIDDEN_ON.some((pattern) => matchPath(pattern, pathname));
}

/** The active hackathon's name, linking to its page; a phone leaves it to the sidebar. */
export function ActiveHackathonName() {
  const { active } = useActiveHackathon();
  const { pathname } = useLocation();
  if (!active || !showsActiveHackathonName(pathname, active.id)) return null;
  return (
    <Anchor component={Link} to={hackathonView(active.id)} c="dark" underline="never" miw={0} visibleFrom="sm">
      <Text fw={600} truncate aria-label="Active hackathon">
        {active.name}
      </Text>
    </Anchor>
  );
}
