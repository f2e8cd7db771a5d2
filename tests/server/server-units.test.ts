import { describe, expect, it } from 'vitest';
import { resourceOutlines } from '../../domain/resources/outlines.ts';
import { serverUnits } from '../../server/modules/units.ts';

describe('the server unit registry', () => {
  it('serves every declared resource once, with the declaration its outline describes', () => {
    expect(serverUnits.map((unit) => unit.declaration.name).toSorted()).toEqual(
      resourceOutlines.map((outline) => outline.name).toSorted(),
    );
    for (const outline of resourceOutlines) {
      const unit = serverUnits.find((candidate) => candidate.declaration.name === outline.name);
      expect(unit?.declaration.apiPath).toBe(outline.apiPath);
      expect(unit?.declaration.access).toEqual(outline.access);
    }
  });
});
