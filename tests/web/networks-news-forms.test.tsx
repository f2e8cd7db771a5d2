// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider, HttpError } from '@refinedev/core';
import type { ResourceDeclaration } from '../../domain/resources/declaration.ts';
import { hwNetworks } from '../../domain/resources/networks.ts';
import { newsPosts } from '../../domain/resources/news.ts';
import { ResourceForm } from '../../src/resources/generic/resource-form.tsx';
import { renderGeneratedResource } from './support/render-generated-resource.tsx';

/** A data provider whose create refuses with `failure`, recording what the form sent; no list has rows. */
function fakeApi(failure?: HttpError) {
  const writes: unknown[] = [];
  const dataProvider: DataProvider = {
    getApiUrl: () => '/api',
    getList: () => Promise.resolve({ data: [], total: 0 }),
    getOne: () => Promise.reject(new Error('not used')),
    create: async ({ variables }) => {
      writes.push(variables);
      if (failure) throw failure;
      return { data: { id: '00000000-0000-4000-8000-000000000009', ...variables } as never };
    },
    update: () => Promise.reject(new Error('not used')),
    deleteOne: () => Promise.reject(new Error('not used')),
  };
  return { dataProvider, writes };
}

function renderCreate(declaration: ResourceDeclaration, api: ReturnType<typeof fakeApi>, notices: string[] = []) {
  renderGeneratedResource({
    url: `/${declaration.name}/create`,
    dataProvider: api.dataProvider,
    notificationProvider: {
      open: ({ message }) => {
        notices.push(message);
      },
      close: () => undefined,
    },
    children: <ResourceForm declaration={declaration} mode="create" />,
  });
}

afterEach(cleanup);

describe('the network form', () => {
  it('says an empty Tipo is required, not invalid', async () => {
    renderCreate(hwNetworks, fakeApi());
    const form = await screen.findByRole('form', { name: 'Nuova rete' });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(form).findByText('Il campo Tipo è richiesto')).toBeVisible();
    expect(within(form).queryByText('Tipo di rete non valido')).toBeNull();
  });

  it("shows the server's refusal of the hub head's e-mail on that field, without a status-code toast", async () => {
    const notices: string[] = [];
    const api = fakeApi({
      message: 'Email già in uso',
      statusCode: 400,
      errors: { hubHeadEmail: 'Email già in uso: hubhead@demo.example' },
    });
    renderCreate(hwNetworks, api, notices);
    const form = await screen.findByRole('form', { name: 'Nuova rete' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Nome/ }), { target: { value: 'Rete Capo' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Codice/ }), { target: { value: 'CAPO2026' } });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: /Tipo/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Control Manager' }));
    const email = within(form).getByRole('textbox', { name: /E-mail del capo hub/ });
    fireEvent.change(email, { target: { value: 'hubhead@demo.example' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(form).findByText('Email già in uso: hubhead@demo.example')).toBeVisible();
    await waitFor(() => {
      expect(email.getAttribute('aria-invalid')).toBe('true');
    });
    expect(api.writes).toHaveLength(1);
    expect(notices.filter((notice) => notice.includes('codice'))).toEqual([]);
  });
});

describe('the news form', () => {
  it('shows the formatting help of the text and what an empty Rete means', async () => {
    renderCreate(newsPosts, fakeApi());
    const form = await screen.findByRole('form', { name: 'Nuova notizia' });
    expect(within(form).getByText(/^Formattazione ammessa: <b>grassetto<\/b>/)).toBeVisible();
    const network = within(form).getByRole('combobox', { name: 'Rete' });
    const helpId = network.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(helpId)?.textContent).toBe(
      'Lascia vuoto per pubblicare la notizia in tutte le reti. Un capo hub pubblica sempre nella propria rete.',
    );
  });
});
