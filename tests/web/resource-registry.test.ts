import { describe, expect, it } from 'vitest';
import { outlineOf } from '../../domain/resources/declaration.ts';
import { resourceOutlines } from '../../domain/resources/outlines.ts';
import { resourceDeclarations } from '../../domain/resources/registry.ts';
import { loadDeclaration } from '../../src/resources/generic/load-declaration.ts';
import { resourceUnits } from '../../src/resources/registry.ts';

describe('the SPA resource registry', () => {
  it('has one unit per declared resource, named as the declaration the server serves', () => {
    expect(resourceUnits.map((unit) => unit.name).toSorted()).toEqual(
      resourceDeclarations.map((declaration) => declaration.name).toSorted(),
    );
    expect(new Set(resourceUnits.map((unit) => unit.name)).size).toBe(resourceUnits.length);
  });

  it('reads the outlines the declarations give (run scripts/generate-resource-outlines.ts after changing a declaration)', () => {
    expect(resourceOutlines).toEqual(
      resourceDeclarations.map((declaration, index) => outlineOf(declaration, resourceOutlines[index]?.module ?? '')),
    );
  });

  it('loads each declaration alone from the file its outline names, the very object the server serves', async () => {
    for (const declaration of resourceDeclarations) expect(await loadDeclaration(declaration.name)).toBe(declaration);
  });
});
