import { Anchor, Box, Container, Group, Stack } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../../components/BrandLogo';
import { SiteFooter } from '../../components/SiteFooter';
import { useDocumentTitle } from '../documentTitle';

/** Static pages (terms, privacy, pricing...): a header with the logo, then the page. */
export function PublicLayout() {
  useDocumentTitle();
  return (
    <Stack gap={0}>
      {/* At least a screen tall, so the footer starts below the fold and does
          not jump down when the page's content replaces its loader. */}
      <Box mih="100vh">
        <Group component="header" px="lg" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <Anchor component={Link} to="/" aria-label="Home">
            <BrandLogo height={36} />
          </Anchor>
        </Group>
        <Container size="md" py="xl">
          <Outlet />
        </Container>
      </Box>
      <SiteFooter />
    </Stack>
  );
}
