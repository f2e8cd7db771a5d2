// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider, HttpError } from '@refinedev/core';
import type { ReactElement } from 'react';
import { NotificationBell } from '../../src/resources/notifications/notification-bell.tsx';
import { NotificationsPage } from '../../src/resources/notifications/notifications-page.tsx';
import type { NotificationRecord } from '../../src/resources/notifications/notifications-resource.ts';
import itNotifications from '../../locales/it/notifications-page.json';
import enNotifications from '../../locales/en/notifications-page.json';
import { PortalFrame } from './support/portal-frame.tsx';

const apiPath = '/notification/notification';

const notice = (index: number, read = false, link: string | null = null): NotificationRecord => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  kind: 'welcome',
  title: `Avviso ${String(index)}`,
  body: `Testo dell'avviso ${String(index)}`,
  link,
  read,
  createdAt: new Date(Date.UTC(2026, 2, 1, 9, index)).toISOString(),
});

/** The API in memory, newest first, answering refine's calls the way the real data provider would. */
function fakeApi(initial: NotificationRecord[], failure?: HttpError) {
  let rows = [...initial].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const paths: unknown[] = [];
  const changes: unknown[] = [];
  const dataProvider: DataProvider = {
    getApiUrl: () => '/api',
    getList: async ({ pagination, filters, meta }) => {
      paths.push(meta?.path);
      if (failure) throw failure;
      const read = filters?.find((filter) => 'field' in filter && filter.field === 'read')?.value as string | undefined;
      const matching = rows.filter((row) => read === undefined || String(row.read) === read);
      const size = pagination?.pageSize ?? 20;
      const start = ((pagination?.currentPage ?? 1) - 1) * size;
      return { data: matching.slice(start, start + size) as never[], total: matching.length };
    },
    getOne: () => Promise.reject(new Error('not used')),
    create: () => Promise.reject(new Error('not used')),
    update: ({ id, variables, meta }) => {
      changes.push(['PUT', `${String(meta?.path)}/${String(id)}`, variables]);
      const { read } = variables as { read: boolean };
      rows = rows.map((row) => (row.id === id ? { ...row, read } : row));
      return Promise.resolve({ data: rows.find((row) => row.id === id) as never });
    },
    deleteOne: ({ id, meta }) => {
      changes.push(['DELETE', `${String(meta?.path)}/${String(id)}`]);
      rows = rows.filter((row) => row.id !== id);
      return Promise.resolve({ data: {} as never });
    },
    custom: ({ url, method }) => {
      changes.push([method.toUpperCase(), url]);
      const updated = rows.filter((row) => !row.read).length;
      rows = rows.map((row) => ({ ...row, read: true }));
      return Promise.resolve({ data: { updated } as never });
    },
  };
  return { dataProvider, paths, changes, rows: () => rows };
}

function renderWith(api: ReturnType<typeof fakeApi>, element: ReactElement = <NotificationsPage />) {
  render(
    <PortalFrame at="/notifications" dataProvider={api.dataProvider}>
      {element}
    </PortalFrame>,
  );
}

