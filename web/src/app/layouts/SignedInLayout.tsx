import { AppShell, Container } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from '../../components/SiteFooter';
import { ActiveHackathonProvider, useActiveHackathon } from '../../features/activeHackathon';
import { loadCurrentUser } from '../../features/auth';
import { usePhasePolling } from '../../features/timeline';
import { announceSidebarToggled } from '../../lib/layoutEvents';
import { useDocumentTitle } from '../documentTitle';
import { Breadcrumb } from '../shell/Breadcrumb';
import { HackathonHeader } from '../shell/HackathonHeader';
import { useShownHackathon } from '../shell/shownHackathon';
import { Sidebar } from '../shell/Sidebar';
import { TopBar } from '../shell/TopBar';
import classes from './SignedInLayout.module.css';

/** The user's data is reloaded 500 ms after the shell opens, so names changed elsewhere show (SPEC 9). */
const USER_RELOAD_AFTER_MS = 500;

function Shell() {
  const [navbarOpened, { toggle, close }] = useDisclosure(false);
  // From 1200 px the sidebar runs the full height; below, it opens under the top bar and its burger.
  const wide = useMediaQuery('(min-width: 75em)', undefined, { getInitialValueInEffect: false });
  const { active } = useActiveHackathon();
  usePhasePolling(active?.id ?? null);
  const shown = useShownHackathon();
  useDocumentTitle(shown.inPath ? (shown.hackathon?.name ?? null) : null);
  // Tables that size themselves to the page re-layout when the sidebar opens or closes.
  useEffect(announceSidebarToggled, [navbarOpened]);

  useEffect(() => {
    const timer = setTimeout(
      () => void loadCurrentUser().catch((error: unknown) => console.warn('Could not reload the user', error)),
      USER_RELOAD_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, []);

  return (
    <AppShell
      layout={wide ? 'alt' : 'default'}
      header={{ height: 64 }}
      navbar={{ width: 264, breakpoint: 'lg', collapsed: { mobile: !navbarOpened } }}
      padding={0}
      transitionDuration={300}
    >
      <TopBar navbarOpened={navbarOpened} onToggleNavbar={toggle} />
      <Sidebar onNavigate={close} />
      <AppShell.Main className={classes.main}>
        <Container size="xl" w="100%" px={{ base: 'md', sm: 'xl' }} py="lg" className={classes.content}>
          <Breadcrumb />
          <HackathonHeader />
          <Outlet />
        </Container>
        <SiteFooter />
      </AppShell.Main>
    </AppShell>
  );
}

/** The signed-in frame: sidebar, top bar, breadcrumb and footer around the page (SPEC 1, 2). */
export function SignedInLayout() {
  return (
    <ActiveHackathonProvider>
      <Shell />
    </ActiveHackathonProvider>
  );
}
