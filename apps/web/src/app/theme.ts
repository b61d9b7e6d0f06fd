import { createTheme } from '@mantine/core';
import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';
import { currentIntl } from '../i18n/language';

/** A warm bus-ticketing red, light to dark (shade 7 is the primary). */
const brand: MantineColorsTuple = [
  '#fff0f0',
  '#ffdfe0',
  '#fbbdbf',
  '#f5979b',
  '#ee767b',
  '#e86066',
  '#d84e55',
  '#bc3d44',
  '#a8333a',
  '#932830',
];

/**
 * Text colours that read at AA (4.5:1) on white, the muted panels and a light badge's tint: Mantine's
 * own light-scheme text colours (shade 6, green 2.4:1) and some of its light badges' (shade 9 on
 * shade 1: green 3.8, orange 3.6, yellow 2.7) do not (docs/ui.md "Themes").
 */
const LIGHT_INK: Record<string, string> = {
  red: '#b02525',
  green: '#1e6b30',
  orange: '#b03a0a',
  yellow: '#7a5200',
  teal: '#066a4c',
  cyan: '#0a6a7a',
  blue: '#1864ab',
  brand: 'var(--mantine-color-brand-9)',
};

/**
 * Filled surfaces under white text (a switch's ON label, a filled badge or button that
 * `autoContrast` gives white text): shade 9, 5:1 or more (teal 6 was 2.6:1, red 6 3.3:1).
 */
const FILLED_UNDER_WHITE = {
  '--mantine-color-teal-filled': 'var(--mantine-color-teal-9)',
  '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
};

/**
 * The theme's colour variables for AA contrast in both schemes: coloured text (`c="red"`) and light
 * badges take {@link LIGHT_INK} in light; dimmed text is darker in light (gray 6 is 3.3:1 on white)
 * and lighter in dark (dark 2 is 4.0:1 on the dark body), placeholders too in dark.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c6370',
    '--mantine-color-placeholder': '#6e757c',
    ...Object.fromEntries(
      Object.entries(LIGHT_INK).flatMap(([color, ink]) => [
        [`--mantine-color-${color}-text`, ink],
        [`--mantine-color-${color}-light-color`, ink],
        [`--mantine-color-${color}-outline`, ink],
      ]),
    ),
    ...FILLED_UNDER_WHITE,
    '--mantine-color-blue-filled': 'var(--mantine-color-blue-8)',
    '--mantine-color-gray-filled': 'var(--mantine-color-gray-7)',
  },
  dark: {
    '--mantine-color-dimmed': '#a0a0a0',
    '--mantine-color-placeholder': '#9a9a9a',
    ...FILLED_UNDER_WHITE,
  },
});

/** Latin first, then Devanagari (the web font, main.tsx) for Hindi. */
const FONT_FAMILY =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, "Noto Sans Devanagari", sans-serif';

const closeButton = () => ({
  'aria-label': currentIntl().formatMessage({ id: 'app.theme.close', defaultMessage: 'Close' }),
});
const clearButton = () => ({
  'aria-label': currentIntl().formatMessage({ id: 'app.theme.clear', defaultMessage: 'Clear' }),
});

export const theme = createTheme({
  primaryColor: 'brand',
  // Shade 7 under white text is 5.4:1 (shade 6 was 4.1, shade 5 3.3).
  primaryShade: { light: 7, dark: 7 },
  colors: { brand },
  // Filled badges and buttons of light colours (yellow) take dark text, the others white.
  autoContrast: true,
  fontFamily: FONT_FAMILY,
  // Headings in the same fonts (Mantine's default heading stack has no Devanagari).
  headings: { fontWeight: '700', fontFamily: FONT_FAMILY },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Transitions (menus, dialogs, drawers) are instant when the system asks for reduced motion.
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { radius: 'md' } },
    // A date picker's calendar gives the focus back to its field when it closes (keyboard flows);
    // a picker that sets popoverProps of its own says returnFocus there too.
    DatePickerInput: {
      defaultProps: () => ({ popoverProps: { returnFocus: true }, clearButtonProps: clearButton() }),
    },
    // Mantine's icon-only close and clear buttons have no name of their own: one in the page's language.
    // No focusable placeholder inside a menu (role=menu may hold items only; axe
    // aria-required-children): opening moves the focus to the first item.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    Modal: { defaultProps: () => ({ closeButtonProps: closeButton() }) },
    Drawer: { defaultProps: () => ({ closeButtonProps: closeButton() }) },
    Select: { defaultProps: () => ({ radius: 'md', clearButtonProps: clearButton() }) },
    MultiSelect: { defaultProps: () => ({ clearButtonProps: clearButton() }) },
    FileInput: { defaultProps: () => ({ clearButtonProps: clearButton() }) },
    // Mantine's own English (the eye button's name), in the page's language: read at each render.
    PasswordInput: {
      defaultProps: () => ({
        visibilityToggleButtonProps: {
          'aria-label': currentIntl().formatMessage({
            id: 'app.theme.togglePassword',
            defaultMessage: 'Toggle password visibility',
          }),
        },
      }),
    },
  },
});
