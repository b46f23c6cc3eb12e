import { Button, Divider, Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router';
import { graphql } from '../../gql';
import { publicClient } from '../../lib/apollo/clients';
import { socialAuthorizationUrl } from './socialSignIn';

export const SocialProvidersQuery = graphql(`
  query SocialProviders {
    socialProviders {
      name
      issuer
      clientId
      authorizationUrl
    }
  }
`);

/** One "Continue with …" button per configured provider (none when there are none). */
export function SocialSignInButtons() {
  const location = useLocation();
  const { data } = useQuery(SocialProvidersQuery, { client: publicClient, fetchPolicy: 'cache-first' });
  const providers = data?.socialProviders ?? [];
  if (providers.length === 0) return null;
  return (
    <Stack gap="xs">
      <Divider label="or" labelPosition="center" />
      {providers.map((p) => (
        <Button
          key={p.issuer}
          variant="default"
          onClick={() => window.location.assign(socialAuthorizationUrl(p, location.search))}
        >
          Continue with {p.name}
        </Button>
      ))}
    </Stack>
  );
}
