import {
  createTheme,
  defaultVariantColorsResolver,
  luminance,
  parseThemeColor,
  type AnchorProps,
  type CloseButtonProps,
  type CollapseProps,
  type CSSVariablesResolver,
  type MantineTheme,
  type MenuProps,
  type ModalProps,
  type VariantColorsResolver,
} from '@mantine/core';
import { brand } from '../lib/brand';
import { COLLAPSE_DURATION_MS, MODAL_DURATION_MS } from '../components/modalPresets';

const TINTED_VARIANTS = new Set(['light', 'outline', 'subtle']);
// WCAG AA for normal text.
const MIN_CONTRAST = 4.5;

/**
 * Light, outline and subtle variants write their text in the color itself,
 * at shade 6 by default: below 4.5:1 for most palettes. They take the
 * palette's text shade (see textShade).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (!TINTED_VARIANTS.has(input.variant)) return colors;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  return { ...colors, color: textShade(input.theme, parsed.color) };
};

const CALENDAR_ARIA_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: brand.primaryColor,
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
  // Transitions and animations stop for people who ask their system for less motion.
  respectReducedMotion: true,
  // WCAG AA contrast (4.5:1): shade 7 under white text, and dark text on any
  // filled color too light for white (luminance above 0.18).
  primaryShade: 7,
  autoContrast: true,
  luminanceThreshold: 0.18,
  // Components' defaults by name, not Component.extend: importing a component
  // here would put it in every page's first script (Menu and Modal with their
  // floating and focus-trap code), which the login and public pages do not draw.
  components: {
    // A link must be told from the text around it by more than its color.
    Anchor: { defaultProps: { underline: 'always' } satisfies Partial<AnchorProps> },
    // Modals', drawers' and notifications' close buttons hold only an icon.
    // (CloseButton passes any attribute to its button; its props type lists none.)
    CloseButton: { defaultProps: { 'aria-label': 'Close' } as Partial<CloseButtonProps> },
    // The placeholder is an element without a role inside role="menu" (axe: aria-required-children);
    // the menu focuses its first item instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
    // SPEC 9: modal animation 500 ms, collapse animation 250 ms by default.
    Modal: { defaultProps: { transitionProps: { duration: MODAL_DURATION_MS } } satisfies Partial<ModalProps> },
    Collapse: { defaultProps: { transitionDuration: COLLAPSE_DURATION_MS } satisfies Partial<CollapseProps> },
    // The calendar's arrows hold only an icon.
    DateInput: { defaultProps: { ariaLabels: CALENDAR_ARIA_LABELS } },
  },
});

/**
 * Text in a color sits on white or on the palette's tints, at most shade 1
 * (a light badge, a hovered light or subtle button): shade 9 where it reads
 * on shade 1, the dark grey for palettes too light even then.
 */
function textShade(theme: MantineTheme, color: string): string {
  const shades = theme.colors[color];
  return contrast(shades[9], shades[1]) >= MIN_CONTRAST ? `var(--mantine-color-${color}-9)` : 'var(--mantine-color-dark-7)';
}

function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * Mantine's dimmed and error greys and reds are below 4.5:1 on white: darker
 * ones. Its tints (light: shade 1, hovered: shade 2) go one shade lighter, so
 * that the text shade reads on them, hovered too.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7],
    '--mantine-color-error': resolved.colors.red[9],
    ...Object.fromEntries(
      Object.keys(resolved.colors).flatMap((color) => [
        // Text in a color (c="red", a red menu item) at a shade that reads on white.
        [`--mantine-color-${color}-text`, textShade(resolved, color)],
        [`--mantine-color-${color}-light`, `var(--mantine-color-${color}-0)`],
        [`--mantine-color-${color}-light-hover`, `var(--mantine-color-${color}-1)`],
      ]),
    ),
  },
  dark: {},
});
