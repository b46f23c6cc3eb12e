import { describe, expect, it } from 'vitest';
import { stageOf } from './stage';

describe('stageOf', () => {
  it.each([
    ['localhost', 'LOCAL_DEV'],
    ['127.0.0.1', 'LOCAL_DEV'],
    ['dev-acme.hackforge.io', 'DEV'],
    ['uat-acme.hackforge.io', 'UAT'],
    ['acme.hackforge.io', null],
    ['hackforge.io', null],
  ])('%s shows %s', (host, stage) => {
    expect(stageOf(host)).toBe(stage);
  });
});
