import { LOCALE, PLATFORM_SETTINGS } from './rules/constants.ts';

/** Headers of spec section 7 that every API request carries (the bearer token is added per request). */
export const standardRequestHeaders = {
  'Accept-Language': LOCALE,
  'application-id': PLATFORM_SETTINGS.headerId,
  'frontend-id': PLATFORM_SETTINGS.frontendId,
} as const;

/**
 * Spec section 6: some calls carry `X-AppRole: <role id>` (for example 103). On the project list, stats and export the
 * server then applies only that role's part of the visibility rule, when the caller holds the role Active.
 */
export const APP_ROLE_HEADER = 'X-AppRole';
