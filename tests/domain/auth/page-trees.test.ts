import { describe, expect, it } from 'vitest';
import { pageTreeOf } from '../../../domain/auth/page-trees.ts';

describe('the tree a path opens', () => {
  it('opens the wizard on its paths, the welcome page on the root for a visitor, and the portal elsewhere', () => {
    expect(pageTreeOf('/wizard')).toBe('wizard');
    expect(pageTreeOf('/wizard/risultato/abc')).toBe('wizard');
    expect(pageTreeOf('/wizards')).toBe('portal');
    expect(pageTreeOf('/')).toBe('welcome');
    expect(pageTreeOf('/welcome/')).toBe('welcome');
    expect(pageTreeOf('/welcome', true)).toBe('portal');
    expect(pageTreeOf('/projects')).toBe('portal');
  });
});
