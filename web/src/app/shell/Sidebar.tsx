import { Anchor, AppShell, Badge, Box, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '../../components/BrandLogo';
import { DASHBOARD } from '../../lib/paths';
import { ICONS } from './sidebarIcons';
import type { SidebarItem } from './sidebarItems';
import { useSidebarGroups } from './useSidebarGroups';
import classes from './Sidebar.module.css';

/** Whether the page at `pathname` is the item's, or one under it. */
const opens = (path: string, pathname: string) => pathname === path || pathname.startsWith(`${path}/`);

function Item({ item, active, onNavigate }: { item: SidebarItem; active: boolean; onNavigate: () => void }) {
  const ItemIcon = ICONS[item.key];
  return (
    <NavLink
      component={Link}
      to={item.path}
      label={item.label}
      leftSection={ItemIcon && <ItemIcon size={20} stroke={1.75} />}
      rightSection={item.badge ? <Badge color="red" size="sm" circle>{item.badge}</Badge> : undefined}
      active={active}
      onClick={onNavigate}
      className={classes.link}
    />
  );
}

/** The sidebar of SPEC 2.5: dark, with the brand's white logo. */
export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const groups = useSidebarGroups();
  const { pathname } = useLocation();
  // The closest item is the active one: Members (/organization/3/members), not also Organization (/organization).
  const activePath = groups
    .flatMap(({ items }) => items.map(({ path }) => path))
    .filter((path) => opens(path, pathname))
    .reduce<string | null>((best, path) => (best === null || path.length > best.length ? path : best), null);
  return (
    <AppShell.Navbar className={classes.navbar} aria-label="Main">
      <Box px="md" py="md" visibleFrom="lg">
        <Anchor component={Link} to={DASHBOARD} aria-label="Dashboard" onClick={onNavigate}>
          <BrandLogo variant="white" height={36} />
        </Anchor>
      </Box>
      <ScrollArea className={classes.scroll} scrollbarSize={6}>
        <Stack gap="lg" px="sm" py="sm">
          {groups.map((group) => (
            <Stack key={group.label} gap={2} component="section" aria-label={group.label}>
              <Text className={classes.groupLabel} truncate>
                {group.label}
              </Text>
              {group.items.map((item, index) => {
                const opensSection = item.section && item.section !== group.items[index - 1]?.section;
                return (
                  <Fragment key={item.key}>
                    {opensSection && <Text className={classes.sectionLabel}>{item.section}</Text>}
                    <Item item={item} active={item.path === activePath} onNavigate={onNavigate} />
                  </Fragment>
                );
              })}
            </Stack>
          ))}
        </Stack>
      </ScrollArea>
    </AppShell.Navbar>
  );
}