const rowTitles = () =>
  within(screen.getByRole('list', { name: 'Elenco delle notifiche' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

afterEach(cleanup);

describe('NotificationsPage', () => {
  it('lists the notices newest first with body and Italian date, marking the unread ones', async () => {
    const api = fakeApi([notice(1, true), notice(2), notice(3)]);
    renderWith(api);
    expect(await screen.findByText("Testo dell'avviso 3")).toBeVisible();
    expect(rowTitles()).toEqual(['Non letta: Avviso 3', 'Non letta: Avviso 2', 'Avviso 1']);
    expect(screen.getByText('2 notifiche da leggere')).toBeVisible();
    expect(screen.getByText('01/03/2026, 10:01')).toBeVisible();
    expect(screen.getByText('Risultati trovati: 3')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Pagine delle notifiche' })).toBeNull();
    expect(new Set(api.paths)).toEqual(new Set([apiPath]));
  });

  it('marks a notice read and unread again with PUT, updating the count', async () => {
    const api = fakeApi([notice(1), notice(2)]);
    renderWith(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Segna come letta: Avviso 1' }));
    const markUnread = await screen.findByRole('button', { name: 'Segna come non letta: Avviso 1' });
    expect(await screen.findByText('1 notifica da leggere')).toBeVisible();
    fireEvent.click(markUnread);
    expect(await screen.findByRole('button', { name: 'Segna come letta: Avviso 1' })).toBeVisible();
    expect(api.changes).toEqual([
      ['PUT', `${apiPath}/${notice(1).id}`, { read: true }],
      ['PUT', `${apiPath}/${notice(1).id}`, { read: false }],
    ]);
  });

  it('deletes a notice only after the confirmation dialog', async () => {
    const api = fakeApi([notice(1), notice(2)]);
    renderWith(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Elimina notifica: Avviso 2' }));
    let dialog = await screen.findByRole('dialog', { name: 'Eliminare la notifica?' });
    expect(within(dialog).getByText('La notifica «Avviso 2» sarà eliminata definitivamente.')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(api.changes).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Elimina notifica: Avviso 2' }));
    dialog = await screen.findByRole('dialog', { name: 'Eliminare la notifica?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => {
      expect(rowTitles()).toEqual(['Non letta: Avviso 1']);
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(api.changes).toEqual([['DELETE', `${apiPath}/${notice(2).id}`]]);
  });

  it("marks them all read with 'Segna tutte come lette', which then turns off", async () => {
    const api = fakeApi([notice(1), notice(2), notice(3, true)]);
    renderWith(api);
    const markAll = await screen.findByRole('button', { name: 'Segna tutte come lette' });
    await waitFor(() => {
      expect(markAll.hasAttribute('disabled')).toBe(false);
    });
    fireEvent.click(markAll);
    await waitFor(() => {
      expect(rowTitles()).toEqual(['Avviso 3', 'Avviso 2', 'Avviso 1']);
    });
    expect(await screen.findByText('Nessuna notifica da leggere')).toBeVisible();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Segna tutte come lette' }).disabled).toBe(true);
    expect(api.changes).toEqual([['POST', `${apiPath}/mark/readall`]]);
  });

  it("says 'Nessuna notifica' when there is none", async () => {
    renderWith(fakeApi([]));
    expect(await screen.findByText('Nessuna notifica')).toBeVisible();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Segna tutte come lette' }).disabled).toBe(true);
  });

  it('shows the loading state, then the Italian error of a failed load', async () => {
    renderWith(fakeApi([], { message: 'Errore nella connessione. Riprovare più tardi', statusCode: 0 }));
    expect(screen.getByRole('progressbar', { name: 'Caricamento delle notifiche' })).toBeVisible();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Errore nella connessione. Riprovare più tardi');
    expect(within(alert).getByRole('button', { name: 'Riprova' })).toBeVisible();
  });

  it('pages through more than twenty notices', async () => {
    renderWith(fakeApi(Array.from({ length: 25 }, (_, index) => notice(index + 1))));
    expect(await screen.findByText('Risultati trovati: 25')).toBeVisible();
    expect(rowTitles()).toHaveLength(20);
    const paging = screen.getByRole('navigation', { name: 'Paginazione' });
    fireEvent.click(within(paging).getByRole('button', { name: 'Successiva' }));
    await waitFor(() => {
      expect(rowTitles()).toEqual([
        'Non letta: Avviso 5',
        'Non letta: Avviso 4',
        'Non letta: Avviso 3',
        'Non letta: Avviso 2',
        'Non letta: Avviso 1',
      ]);
    });
    expect(within(paging).getByRole('button', { name: 'Pagina 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(paging).getByRole('button', { name: 'Prima' })).toBeVisible();
    expect(within(paging).getByRole('button', { name: 'Ultima' })).toBeVisible();
  });
});

describe('NotificationBell', () => {
  it('names the unread count and links to /notifications', async () => {
    const api = fakeApi([notice(1), notice(2), notice(3), notice(4, true)]);
    renderWith(api, <NotificationBell />);
    const bell = await screen.findByRole('link', { name: 'Notifiche, 3 non lette' });
    expect(bell.getAttribute('href')).toBe('/notifications');
    expect(bell.textContent).toContain('3');
  });

  it('says none is unread when all are read', async () => {
    renderWith(fakeApi([notice(1, true)]), <NotificationBell />);
    expect(await screen.findByRole('link', { name: 'Notifiche, nessuna non letta' })).toBeVisible();
  });

  it('asks again every 5 minutes beside the live stream', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = fakeApi([notice(1)]);
      renderWith(api, <NotificationBell />);
      await screen.findByRole('link', { name: 'Notifiche, 1 non letta' });
      const asked = api.paths.length;
      await vi.advanceTimersByTimeAsync(300_000);
      await waitFor(() => {
        expect(api.paths.length).toBe(asked + 1);
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('notifications locales', () => {
  it('gives the English fallback exactly the Italian keys', () => {
    expect(keyPaths(enNotifications).sort()).toEqual(keyPaths(itNotifications).sort());
  });
});
