import { describe, expect, it } from 'vitest';
import { resourceDeclarations } from '../../domain/resources/registry.ts';
import { resourceUnits } from '../../src/resources/registry.ts';

describe('the SPA resource registry', () => {
  it('has one unit per declared resource, each with the very declaration the server serves', () => {
    expect(resourceUnits.map((unit) => unit.declaration)).toEqual(expect.arrayContaining([...resourceDeclarations]));
    expect(resourceUnits).toHaveLength(resourceDeclarations.length);
    expect(new Set(resourceUnits.map((unit) => unit.declaration.name)).size).toBe(resourceUnits.length);
  });
});
