import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './routes';
import { routeIsNamed } from './routeTable';

describe('routeIsNamed', () => {
  it('tells named pages from unnamed ones', () => {
    const named = (path: string) => routeIsNamed(matchRoutes(appRoutes, path));
    expect(named('/hackathon/5/detail')).toBe(true);
    expect(named('/inbox/all')).toBe(true);
    expect(named('/admin/feedback')).toBe(true);
    expect(named('/login')).toBe(false);
    expect(named('/tnc')).toBe(false);
    expect(named('/no/such/page')).toBe(false);
  });
});
