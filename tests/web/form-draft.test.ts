// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetDraftsUnlessReloaded, formDraftKey } from '../../src/resources/generic/form-drafts.ts';

const projectDraft = formDraftKey('user-1', 'projects', 'p-1');
const newCondominium = formDraftKey('user-1', 'condominiums', undefined);

function leaveDrafts() {
  sessionStorage.setItem(projectDraft, JSON.stringify({ name: 'Nome scartato' }));
  sessionStorage.setItem(newCondominium, JSON.stringify({ name: 'Condominio a metà' }));
  sessionStorage.setItem('happyway.registration.designer', JSON.stringify({ step: 2 }));
}

afterEach(() => {
  sessionStorage.clear();
});

describe("a form's draft at the portal's start", () => {
  it('comes back after a reload', () => {
    leaveDrafts();
    forgetDraftsUnlessReloaded('reload');
    expect(sessionStorage.getItem(projectDraft)).toBe(JSON.stringify({ name: 'Nome scartato' }));
    expect(sessionStorage.getItem(newCondominium)).not.toBeNull();
  });

  it.each(['navigate', 'back_forward'])(
    'is dropped when the page was left without saving and opened again (%s), and nothing else is',
    (loadType) => {
      leaveDrafts();
      forgetDraftsUnlessReloaded(loadType);
      expect(sessionStorage.getItem(projectDraft)).toBeNull();
      expect(sessionStorage.getItem(newCondominium)).toBeNull();
      expect(sessionStorage.getItem('happyway.registration.designer')).toBe(JSON.stringify({ step: 2 }));
    },
  );
});
