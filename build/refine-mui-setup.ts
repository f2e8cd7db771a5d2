import type { Plugin } from 'vite';

/** @refinedev/mui's one bundle file, the only module these rewrites touch. */
const refineMuiIndex = /[\\/]node_modules[\\/]@refinedev[\\/]mui[\\/]dist[\\/]index\.mjs$/;

/**
 * Top-level statements of @refinedev/mui 8's index that run when the module loads, whatever the app imports from it:
 * its notistack provider styled for refine's colours (which keeps notistack in), its light, dark and named themes (16
 * `createTheme` calls), its layout context and, for its DateField, dayjs extended with localizedFormat. The portal
 * imports only `useDataGrid`, so a list paid for all of them (notistack, dayjs and the themes: about 8 kB gzip).
 * Each rewrite wraps the same expression in an immediately called function marked pure: when the app uses the value
 * (RefineSnackbarProvider, the themes, DateField) the function runs at the same moment as before and does the same;
 * when nothing uses it, the bundler leaves it out. dayjs's extension moves into DateField's default locale, the only
 * value that depends on it.
 */
export const refineMuiRewrites: readonly (readonly [string, string])[] = [
  ['var ThemedLayoutContext = React.createContext(', 'var ThemedLayoutContext = /* @__PURE__ */ React.createContext('],
  [
    'dayjs.extend(LocalizedFormat);\nvar defaultLocale = dayjs.locale();',
    'var defaultLocale = /* @__PURE__ */ (() => {\n  dayjs.extend(LocalizedFormat);\n  return dayjs.locale();\n})();',
  ],
  ['var LightTheme = createTheme(', 'var LightTheme = /* @__PURE__ */ createTheme('],
  ['var DarkTheme = createTheme(', 'var DarkTheme = /* @__PURE__ */ createTheme('],
  [
    'var RefineThemes = Object.keys(RefinePalettes).reduce(',
    'var RefineThemes = /* @__PURE__ */ Object.keys(RefinePalettes).reduce(',
  ],
  [
    'var RefineSnackbarProvider = styled(SnackbarProviderWithDefaultValues)`',
    'var RefineSnackbarProvider = /* @__PURE__ */ (() => styled(SnackbarProviderWithDefaultValues)`',
  ],
  ['`;\nexport {\n  AuthPage,', '`)();\nexport {\n  AuthPage,'],
];

/** Applies the rewrites to the index's code; a missing or repeated statement (another @refinedev/mui) is an error. */
export function rewriteRefineMui(code: string): string {
  return refineMuiRewrites.reduce((current, [from, to]) => {
    const at = current.indexOf(from);
    if (at < 0 || current.indexOf(from, at + 1) >= 0)
      throw new Error(`refine-mui-setup: @refinedev/mui's index no longer has exactly one ${JSON.stringify(from)}`);
    return current.slice(0, at) + to + current.slice(at + from.length);
  }, code);
}

/** Lets the build leave out @refinedev/mui's load-time setup that the portal never uses (see refineMuiRewrites). */
export function refineMuiSetup(): Plugin {
  return {
    name: 'happyway-refine-mui-setup',
    apply: 'build',
    transform: {
      filter: { id: refineMuiIndex },
      handler(code) {
        return { code: rewriteRefineMui(code), map: null };
      },
    },
  };
}
