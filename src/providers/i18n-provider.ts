import type { I18nProvider } from '@refinedev/core';
import type { i18n as I18next } from 'i18next';

/**
 * refine calls `translate(key, defaultMessage)` and `translate(key, options, defaultMessage)`: both reach i18next,
 * and a missing key falls back to the default message rather than showing the raw key.
 */
export function createI18nProvider(i18n: I18next): I18nProvider {
  return {
    translate: (key: string, options?: unknown, defaultMessage?: string) => {
      const fallback = typeof options === 'string' ? options : defaultMessage;
      const values = typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
      return i18n.exists(key) ? i18n.t(key, values) : (fallback ?? key);
    },
    changeLocale: (locale: string) => i18n.changeLanguage(locale),
    getLocale: () => i18n.language,
  };
}
