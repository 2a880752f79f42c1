import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { DATE_PICKER } from '@meydan/shared-types';

const fontFamily = "\"Vazirmatn FD\", Vazirmatn, Tahoma, sans-serif";

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
});

export const lightTheme = rtl(defaultLightTheme, 'light');
export const darkTheme = rtl(defaultDarkTheme, 'dark');
