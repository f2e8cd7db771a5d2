import { isDeclaration, type ResourceDeclaration } from '../../../domain/resources/declaration.ts';

const loaded = import.meta.glob<Record<string, unknown>>(
  ['../../../domain/resources/*.ts', '!../../../domain/resources/{declaration,outlines}.ts'],
  { eager: true },
);

/** Each declaring file of domain/resources/ by its name without `.ts`, with its exports. */
export const declaringModules: Readonly<Record<string, Record<string, unknown>>> = Object.fromEntries(
  Object.entries(loaded).map(([path, exports]) => [path.slice(path.lastIndexOf('/') + 1, -'.ts'.length), exports]),
);

/** Every declaration the declaring files export. */
export const allDeclarations: readonly ResourceDeclaration[] = Object.values(declaringModules).flatMap((exports) =>
  Object.values(exports).filter(isDeclaration),
);
