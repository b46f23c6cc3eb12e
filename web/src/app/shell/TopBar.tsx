import { Anchor, AppShell, Burger, Group } from '@mantine/core';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/BrandLogo';
import { FeedbackButton } from '../../features/feedback';
import { NotificationBell } from '../../features/notifications';
import { DASHBOARD } from '../../lib/paths';
import { ActiveHackathonName } from './ActiveHackathonName';
import { StageBadge } from './StageBadge';
import { UserMenu } from './UserMenu';

interface TopBarProps {
  navbarOpened: boolean;
  onToggleNavbar: () => void;
}

/** The top bar of SPEC 2.6. Under 1200 px it carries the burger and the logo. */
export function TopBar({ navbarOpened, onToggleNavbar }: TopBarProps) {
  return (
    <AppShell.Header>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
          <Burger opened={navbarOpened} onClick={onToggleNavbar} hiddenFrom="lg" size="sm" aria-label="Toggle navigation" />
          {/* On a phone the logo narrows rather than run under the icons on the right. */}
          <Anchor component={Link} to={DASHBOARD} aria-label="Dashboard" hiddenFrom="lg" miw={0} style={{ flexShrink: 1 }}>
            <BrandLogo height={26} />
          </Anchor>
          <StageBadge />
          <ActiveHackathonName />
        </Group>
        <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
          <FeedbackButton />
          <NotificationBell />
          <UserMenu />
        </Group>
      </Group>
    </AppShell.Header>
  );
}
