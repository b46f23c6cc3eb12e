import { Button, Loader, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, MouseEvent } from 'react';

export type BusyButtonProps = ButtonProps & ComponentPropsWithoutRef<'button'> & { loading?: boolean };

/**
 * A Button that stays focusable while its action runs. Mantine's `loading`
 * sets the native `disabled`, which throws a keyboard user's focus back to
 * the page's body; here the button only looks disabled (`data-disabled`),
 * says it is busy, and ignores clicks and Enter until the action ends.
 */
export function BusyButton({ loading = false, leftSection, onClick, ...props }: BusyButtonProps) {
  const ignoreWhileBusy = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Button
      {...props}
      data-disabled={loading || undefined}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      leftSection={loading ? <Loader size={14} color="currentColor" aria-hidden /> : leftSection}
      onClick={ignoreWhileBusy}
    />
  );
}
