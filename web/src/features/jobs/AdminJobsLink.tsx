import { Menu } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { CanSeeAllJobsQuery } from './operations';

export const ADMIN_JOBS = '/admin/jobs';

/** The user menu's "Jobs" item, for platform administrators only (the server says who). */
export function AdminJobsLink() {
  const { data } = useQuery(CanSeeAllJobsQuery);
  if (!data?.me.canSeeAllJobs) return null;
  return (
    <Menu.Item component={Link} to={ADMIN_JOBS}>
      Jobs
    </Menu.Item>
  );
}
