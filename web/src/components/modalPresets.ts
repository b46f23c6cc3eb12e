import type { ModalProps } from '@mantine/core';

// SPEC 9's modal and collapse constants: animation 500 ms, sizes sm and lg,
// types notice and mini; collapse 250 ms. The theme applies the durations.

export const MODAL_DURATION_MS = 500;
export const COLLAPSE_DURATION_MS = 250;
/** SPEC 9: after a form is saved, pages wait this long before moving on. */
export const POST_SUBMIT_REDIRECT_DELAY_MS = 500;

export type ModalSize = 'sm' | 'lg';
export type ModalType = 'notice' | 'mini';

/**
 * Props for a modal of a SPEC size and type: a notice is centred and closes
 * only through its buttons (as the switch confirmation, SPEC 2.8); a mini one
 * is narrow and without a title bar's close button.
 */
export function modalPreset(size: ModalSize, type?: ModalType): Partial<ModalProps> {
  const props: Partial<ModalProps> = { size, transitionProps: { duration: MODAL_DURATION_MS } };
  if (type === 'notice') Object.assign(props, { centered: true, closeOnClickOutside: false, closeOnEscape: false, withCloseButton: false });
  if (type === 'mini') Object.assign(props, { size: 'xs', withCloseButton: false, padding: 'sm' });
  return props;
}

/** Runs `then` after the post-submit delay; returns a cancel function. */
export function afterSubmitDelay(then: () => void): () => void {
  const timer = setTimeout(then, POST_SUBMIT_REDIRECT_DELAY_MS);
  return () => clearTimeout(timer);
}
