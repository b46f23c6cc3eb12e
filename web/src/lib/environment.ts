import type { Environment } from '../gql/graphql';

// The deployment stage, derived from the host name (SPEC 6).
export function environmentOf(hostname: string): Environment {
  if (hostname === 'localhost' || hostname === '127.0.0.1') return 'LOCAL';
  if (hostname.startsWith('dev-')) return 'DEVELOPMENT';
  if (hostname.startsWith('uat-')) return 'UAT';
  return 'PRODUCTION';
}
