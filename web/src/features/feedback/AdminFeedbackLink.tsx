import { Menu } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { CanReadFeedbackQuery } from './operations';

export const ADMIN_FEEDBACK = '/admin/feedback';

/** The user menu's "User feedback" item, for platform administrators only (the server says who). */
export function AdminFeedbackLink() {
  const { data } = useQuery(CanReadFeedbackQuery);
  if (!data?.me.canReadFeedback) return null;
  return (
    <Menu.Item component={Link} to={ADMIN_FEEDBACK}>
      User feedback
    </Menu.Item>
  );
}
