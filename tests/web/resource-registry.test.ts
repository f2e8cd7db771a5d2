import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pathOf, routeByName } from '../../domain/auth/routes.ts';
import { blueprintOf, outlinesOf } from '../../domain/resources/declaration.ts';
import { resourceOutlines } from '../../domain/resources/outlines.ts';
import { loadBlueprint } from '../../src/resources/generic/load-blueprint.ts';
import { loadDeclaration } from '../../src/resources/generic/load-declaration.ts';
import { publicScreens, screens } from '../../src/app/screens.tsx';
import { entryPathOf } from '../../src/components/layout/screen.ts';
import { resourceUnits } from '../../src/resources/registry.ts';
import { allDeclarations, declaringModules } from './support/declarations.ts';

describe('the SPA resource registry', () => {
  it('has one unit per declared resource, named as the declaration the server serves', () => {
    expect(resourceUnits.map((unit) => unit.name).toSorted()).toEqual(
      allDeclarations.map((declaration) => declaration.name).toSorted(),
    );
    expect(new Set(resourceUnits.map((unit) => unit.name)).size).toBe(resourceUnits.length);
  });

  it('reads the outlines the declarations give (run npm run generate after changing a declaration)', () => {
    expect(resourceOutlines).toEqual(outlinesOf(declaringModules));
  });

  it('loads each declaration alone from the file its outline names, the very object the server serves', async () => {
    for (const declaration of allDeclarations) expect(await loadDeclaration(declaration.name)).toBe(declaration);
  });

  it('loads each blueprint, the declaration less its schemas (run npm run generate after a change)', async () => {
    for (const declaration of allDeclarations) {
      const blueprint = await loadBlueprint(declaration.name);
      expect(blueprint).toEqual(blueprintOf(declaration));
      expect(Object.keys(blueprint).filter((key) => ['record', 'create', 'update'].includes(key))).toEqual([]);
    }
  });
});

describe('the side menu', () => {
  it('leads each entry to its screen, not to the "section not yet available" page of an unknown path', () => {
    const menuScreens = screens.filter((screen) => routeByName(screen.route)?.menu);
    expect(menuScreens.map((screen) => screen.route)).toContain('carbon-foot-print-calculator');
    for (const screen of menuScreens) {
      const pattern = `${pathOf(screen.route)}${screen.subPath ?? '/*'}`;
      expect(matchPath(pattern, entryPathOf(screen)), `${screen.route} at ${entryPathOf(screen)}`).not.toBeNull();
    }
    expect(entryPathOf({ route: 'carbon-foot-print-calculator', subPath: '/evaluator' })).toBe(
      '/carbon-foot-print-calculator/evaluator',
    );
    expect(entryPathOf({ route: 'project-bt', subPath: '/:id/bt/:childId?' })).toBe('/project-bt');
  });
});

describe("the units' public pages", () => {
  it('stand outside the portal frame, each a public route of the route table', () => {
    expect(publicScreens.map((screen) => screen.route)).toContain('verifica-attestato');
    for (const screen of publicScreens) expect(routeByName(screen.route)?.access).toBe('public');
    const framed = new Set(screens.map((screen) => screen.route));
    expect(publicScreens.filter((screen) => framed.has(screen.route))).toEqual([]);
  });
});

describe('the outlines of the declaring files', () => {
  const declaration = allDeclarations[0];

  it('refuses a name declared by two files', () => {
    expect(() => outlinesOf({ first: { declaration }, second: { again: declaration } })).toThrow(
      `domain/resources/second.ts and first.ts both declare ${declaration?.name ?? ''}`,
    );
  });

  it('skips what is not a declaration and orders by file name', () => {
    const [apartmentTypes, projects] = ['apartment-types', 'projects'].map((name) =>
      allDeclarations.find((candidate) => candidate.name === name),
    );
    const outlines = outlinesOf({ zeta: { apartmentTypes, label: 'x' }, alpha: { projects, count: 3 } });
    expect(outlines.map((outline) => [outline.module, outline.name])).toEqual([
      ['alpha', 'projects'],
      ['zeta', 'apartment-types'],
    ]);
  });
});
