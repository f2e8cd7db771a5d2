import { describe, expect, it } from 'vitest';
import { i18n, portalNamespaces } from '../../src/i18n.ts';
import type { Translate } from '../../src/i18n/use-translation.ts';

/**
 * Translation keys are typed from the Italian files (i18next's CustomTypeOptions): `npm run typecheck` fails on a key
 * that no file has. Each `@ts-expect-error` below is itself an error if the line after it typechecks, so this file
 * proves that a wrong key does not.
 */
const t: Translate = i18n.getFixedT(null, portalNamespaces);

describe('typed translation keys', () => {
  it('accept a key of an Italian file, and refuse one that no file has', () => {
    expect(t('notifications-page.unreadCount', { count: 1 })).toBe('1 notifica da leggere');
    // @ts-expect-error: the namespace has no such key.
    expect(t('notifications-page.unreadCont', { count: 1 })).toBe('notifications-page.unreadCont');
    // @ts-expect-error: no Italian file is named so.
    expect(t('notification-page.unreadCount')).toContain('notification-page.unreadCount');
  });
});
