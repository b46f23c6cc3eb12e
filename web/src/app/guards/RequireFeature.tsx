import { Navigate, Outlet } from 'react-router';
import { useFeatureToggleState, type Feature } from '../../features/featureToggles';

/** Routes behind a feature toggle (SPEC 2.3): off sends the user to /. Waits for the first toggle fetch. */
export function RequireFeature({ feature }: { feature: Feature }) {
  const enabled = useFeatureToggleState(feature);
  if (enabled === null) return null;
  return enabled ? <Outlet /> : <Navigate to="/" replace />;
}
