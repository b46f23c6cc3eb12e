import { Avatar, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { AdminFeedbackLink } from '../../features/feedback';
import { AdminJobsLink } from '../../features/jobs';
import { brand } from '../../lib/brand';
import { EMAIL_PREFERENCES } from '../../lib/paths';
import { displayName } from '../../lib/session/types';
import { useSession } from '../../lib/session/useSession';

/** Initials, then My profile, E-mail preferences, Platform Support (an e-mail to the brand's support) and Logout (SPEC 2.6). */
export function UserMenu() {
  const { user } = useSession();
  const name = displayName(user);
  return (
    // In the fixed top bar: never scrolled out of sight.
    <Menu position="bottom-end" width={220} shadow="lg" hideDetached={false}>
      <Menu.Target>
        {/* Named by its initials and "User menu": an accessible name holds the visible text. */}
        <UnstyledButton>
          <Avatar name={name} color="initials" variant="filled" radius="xl" />
          <VisuallyHidden>User menu</VisuallyHidden>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark" truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/user/profile">
          My profile
        </Menu.Item>
        <Menu.Item component={Link} to={EMAIL_PREFERENCES}>
          E-mail preferences
        </Menu.Item>
        <Menu.Item component="a" href={`mailto:${brand.supportEmail}`}>
          Platform Support
        </Menu.Item>
        <AdminFeedbackLink />
        <AdminJobsLink />
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" color="red.9">
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
