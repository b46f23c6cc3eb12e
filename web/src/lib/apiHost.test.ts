import { describe, expect, it } from 'vitest';
import { apiOrigin } from './apiHost';

const at = (hostname: string, port = '', protocol = 'https:') => ({ hostname, port, protocol });

describe('apiOrigin', () => {
  it('is the same origin without a customer', () => {
    expect(apiOrigin(undefined, at('app.hackforge.io'))).toBe('');
    expect(apiOrigin('', at('app.hackforge.io'))).toBe('');
  });

  it('replaces the leading subdomain with the customer API host', () => {
    expect(apiOrigin('acme', at('acme.hackforge.io'))).toBe('https://acme-api-app.hackforge.io');
    expect(apiOrigin('bank', at('hackathons.bank.co.za'))).toBe('https://bank-api-app.bank.co.za');
  });

  it('keeps two-label hosts, IP addresses and the port', () => {
    expect(apiOrigin('acme', at('hackforge.io'))).toBe('https://acme-api-app.hackforge.io');
    expect(apiOrigin('acme', at('localhost', '5173', 'http:'))).toBe('http://acme-api-app.localhost:5173');
    expect(apiOrigin('acme', at('10.0.0.1', '8080', 'http:'))).toBe('http://acme-api-app.10.0.0.1:8080');
  });
});
