import { environmentOf } from './environment';

export type Stage = 'LOCAL_DEV' | 'DEV' | 'UAT';

/** The stage badge of the top bar (SPEC 2.6): none in production. */
export function stageOf(hostname: string): Stage | null {
  switch (environmentOf(hostname)) {
    case 'LOCAL':
      return 'LOCAL_DEV';
    case 'DEVELOPMENT':
      return 'DEV';
    case 'UAT':
      return 'UAT';
    default:
      return null;
  }
}
