// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders } from 'axios';
import type { Organization } from '../../domain/schemas/company-data.ts';
import '../../src/i18n.ts';
import { CompanyDataForm } from '../../src/pages/profile/company-data-form.tsx';
import { httpClient } from '../../src/providers/http-client.ts';
import { theme } from '../../src/theme.ts';

const organization: Organization = {
  id: '00000000-0000-4000-8000-000000000010',
  name: 'Studio Demo Riqualifica S.r.l.',
  vatNumber: '01234567897',
  phone: null,
  street: 'Via Roma',
  houseNumber: '1',
  zip: '20121',
  city: 'Milano',
  province: 'MI',
  nation: 'Italia',
  address: null,
  certifiedEmail: null,
  electronicInvoicingCode: null,
  website: null,
  publicDescription: null,
};

function renderForm() {
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <CompanyDataForm organization={organization} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return screen.getByRole('form', { name: 'Dati aziendali' });
}

const field = (form: HTMLElement, name: RegExp) => within(form).getByRole('textbox', { name });

function conflict(): AxiosError {
  const body = {
    statusCode: 409,
    error: 'Conflict',
    message: 'Partita IVA già registrata',
    errors: [{ path: 'vatNumber', message: 'Partita IVA già registrata' }],
  };
  const config = { method: 'put', url: '/profile/organization', headers: new AxiosHeaders() };
  return new AxiosError(
    'Request failed with status code 409',
    AxiosError.ERR_BAD_REQUEST,
    config,
    {},
    { status: 409, statusText: '', headers: {}, config, data: body },
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the company data section', () => {
  it('shows the spec messages under the fields and sends nothing while they are wrong', async () => {
    const request = vi.spyOn(httpClient, 'request');
    const form = renderForm();
    fireEvent.change(field(form, /^Partita IVA/), { target: { value: '01234567890' } });
    fireEvent.blur(field(form, /^Partita IVA/));
    expect(await within(form).findByText('Partita IVA non valida')).toBeVisible();
    fireEvent.change(field(form, /^Città/), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(form).findByText('La città è necessaria ai fini della geolocalizzazione')).toBeVisible();
    expect(field(form, /^Partita IVA/).getAttribute('aria-invalid')).toBe('true');
    expect(request).not.toHaveBeenCalled();
  });

  it("puts the server's VAT conflict on the field and says to fix it", async () => {
    const request = vi.spyOn(httpClient, 'request').mockRejectedValue(conflict());
    const form = renderForm();
    fireEvent.change(field(form, /^Partita IVA/), { target: { value: '12345678903' } });
    fireEvent.change(field(form, /^Provincia/), { target: { value: 'mi' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(form).findByText('Partita IVA già registrata')).toBeVisible();
    expect(within(form).getByRole('alert').textContent).toBe('Correggi i campi evidenziati.');
    await waitFor(() => {
      expect(request).toHaveBeenCalledTimes(1);
    });
    expect(request.mock.calls[0]?.[0]).toMatchObject({
      method: 'PUT',
      url: `/profile/organization/${organization.id}`,
      data: expect.objectContaining({ vatNumber: '12345678903', province: 'MI', phone: null }) as unknown,
    });
  });
});
