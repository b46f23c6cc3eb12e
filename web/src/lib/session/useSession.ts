import { useSyncExternalStore } from 'react';
import { session } from './store';
import type { SessionState } from './types';

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get);
}
