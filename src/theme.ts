import { createTheme } from '@mui/material/styles';
import { itIT as materialItIT } from '@mui/material/locale';
import { brandColors, brandFont } from '../domain/brand.ts';

export { brand, brandColors } from '../domain/brand.ts';

/** Below this width the welcome page and other marketing blocks stack into one column. */
export const mobileBreakpointPx = 768;

const headingFont = brandFont;
const bodyFont = brandFont;

export const theme = createTheme(
  {
    palette: {
      mode: 'light',
      primary: {
        main: brandColors.primary,
        light: brandColors.primaryLight,
        dark: brandColors.primaryDark,
        contrastText: '#FFFFFF',
      },
      secondary: { main: brandColors.secondary, contrastText: brandColors.text },
      background: { default: brandColors.background, paper: '#FFFFFF' },
      text: { primary: brandColors.text, secondary: '#4A5A53' },
      success: { main: '#2E7D32' },
      error: { main: '#B3261E' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: bodyFont,
      htmlFontSize: 16,
      fontSize: 15,
      h1: { fontFamily: headingFont, fontWeight: 700, fontSize: '2.25rem', lineHeight: 1.2 },
      h2: { fontFamily: headingFont, fontWeight: 700, fontSize: '1.75rem', lineHeight: 1.25 },
      h3: { fontFamily: headingFont, fontWeight: 600, fontSize: '1.375rem', lineHeight: 1.3 },
      h4: { fontFamily: headingFont, fontWeight: 600, fontSize: '1.25rem', lineHeight: 1.35 },
      h5: { fontFamily: headingFont, fontWeight: 600, fontSize: '1.125rem', lineHeight: 1.4 },
      h6: { fontFamily: headingFont, fontWeight: 600, fontSize: '1rem', lineHeight: 1.4 },
      subtitle1: { fontSize: '1.0625rem', lineHeight: 1.55 },
      body1: { fontSize: '1rem', lineHeight: 1.6 },
      body2: { fontSize: '0.9375rem', lineHeight: 1.55 },
      button: { fontWeight: 600, textTransform: 'none', letterSpacing: 0.2 },
    },
    components: {
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'primary' },
        styleOverrides: {
          root: { borderBottom: `3px solid ${brandColors.secondary}` },
        },
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: {
            border: '1px solid rgba(11, 110, 79, 0.14)',
            boxShadow: '0 2px 10px rgba(30, 42, 37, 0.06)',
          },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        // A label never wraps onto two lines: rows of buttons wrap instead.
        styleOverrides: { root: { paddingInline: 20, whiteSpace: 'nowrap' } },
      },
      MuiButtonBase: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': { outline: `3px solid ${brandColors.secondary}`, outlineOffset: 2 },
          },
        },
      },
    },
  },
  materialItIT,
);
