import { apartmentTypes } from './apartment-types.ts';
import type { ResourceDeclaration } from './declaration.ts';

/** Every generated resource, once: the server registers its routes and the SPA its screens and menu entry from here. */
export const resourceDeclarations: readonly ResourceDeclaration[] = [apartmentTypes];
