import {
  Anchor,
  CloseButton,
  Collapse,
  createTheme,
  defaultVariantColorsResolver,
  Menu,
  Modal,
  parseThemeColor,
  type CloseButtonProps,
  type CSSVariablesResolver,
  type VariantColorsResolver,
} from '@mantine/core';
import { brand } from '../lib/brand';
import { COLLAPSE_DURATION_MS, MODAL_DURATION_MS } from '../components/modalPresets';

// Palettes whose darkest shade is still below 4.5:1 on white.
const TOO_LIGHT_FOR_TEXT = new Set(['green', 'lime', 'yellow', 'orange']);
const TINTED_VARIANTS = new Set(['light', 'outline', 'subtle']);

/**
 * Light, outline and subtle variants write their text in the colour itself,
 * at shade 6 by default: below 4.5:1 for most palettes. They take shade 9,
 * or the dark grey for palettes too light even then.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (!TINTED_VARIANTS.has(input.variant)) return colors;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  return { ...colors, color: textShade(parsed.color) };
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: brand.primaryColor,
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
  // Transitions and animations stop for people who ask their system for less motion.
  respectReducedMotion: true,
  // WCAG AA contrast (4.5:1): shade 7 under white text, and dark text on any
  // filled colour too light for white (luminance above 0.18).
  primaryShade: 7,
  autoContrast: true,
  luminanceThreshold: 0.18,
  components: {
    // A link must be told from the text around it by more than its colour.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // Modals', drawers' and notifications' close buttons hold only an icon.
    // (CloseButton passes any attribute to its button; its props type lists none.)
    CloseButton: CloseButton.extend({ defaultProps: { 'aria-label': 'Close' } as Partial<CloseButtonProps> }),
    // The placeholder is an element without a role inside role="menu" (axe: aria-required-children);
    // the menu focuses its first item instead.
    Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
    // SPEC 9: modal animation 500 ms, collapse animation 250 ms by default.
    Modal: Modal.extend({ defaultProps: { transitionProps: { duration: MODAL_DURATION_MS } } }),
    Collapse: Collapse.extend({ defaultProps: { transitionDuration: COLLAPSE_DURATION_MS } }),
  },
});

function textShade(color: string): string {
  return TOO_LIGHT_FOR_TEXT.has(color) ? 'var(--mantine-color-dark-7)' : `var(--mantine-color-${color}-9)`;
}

/** Mantine's dimmed and error greys and reds are below 4.5:1 on white: darker ones. */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7],
    '--mantine-color-error': resolved.colors.red[9],
    // Text in a colour (c="red", a red menu item) at a shade that reads on white.
    ...Object.fromEntries(Object.keys(resolved.colors).map((color) => [`--mantine-color-${color}-text`, textShade(color)])),
  },
  dark: {},
});
