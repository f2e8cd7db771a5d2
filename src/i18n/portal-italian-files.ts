import type { ResourceKey } from 'i18next';

/**
 * Every Italian file of the portal, in one chunk that the first screen beyond the homes loads (one request rather than
 * one per namespace); the homes' files stay in the first load, which this chunk shares rather than repeats.
 */
export const portalItalianFiles = import.meta.glob<ResourceKey>(['../../locales/it/*.json', '!../../locales/it/{wizard,handoff,welcome}.json'], {
  eager: true,
  import: 'default',
});
