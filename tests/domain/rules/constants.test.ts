import { describe, expect, it } from 'vitest';
import {
  CONFIRMATION_DEFAULTS,
  DIALOG,
  dialogWidthPx,
  ENERGY_CLASSES,
  ERROR_DIALOG_TIMEOUTS,
  ICON_SIZES,
  LOCALE,
  SESSION,
  SUBSCRIPTION,
  WIDTH_BREAKPOINTS,
} from '../../../domain/rules/constants.ts';

describe('constants of section 9', () => {
  it.each<readonly [string, unknown, unknown]>([
    ['token refresh check every 60 s', SESSION.tokenRefreshCheckMs, 60_000],
    ['refresh minimum validity 99999', SESSION.refreshMinValiditySeconds, 99_999],
    ['expiration warning 30 days', SUBSCRIPTION.expirationWarningDays, 30],
    ['subscription role entity id 200', SUBSCRIPTION.roleEntityId, 200],
    ['error dialog timeouts', ERROR_DIALOG_TIMEOUTS, { startupLoadFailureMs: 6000, sessionExpiredMs: 5000 }],
    ['energy classes A to G', ENERGY_CLASSES, ['A', 'B', 'C', 'D', 'E', 'F', 'G']],
    ['locale it-IT', LOCALE, 'it-IT'],
    ['width breakpoints', WIDTH_BREAKPOINTS, { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 }],
    [
      'dialog sizes and timings',
      DIALOG,
      { sizes: { sm: 384, md: 652, lg: 896 }, transitionMs: 200, persistentFlashMs: 100 },
    ],
    ['icon sizes', ICON_SIZES, { xs: 12, sm: 16, md: 24, lg: 28, xl: 36, xxl: 40 }],
    ['confirmation defaults', CONFIRMATION_DEFAULTS, { yesText: 'OK', noText: 'Annulla', size: 'sm' }],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('reads a dialog size by name, or a number as pixels', () => {
    expect(dialogWidthPx('md')).toBe(652);
    expect(dialogWidthPx(500)).toBe(500);
  });
});
