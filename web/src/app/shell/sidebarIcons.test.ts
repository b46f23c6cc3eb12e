import { describe, expect, it } from 'vitest';
import { ICONS } from './sidebarIcons';
import { ALL_ITEMS } from './sidebarItems';

describe('sidebar icons', () => {
  it('gives every sidebar item an icon', () => {
    expect([...ALL_ITEMS].filter((key) => !(key in ICONS))).toEqual([]);
  });
});
