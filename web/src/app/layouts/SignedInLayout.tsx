import { Anchor, AppShell, Group } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../../components/BrandLogo';

/** The signed-in frame. The sidebar, top bar and footer of SPEC 1 come with the shell. */
export function SignedInLayout() {
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md">
          <Anchor component={Link} to="/" aria-label="Home">
            <BrandLogo height={36} />
          </Anchor>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
