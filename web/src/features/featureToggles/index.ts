export { FeatureTogglesContext, useFeatureToggle, useFeatureToggleState, type Feature } from './FeatureToggles';
export { FeatureTogglesProvider } from './FeatureTogglesProvider';
