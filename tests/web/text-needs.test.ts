import { describe, expect, it, vi } from 'vitest';
import { fileURLToPath } from 'node:url';
import { namespacesNamedIn, textNamespaces } from '../../build/text-namespaces.ts';

describe('each module asks for the namespaces of its own texts', () => {
  const known = new Set(['crud', 'projects', 'lists']);

  it("finds the namespaces a module's keys name, typed or built, and nothing else", () => {
    const code =
      "t('projects.fields.name'); t(`crud.${action}`); label(\"lists.empty\"); fetch('/happyway/projects'); t('unknown.key'); 'projects'";
    expect(namespacesNamedIn(code, known)).toEqual(['crud', 'lists', 'projects']);
  });

  it("appends the ask to a screen's module, not to a unit's declaration, whose generated screens ask for its keys", () => {
    const { transform } = textNamespaces();
    if (typeof transform !== 'function') throw new Error('the plugin transforms each module');
    const code = "export const unit = { title: 'news.titles.list' };";
    const at = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
    const run = (path: string): unknown => Reflect.apply(transform, {}, [code, at(path)]);
    const screen = run('src/resources/news/news-card.tsx');
    expect(typeof screen === 'object' && screen !== null && 'code' in screen ? String(screen.code) : '').toContain(
      '__needTexts(["news"])',
    );
    expect(run('src/resources/news/index.ts')).toBeNull();
  });

  it("loads what was asked before the portal's i18next was there, once, and a screen waits for it", async () => {
    vi.resetModules();
    const { loadTextsWith, needTexts, textsAskedSoFar } = await import('../../src/i18n/text-needs.ts');
    const loads: string[][] = [];
    const finishes: (() => void)[] = [];
    needTexts(['projects', 'crud']);
    loadTextsWith((namespaces) => {
      loads.push(namespaces);
      return new Promise<void>((resolve) => {
        finishes.push(resolve);
      });
    });
    needTexts(['crud', 'lists']);
    expect(loads).toEqual([['projects', 'crud'], ['lists']]);
    let settled = false;
    const waiting = textsAskedSoFar().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    for (const finish of finishes) finish();
    await waiting;
    expect(settled).toBe(true);
  });
});
