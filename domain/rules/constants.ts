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

export const ERROR_DIALOG_TIMEOUTS = { startupLoadFailureMs: 6_000, sessionExpiredMs: 5_000 } as const;

export const ENERGY_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyClass = (typeof ENERGY_CLASSES)[number];

export const LOCALE = 'it-IT';

export const WIDTH_BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

export const DIALOG = {
  sizes: { sm: 384, md: 652, lg: 896 },
  transitionMs: 200,
  persistentFlashMs: 100,
} as const;
export type DialogSize = keyof typeof DIALOG.sizes | number;
/** Width in pixels of a dialog size: a named size, or a number that already means pixels. */
export const dialogWidthPx = (size: DialogSize): number => (typeof size === 'number' ? size : DIALOG.sizes[size]);

export const ICON_SIZES = { xs: 12, sm: 16, md: 24, lg: 28, xl: 36, xxl: 40 } as const;

export const CONFIRMATION_DEFAULTS = { yesText: 'OK', noText: 'Annulla', size: 'sm' } as const;

export const PLATFORM_SETTINGS = {
  platformId: 'HDHome',
  headerId: 'HAWAY',
  frontendId: 'frontend-happyway',
} as const;
