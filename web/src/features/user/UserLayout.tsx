import { Tabs } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { EMAIL_PREFERENCES } from '../../lib/paths';

const TABS = [
  { value: '/user/profile', label: 'Profile' },
  { value: '/user/timeline', label: 'Timeline' },
  { value: EMAIL_PREFERENCES, label: 'E-mail preferences' },
];

/** /user: the account pages under tabs. */
export function UserLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Your account" />
      <Tabs value={pathname} onChange={(value) => value && void navigate(value)} mb="lg">
        <Tabs.List>
          {TABS.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </>
  );
}
