import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { FeatureTogglesProvider } from '../features/featureToggles';
import { authClient } from '../lib/apollo/clients';
import { cssVariablesResolver, theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-right" transitionDuration={200} />
      <ApolloProvider client={authClient}>
        <FeatureTogglesProvider>{children}</FeatureTogglesProvider>
      </ApolloProvider>
    </MantineProvider>
  );
}
