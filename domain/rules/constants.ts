/** Business constants and limits of spec section 9 (and the platform settings of section 3). */

export const SESSION = {
  /** How often the token is checked for refresh. */
  tokenRefreshCheckMs: 60_000,
  /** Minimum validity asked of the refresh call, in seconds: so large that every check refreshes. */
  refreshMinValiditySeconds: 99_999,
} as const;

export const SUBSCRIPTION = {
  expirationWarningDays: 30,
  roleEntityType: 'Role',
  roleEntityId: 200,
} as const;

export const AGORA = { roleId: 103, applicationId: 15 } as const;

export const TRAININGS_LIST_DEFAULTS = { limit: 99_999, page: 1 } as const;

/** Axios timeout: 0 means none. */
export const REQUEST_TIMEOUT_MS = 0;

export const IDENTITY_CLIENT = {
  loginStatusCheckMs: 5_000,
  messageReceiveTimeoutMs: 10_000,
  callbackStateMaxAgeMs: 3_600_000,
} as const;

export const RESIZE_DEBOUNCE_MS = 500;

export const ERROR_DIALOG_TIMEOUTS = { startupLoadFailureMs: 6_000, sessionExpiredMs: 5_000 } as const;

export const ENERGY_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyClass = (typeof ENERGY_CLASSES)[number];

export const LOCALE = 'it-IT';

export const WIDTH_BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export const VERTICAL_BREAKPOINTS = { sm: 375, md: 520, lg: 640, xl: 1080, '2xl': 1200 } as const;
/** Mobile means a viewport narrower than the md width breakpoint. */
export const isMobileWidth = (widthPx: number): boolean => widthPx < WIDTH_BREAKPOINTS.md;

export const DIALOG = {
  sizes: { sm: 384, md: 652, lg: 896 },
  transitionMs: 200,
  persistentFlashMs: 100,
} as const;
export type DialogSize = keyof typeof DIALOG.sizes | number;
/** Width in pixels of a dialog size: a named size, or a number that already means pixels. */
export const dialogWidthPx = (size: DialogSize): number => (typeof size === 'number' ? size : DIALOG.sizes[size]);

export const ICON_SIZES = { xs: 12, sm: 16, md: 24, lg: 28, xl: 36, xxl: 40 } as const;
export const DEFAULT_ICON_SIZE = ICON_SIZES.md;

export const CONFIRMATION_DEFAULTS = { yesText: 'OK', noText: 'Annulla', size: 'sm' } as const;

export const SMOOTH_HEIGHT = { debounceMs: 200, transitionMs: 200 } as const;

export const TOOLTIP_DELAYS = { showMs: 200, hideMs: 0 } as const;
export const MENU_HIDE_DELAY_MS = 400;
export const POPPER = { distance: 5, disposeTimeoutMs: 150 } as const;

export const DATE_FORMAT_HINTS = { en: 'DD/MM/YYYY', it: 'GG/MM/AAAA' } as const;

export const PLATFORM_SETTINGS = {
  platformId: 'HDHome',
  headerId: 'HAWAY',
  frontendId: 'frontend-happyway',
} as const;
