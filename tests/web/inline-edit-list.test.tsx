// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../src/i18n.ts';
import { theme } from '../../src/theme.ts';
import { ConfirmationProvider } from '../../src/components/shell/confirmation-provider.tsx';
import { InlineEditList, ItemActionButtons } from '../../src/components/inline-edit-list.tsx';

interface Stair {
  id: string;
  name: string;
}

const stairs: Stair[] = [
  { id: 's1', name: 'Scala A' },
  { id: 's2', name: 'Scala B' },
];

function show(remove: (stair: Stair) => Promise<unknown>, items: readonly Stair[] = stairs) {
  render(
    <ThemeProvider theme={theme}>
      <ConfirmationProvider>
        <InlineEditList
          headingId="stairs-title"
          title="Scale"
          items={items}
          canEdit
          addLabel="Aggiungi scala"
          empty="Nessuna scala"
          form={(stair, done) => (
            <form aria-label={stair ? `Modifica ${stair.name}` : 'Nuova scala'}>
              <button type="button" onClick={done}>
                Annulla modifica
              </button>
            </form>
          )}
          row={(stair, controls) => (
            <section aria-label={stair.name}>
              {controls && (
                <ItemActionButtons
                  controls={controls}
                  editLabel={`Modifica ${stair.name}`}
                  deleteLabel={`Elimina ${stair.name}`}
                />
              )}
            </section>
          )}
          askDelete={(stair) => ({
            title: 'Eliminare la scala?',
            text: `La scala ${stair.name} sarà eliminata.`,
          })}
          remove={remove}
        />
      </ConfirmationProvider>
    </ThemeProvider>,
  );
}

describe('a list edited in place', () => {
  afterEach(cleanup);

  it('says so when it has nothing', () => {
    show(vi.fn(), []);
    expect(screen.getByText('Nessuna scala')).toBeVisible();
  });

  it('swaps a row for its form, hides every other action meanwhile, and cancel brings the row back', () => {
    show(vi.fn());
    fireEvent.click(screen.getByRole('button', { name: 'Modifica Scala A' }));
    expect(screen.getByRole('form', { name: 'Modifica Scala A' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Elimina Scala B' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aggiungi scala' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Annulla modifica' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('button', { name: 'Modifica Scala A' })).toBeVisible();
  });

  it('opens the new item form from its add button', () => {
    show(vi.fn());
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi scala' }));
    expect(screen.getByRole('form', { name: 'Nuova scala' })).toBeVisible();
  });

  it('deletes only after the confirmation, and not when it is cancelled', async () => {
    const remove = vi.fn(() => Promise.resolve());
    show(remove);
    fireEvent.click(screen.getByRole('button', { name: 'Elimina Scala B' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('La scala Scala B sarà eliminata.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Elimina Scala B' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => {
      expect(remove).toHaveBeenCalledWith(stairs[1]);
    });
  });

  it("shows the server's message when the deletion fails", async () => {
    show(() => Promise.reject(new Error('refused')));
    fireEvent.click(screen.getByRole('button', { name: 'Elimina Scala A' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByRole('alert')).toBeVisible();
  });
});
