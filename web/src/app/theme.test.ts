import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const light: Record<string, string> = cssVariablesResolver(resolved).light;

/** A CSS variable's color, following var(--…) to the palette's hex. */
function cssColor(name: string): string {
  const value = light[name] ?? '';
  const shade = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value);
  return shade ? resolved.colors[shade[1]][Number(shade[2])] : value;
}

// WCAG 2.1's relative luminance and contrast ratio, written out independently of Mantine's.
function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

describe('theme colors', () => {
  it.each(Object.keys(resolved.colors))(
    '%s text reads at 4.5:1 on its light tint and on its hovered tint',
    (color) => {
      const text = cssColor(`--mantine-color-${color}-text`);
      expect(text).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrastRatio(text, cssColor(`--mantine-color-${color}-light`))).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, cssColor(`--mantine-color-${color}-light-hover`))).toBeGreaterThanOrEqual(4.5);
    },
  );
});
