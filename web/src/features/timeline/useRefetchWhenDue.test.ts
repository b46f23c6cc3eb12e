import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRefetchWhenDue } from './useRefetchWhenDue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useRefetchWhenDue', () => {
  it('reads again two seconds after the due time', () => {
    const refetch = vi.fn(() => Promise.resolve());
    renderHook(() => useRefetchWhenDue(Date.now() + 5_000, refetch));
    vi.advanceTimersByTime(6_999);
    expect(refetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('waits for a due time beyond what setTimeout can hold instead of reading at once', () => {
    const refetch = vi.fn(() => Promise.resolve());
    renderHook(() => useRefetchWhenDue(Date.now() + 60 * 86_400_000, refetch));
    vi.advanceTimersByTime(86_400_000);
    expect(refetch).not.toHaveBeenCalled();
  });

  it('does nothing without a due time', () => {
    const refetch = vi.fn(() => Promise.resolve());
    renderHook(() => useRefetchWhenDue(null, refetch));
    vi.runAllTimers();
    expect(refetch).not.toHaveBeenCalled();
  });
});
