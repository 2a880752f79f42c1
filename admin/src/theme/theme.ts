import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { persianPageItem } from './pagination';

const fontFamily = '"Vazirmatn FD", Vazirmatn, Tahoma, sans-serif';

/**
 * The spec's accent (#417df4, DATE_PICKER.accentColor) is 3.8:1 on white, short of the 4.5:1 text
 * needs; on light surfaces the back office draws its text and buttons in a darker shade of the same
 * blue (5.7:1 on white, 5.1:1 on the selected-row tint). MUI's default info (3.9:1) and error (3.8:1 on
 * the toolbar's grey) are darkened likewise. On dark surfaces the accent falls short the other way
 * (4.3:1 on a card, white on it 3.8:1): the dark theme draws it lighter (6.8:1 on a card, 4.8:1 on the
 * lightest grey), which also makes MUI put dark text on it (8.6:1).
 */
const LIGHT_TEXT_COLOURS = {
  primary: { main: '#1f5fd6' },
  info: { main: '#01579b' },
  // 4.9:1 on the grey of the form's toolbar (MUI's #d32f2f is 3.8:1 there).
  error: { main: '#b71c1c' },
};
const DARK_TEXT_COLOURS = {
  primary: { main: '#7aa5f8' },
};

/**
 * react-admin gives each row's checkbox an aria-label on MUI's wrapping span, where it is not allowed
 * and names nothing: the input itself is left unlabelled. Moved to the input, it names the control.
 */
const labelledCheckbox = {
  defaultProps: {
    slotProps: {
      root: (ownerState: { 'aria-label'?: string }) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
      input: (ownerState: { 'aria-label'?: string }) => (ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
    },
  },
};

/**
 * Both themes draw the spec's accent, each in the shade its surfaces need (above), and the self-hosted
 * Vazirmatn font. Styles are written left-to-right: the emotion cache's RTL plugin mirrors them (a
 * 'right' written here would end up left).
 */
const rtl = (base: RaThemeOptions, mode: 'light' | 'dark'): RaThemeOptions => ({
  ...base,
  direction: 'rtl',
  palette: {
    ...base.palette,
    mode,
    ...(mode === 'light' ? LIGHT_TEXT_COLOURS : DARK_TEXT_COLOURS),
    secondary: { main: mode === 'light' ? '#0f2a5c' : '#9db8f7' },
  },
  typography: { ...base.typography, fontFamily },
  components: {
    ...base.components,
    MuiCheckbox: labelledCheckbox,
    MuiPagination: { defaultProps: { renderItem: persianPageItem } },
    // react-admin's loading spinners and bars carry no name; a progress bar must say what it is.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'در حال بارگذاری' } },
    MuiLinearProgress: { defaultProps: { 'aria-label': 'در حال بارگذاری' } },
    // A table wider than the screen scrolls inside its own box, which starts at the first (right-hand)
    // column: zero width for sizing and full width for layout keep it from widening the whole page.
    RaDataTable: {
      styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto', width: 0, minWidth: '100%' } } },
    },
  },
});

export const lightTheme = rtl(defaultLightTheme, 'light');
export const darkTheme = rtl(defaultDarkTheme, 'dark');
