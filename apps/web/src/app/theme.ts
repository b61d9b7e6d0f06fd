import { createTheme } from '@mantine/core';
import type { MantineColorsTuple } from '@mantine/core';

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
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { radius: 'md' } },
    Select: { defaultProps: { radius: 'md' } },
  },
});
