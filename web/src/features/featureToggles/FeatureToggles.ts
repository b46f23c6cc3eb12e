import { createContext, useContext } from 'react';

export const FEATURES = ['peer_ratings', 'talent_ratings', 'gamification', 'innovations', 'organization_page'] as const;

export type Feature = (typeof FEATURES)[number];

/** Enabled state by feature name from the last feature-toggle fetch; null before the first. */
export const FeatureTogglesContext = createContext<ReadonlyMap<string, boolean> | null>(null);

/** Whether a feature is on. Off until fetched; an unknown key is off, with a warning (SPEC 8). */
export function isFeatureEnabled(toggles: ReadonlyMap<string, boolean> | null, name: string): boolean {
  if (!toggles) return false;
  const enabled = toggles.get(name);
  if (enabled === undefined) {
    console.warn(`Unknown feature toggle "${name}"`);
    return false;
  }
  return enabled;
}

export function useFeatureToggle(name: Feature): boolean {
  return isFeatureEnabled(useContext(FeatureTogglesContext), name);
}

/** Like useFeatureToggle, but null until the first fetch has answered: guards wait for it. */
export function useFeatureToggleState(name: Feature): boolean | null {
  const toggles = useContext(FeatureTogglesContext);
  return toggles && isFeatureEnabled(toggles, name);
}
