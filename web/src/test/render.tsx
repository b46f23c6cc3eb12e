import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { authClient } from '../lib/apollo/clients';

/** Shows where the router is, for assertions: screen.getByRole('status', { name: 'location' }). */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

export function renderAt(path: string, routes: ReactNode) {
  return render(
    <MantineProvider>
      <Notifications />
      <ApolloProvider client={authClient}>
        <MemoryRouter initialEntries={[path]}>
          {routes}
          <LocationProbe />
        </MemoryRouter>
      </ApolloProvider>
    </MantineProvider>,
  );
}
