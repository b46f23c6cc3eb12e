import { useQuery } from '@apollo/client/react';
import { useMemo, useState, type ReactNode } from 'react';
import { AppLoadingOverlay } from '../../components/AppLoadingOverlay';
import { graphql } from '../../gql';
import { authClient, publicClient } from '../../lib/apollo/clients';
import { environmentOf } from '../../lib/environment';
import { tabInactive } from '../../lib/tabActivity';
import { useSession } from '../../lib/session/useSession';
import { FeatureTogglesContext } from './FeatureToggles';
import { failureEndsInitialLoad } from './initialLoad';

export const FeatureTogglesQuery = graphql(`
  query FeatureToggles($environment: Environment!) {
    featureToggles(environment: $environment) {
      id
      featureName
      enabled
    }
  }
`);

export const FEATURE_TOGGLE_POLL_MS = 60_000;

/**
 * Fetches the feature toggles (network only, every 60 s) and shows the global
 * "Loading..." overlay until the first fetch ends (SPEC 2.1, 8).
 */
export function FeatureTogglesProvider({ children }: { children: ReactNode }) {
  const { loggedIn } = useSession();
  const { data, error } = useQuery(FeatureTogglesQuery, {
    client: loggedIn ? authClient : publicClient,
    variables: { environment: environmentOf(window.location.hostname) },
    fetchPolicy: 'network-only',
    pollInterval: FEATURE_TOGGLE_POLL_MS,
    skipPollAttempt: tabInactive,
  });
  // Once the first fetch has ended the overlay stays gone, whatever later polls bring.
  const [loaded, setLoaded] = useState(false);
  if (!loaded && (data || (error && failureEndsInitialLoad(error, loggedIn)))) setLoaded(true);

  const toggles = useMemo(
    () => data && new Map(data.featureToggles.map(({ featureName, enabled }) => [featureName, enabled])),
    [data],
  );

  return (
    <FeatureTogglesContext.Provider value={toggles ?? null}>
      {children}
      {!loaded && <AppLoadingOverlay />}
    </FeatureTogglesContext.Provider>
  );
}
