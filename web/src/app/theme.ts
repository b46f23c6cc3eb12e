import { Collapse, createTheme, Modal } from '@mantine/core';
import { brand } from '../lib/brand';
import { COLLAPSE_DURATION_MS, MODAL_DURATION_MS } from '../components/modalPresets';

export const theme = createTheme({
  primaryColor: brand.primaryColor,
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
  components: {
    // SPEC 9: modal animation 500 ms, collapse animation 250 ms by default.
    Modal: Modal.extend({ defaultProps: { transitionProps: { duration: MODAL_DURATION_MS } } }),
    Collapse: Collapse.extend({ defaultProps: { transitionDuration: COLLAPSE_DURATION_MS } }),
  },
});
