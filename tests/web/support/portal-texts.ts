import { i18n, portalNamespaces } from '../../../src/i18n.ts';

/**
 * Web tests draw a screen's components without the lazy route that brings the portal's texts beyond the first load
 * (withPortalTexts), so every test file starts with all of them, as a screen does.
 */
await i18n.loadNamespaces(portalNamespaces);
