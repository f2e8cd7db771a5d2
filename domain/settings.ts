import { LOCALE, PLATFORM_SETTINGS } from './rules/constants.ts';

/** Headers of spec section 7 that every API request carries (the bearer token is added per request). */
export const standardRequestHeaders = {
  'Accept-Language': LOCALE,
  'application-id': PLATFORM_SETTINGS.headerId,
  'frontend-id': PLATFORM_SETTINGS.frontendId,
} as const;
