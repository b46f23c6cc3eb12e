import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterSubmitDelay, modalPreset } from './modalPresets';

afterEach(() => vi.useRealTimers());

describe('modalPreset', () => {
  it('gives the SPEC sizes with the 500 ms animation', () => {
    expect(modalPreset('sm')).toEqual({ size: 'sm', transitionProps: { duration: 500 } });
    expect(modalPreset('lg')).toMatchObject({ size: 'lg' });
  });

  it('makes a notice close only through its buttons, and a mini one narrow', () => {
    expect(modalPreset('lg', 'notice')).toMatchObject({ size: 'lg', centered: true, closeOnClickOutside: false, closeOnEscape: false, withCloseButton: false });
    expect(modalPreset('sm', 'mini')).toMatchObject({ size: 'xs', withCloseButton: false });
  });
});

describe('afterSubmitDelay', () => {
  it('moves on after 500 ms unless cancelled', () => {
    vi.useFakeTimers();
    const go = vi.fn();
    afterSubmitDelay(go);
    vi.advanceTimersByTime(499);
    expect(go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(go).toHaveBeenCalledOnce();

    const stay = vi.fn();
    const cancel = afterSubmitDelay(stay);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(stay).not.toHaveBeenCalled();
  });
});
