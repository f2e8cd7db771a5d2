import type { I18nProvider } from '@refinedev/core';
import type { TranslateOptions, Translator } from '../i18n/translator.ts';

/**
 * refine calls `translate(key, defaultMessage)` and `translate(key, options, defaultMessage)`: both reach the portal's
 * translator, and a missing key falls back to the default message rather than showing the raw key.
 */
export function createI18nProvider(i18n: Translator): I18nProvider {
  return {
    translate: (key: string, options?: unknown, defaultMessage?: string) => {
      const fallback = typeof options === 'string' ? options : defaultMessage;
      const values: TranslateOptions = typeof options === 'object' && options !== null ? { ...options } : {};
      return i18n.exists(key, values) ? i18n.t(key, values) : (fallback ?? key);
    },
    changeLocale: (locale: string) => i18n.changeLanguage(locale),
    getLocale: () => i18n.language,
  };
}
