import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { DATE_PICKER } from '@meydan/shared-types/constants';

const fontFamily = '"Vazirmatn FD", Vazirmatn, Tahoma, sans-serif';

/**
 * Both themes share the spec's accent colour and the self-hosted Vazirmatn font. Styles are written
 * left-to-right: the emotion cache's RTL plugin mirrors them (a 'right' written here would end up left).
 */
const rtl = (base: RaThemeOptions, mode: 'light' | 'dark'): RaThemeOptions => ({
  ...base,
  direction: 'rtl',
  palette: {
    ...base.palette,
    mode,
    primary: { main: DATE_PICKER.accentColor },
    secondary: { main: mode === 'light' ? '#0f2a5c' : '#9db8f7' },
  },
  typography: { ...base.typography, fontFamily },
  components: {
    ...base.components,
    // A table wider than the screen scrolls inside its own box, which starts at the first (right-hand)
    // column: zero width for sizing and full width for layout keep it from widening the whole page.
    RaDataTable: {
      styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto', width: 0, minWidth: '100%' } } },
    },
  },
});

export const lightTheme = rtl(defaultLightTheme, 'light');
export const darkTheme = rtl(defaultDarkTheme, 'dark');
