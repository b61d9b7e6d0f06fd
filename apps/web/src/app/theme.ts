import { createTheme } from '@mantine/core';
import type { MantineColorsTuple } from '@mantine/core';
import { currentIntl } from '../i18n/language';

/** A warm bus-ticketing red, light to dark (shade 6 is the primary). */
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

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 5 },
  colors: { brand },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, "Noto Sans Devanagari", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Transitions (menus, dialogs, drawers) are instant when the system asks for reduced motion.
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { radius: 'md' } },
    Select: { defaultProps: { radius: 'md' } },
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
