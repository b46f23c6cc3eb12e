import { Anchor, Box, Breadcrumbs, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRouteNames } from '../routeTable';

/** A home link to /, then one item per matched route name; the last is the current page (SPEC 2.1). */
export function Breadcrumb() {
  const names = useRouteNames();
  if (names.length === 0) return null;
  return (
    <Box component="nav" aria-label="Breadcrumb" mb="md">
      <Breadcrumbs separatorMargin={6}>
        <Anchor component={Link} to="/" aria-label="Home" c="dimmed" display="flex">
          <IconHome size={16} stroke={1.75} />
        </Anchor>
        {names.map(({ name, pathname }, index) =>
          index === names.length - 1 ? (
            <Text key={pathname} size="sm" aria-current="page">
              {name}
            </Text>
          ) : (
            <Anchor key={pathname} component={Link} to={pathname} size="sm" c="dimmed">
              {name}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </Box>
  );
}
