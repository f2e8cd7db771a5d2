import { describe, expect, it } from 'vitest';
import {
  AGORA,
  CONFIRMATION_DEFAULTS,
  DATE_FORMAT_HINTS,
  DEFAULT_ICON_SIZE,
  DIALOG,
  dialogWidthPx,
  ENERGY_CLASSES,
  ERROR_DIALOG_TIMEOUTS,
  ICON_SIZES,
  IDENTITY_CLIENT,
  isMobileWidth,
  LOCALE,
  MENU_HIDE_DELAY_MS,
  POPPER,
  REQUEST_TIMEOUT_MS,
  RESIZE_DEBOUNCE_MS,
  SESSION,
  SMOOTH_HEIGHT,
  SUBSCRIPTION,
  TOOLTIP_DELAYS,
  TRAININGS_LIST_DEFAULTS,
  VERTICAL_BREAKPOINTS,
  WIDTH_BREAKPOINTS,
} from '../../../domain/rules/constants.ts';

describe('constants of section 9', () => {
  it.each<readonly [string, unknown, unknown]>([
    ['token refresh check every 60 s', SESSION.tokenRefreshCheckMs, 60_000],
    ['refresh minimum validity 99999', SESSION.refreshMinValiditySeconds, 99_999],
    ['expiration warning 30 days', SUBSCRIPTION.expirationWarningDays, 30],
    ['subscription role entity id 200', SUBSCRIPTION.roleEntityId, 200],
    ['agora role 103 and application 15', AGORA, { roleId: 103, applicationId: 15 }],
    ['trainings list defaults', TRAININGS_LIST_DEFAULTS, { limit: 99_999, page: 1 }],
    ['no request timeout', REQUEST_TIMEOUT_MS, 0],
    ['identity client timings', IDENTITY_CLIENT, { loginStatusCheckMs: 5000, messageReceiveTimeoutMs: 10_000, callbackStateMaxAgeMs: 3_600_000 }],
    ['resize debounce 500 ms', RESIZE_DEBOUNCE_MS, 500],
    ['error dialog timeouts', ERROR_DIALOG_TIMEOUTS, { startupLoadFailureMs: 6000, sessionExpiredMs: 5000 }],
    ['energy classes A to G', ENERGY_CLASSES, ['A', 'B', 'C', 'D', 'E', 'F', 'G']],
    ['locale it-IT', LOCALE, 'it-IT'],
    ['width breakpoints', WIDTH_BREAKPOINTS, { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 }],
    ['vertical breakpoints', VERTICAL_BREAKPOINTS, { sm: 375, md: 520, lg: 640, xl: 1080, '2xl': 1200 }],
    ['dialog sizes and timings', DIALOG, { sizes: { sm: 384, md: 652, lg: 896 }, transitionMs: 200, persistentFlashMs: 100 }],
    ['icon sizes', ICON_SIZES, { xs: 12, sm: 16, md: 24, lg: 28, xl: 36, xxl: 40 }],
    ['default icon size 24', DEFAULT_ICON_SIZE, 24],
    ['confirmation defaults', CONFIRMATION_DEFAULTS, { yesText: 'OK', noText: 'Annulla', size: 'sm' }],
    ['smooth-height timings', SMOOTH_HEIGHT, { debounceMs: 200, transitionMs: 200 }],
    ['tooltip delays', TOOLTIP_DELAYS, { showMs: 200, hideMs: 0 }],
    ['menu hide delay', MENU_HIDE_DELAY_MS, 400],
    ['popper distance and dispose timeout', POPPER, { distance: 5, disposeTimeoutMs: 150 }],
    ['date format hints', DATE_FORMAT_HINTS, { en: 'DD/MM/YYYY', it: 'GG/MM/AAAA' }],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('is mobile below 768 px only', () => {
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
  });

  it('reads a dialog size by name, or a number as pixels', () => {
    expect(dialogWidthPx('md')).toBe(652);
    expect(dialogWidthPx(500)).toBe(500);
  });
});
