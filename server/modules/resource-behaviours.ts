import type { ResourceBehaviour } from '../crud/behaviour.ts';

/**
 * What each generated resource does beyond its declaration, by resource name (one line per resource that has any;
 * a plain resource such as apartment types has no entry).
 */
export const resourceBehaviours: Partial<Record<string, ResourceBehaviour>> = {};
