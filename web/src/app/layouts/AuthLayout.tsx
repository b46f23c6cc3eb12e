import { Anchor, Center, Container, Paper, Stack } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../../components/BrandLogo';
import { SiteFooter } from '../../components/SiteFooter';
import { useDocumentTitle } from '../documentTitle';

/** Login, registration and password pages: the brand's logo over one card. */
export function AuthLayout() {
  useDocumentTitle();
  return (
    <Stack mih="100vh" justify="space-between" bg="var(--mantine-color-gray-0)">
      <Container size={440} w="100%" pt={48}>
        <Center mb="lg">
          <Anchor component={Link} to="/" aria-label="Home">
            <BrandLogo variant="standard" height={96} />
          </Anchor>
        </Center>
        <Paper withBorder shadow="sm" p="xl">
          <Outlet />
        </Paper>
      </Container>
      <SiteFooter />
    </Stack>
  );
}
