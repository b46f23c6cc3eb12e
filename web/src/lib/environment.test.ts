import { describe, expect, it } from 'vitest';
import { environmentOf } from './environment';

describe('environmentOf', () => {
  it.each([
    ['localhost', 'LOCAL'],
    ['127.0.0.1', 'LOCAL'],
    ['dev-acme.hackforge.io', 'DEVELOPMENT'],
    ['uat-acme.hackforge.io', 'UAT'],
    ['acme.hackforge.io', 'PRODUCTION'],
    ['devices.example.com', 'PRODUCTION'],
  ])('%s is %s', (host, env) => {
    expect(environmentOf(host)).toBe(env);
  });
});
