import { Button } from '@mantine/core';
import { Link } from 'react-router';

/** The page's one main action, as a link. */
export function CallToActionButton({ label, to }: { label: string; to: string }) {
  return (
    <Button component={Link} to={to} size="md">
      {label}
    </Button>
  );
}
