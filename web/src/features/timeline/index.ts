export { TimelinePage } from './TimelinePage';
export { usePhasePolling } from './usePhasePolling';
