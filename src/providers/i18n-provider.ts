import type { I18nProvider } from '@refinedev/core';
import type { i18n as I18next, TOptions } from 'i18next';
import { portalNamespaces } from '../i18n.ts';
import { textFromData } from '../i18n/use-translation.ts';

/**
 * refine calls `translate(key, defaultMessage)` and `translate(key, options, defaultMessage)`: both reach the portal's
 * i18next, and a missing key falls back to the default message rather than showing the raw key.
 */
export function createI18nProvider(i18n: I18next): I18nProvider {
  return {
    translate: (key: string, options?: unknown, defaultMessage?: string) => {
      const fallback = typeof options === 'string' ? options : defaultMessage;
      const values: TOptions = typeof options === 'object' && options !== null ? { ...options } : {};
      return i18n.exists(key, values)
        ? textFromData(i18n.getFixedT(null, portalNamespaces), key, values)
        : (fallback ?? key);
    },
    changeLocale: (locale: string) => i18n.changeLanguage(locale),
    getLocale: () => i18n.language,
  };
}
