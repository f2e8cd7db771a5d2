import type { ItalianResources } from './italian-resources.ts';

/** A namespace: one Italian locale file, named as the file. */
export type Namespace = keyof ItalianResources;

/** The public pages' own namespaces: the portal never loads them. */
export type PublicNamespace = 'handoff' | 'welcome' | 'wizard';

export type PortalNamespace = Exclude<Namespace, PublicNamespace>;
