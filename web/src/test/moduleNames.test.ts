import { readdirSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Module names (no folder, no extension) under src/ that another module spells with different case; tests are never imported. */
function caseTwins(): string[][] {
  const byLowerCase = new Map<string, Set<string>>();
  for (const file of readdirSync(join(import.meta.dirname, '..'), { recursive: true, encoding: 'utf8' })) {
    if (!/\.(ts|tsx)$/.test(file) || /\.test\.tsx?$/.test(file) || file.startsWith('gql')) continue;
    const name = basename(file, extname(file));
    byLowerCase.set(name.toLowerCase(), (byLowerCase.get(name.toLowerCase()) ?? new Set()).add(name));
  }
  return [...byLowerCase.values()].filter((names) => names.size > 1).map((names) => [...names].sort());
}

describe('module names', () => {
  // HackathonForm.tsx beside hackathonForm.ts reads as one module and breaks on case-insensitive disks.
  it('never differ only in case', () => {
    expect(caseTwins()).toEqual([]);
  });
});
