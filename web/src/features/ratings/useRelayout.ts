import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState, type RefObject } from 'react';
import { SIDEBAR_TOGGLED } from '../../lib/layoutEvents';

/** The table re-layout debounce (SPEC 9). */
export const RELAYOUT_DEBOUNCE_MS = 50;

/**
 * The width of the element, measured again 50 ms after the last window
 * resize or sidebar toggle (SPEC 2.7, 9), so that a table can choose its
 * layout for the room it has.
 */
export function useRelayoutWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  const measure = useDebouncedCallback(() => setWidth(ref.current?.clientWidth ?? 0), RELAYOUT_DEBOUNCE_MS);
  useEffect(() => {
    setWidth(ref.current?.clientWidth ?? 0);
    window.addEventListener('resize', measure);
    window.addEventListener(SIDEBAR_TOGGLED, measure);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener(SIDEBAR_TOGGLED, measure);
    };
  }, [ref, measure]);
  return width;
}
