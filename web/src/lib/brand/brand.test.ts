import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRANDS } from './brands';
import { brandFor } from './index';

const publicDir = join(__dirname, '../../../public');

describe('brands', () => {
  it('defaults to hackforge', () => {
    expect(brandFor(undefined, '/').name).toBe('Hackforge');
  });

  it('rejects an unknown brand', () => {
    expect(() => brandFor('acme', '/')).toThrow(/Unknown brand "acme"/);
  });

  it('has six brands, exactly one with an accent logo', () => {
    expect(Object.keys(BRANDS)).toHaveLength(6);
    const withAccent = Object.keys(BRANDS).filter((id) => brandFor(id, '/').logos.accent);
    expect(withAccent).toEqual(['northbank']);
  });

  it.each(Object.keys(BRANDS))('ships every logo file of %s', (id) => {
    const { logos } = brandFor(id, '/');
    for (const url of Object.values(logos)) {
      if (url) expect(existsSync(join(publicDir, url)), url).toBe(true);
    }
  });
});
