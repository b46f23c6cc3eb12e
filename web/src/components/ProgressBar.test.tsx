import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { percentOf, ProgressBar } from './ProgressBar';

function renderBar(value: number, height?: number) {
  return render(
    <MantineProvider>
      <ProgressBar value={value} height={height} label="Export" />
    </MantineProvider>,
  );
}

describe('ProgressBar', () => {
  it('shows the value, 3 pixels high by default', () => {
    renderBar(40);
    const bar = screen.getByRole('progressbar', { name: 'Export' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar.parentElement?.style.getPropertyValue('--progress-size')).toBe('calc(0.1875rem * var(--mantine-scale))');
  });

  it('takes another height', () => {
    renderBar(0, 8);
    const bar = screen.getByRole('progressbar', { name: 'Export' });
    expect(bar.parentElement?.style.getPropertyValue('--progress-size')).toBe('calc(0.5rem * var(--mantine-scale))');
  });

  it('accepts both ends of the range', () => {
    renderBar(0);
    renderBar(100);
    expect(screen.getAllByRole('progressbar').map((b) => b.getAttribute('aria-valuenow'))).toEqual(['0', '100']);
  });

  it.each([-1, 100.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (value) => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderBar(value)).toThrow(RangeError);
    quiet.mockRestore();
  });
});

describe('percentOf', () => {
  it('is the share done, kept within 0 to 100', () => {
    expect(percentOf(250, 1000)).toBe(25);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(12, 10)).toBe(100);
  });
});
