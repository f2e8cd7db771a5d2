// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import '../../src/i18n.ts';
import type { WaitingMember } from '../../domain/schemas/network.ts';
import { ToApproveTable } from '../../src/pages/network/to-approve-table.tsx';
import { theme } from '../../src/theme.ts';

const member: WaitingMember = {
  profileId: '7d3c4b1e-1f7a-4b55-9d0e-3a2b1c0d9e8f',
  firstName: 'Chiara',
  lastName: 'Bianchi',
  email: 'chiara.bianchi@studio-bianchi-progettazione.example.it',
  phone: '3351112299',
  registeredAt: '2026-03-02T09:00:00.000Z',
  network: { id: '0b9a8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Rete Demo HappyWay', code: 'DEMO2026' },
  roles: [{ roleId: 103, roleName: 'Designer', status: 'Waiting', statusReason: null }],
  details: {
    companyName: 'Studio Bianchi',
    vatNumber: '09876543217',
    fiscalCode: 'BNCCHR90A41H501X',
    city: 'Roma',
    province: 'RM',
    professionalCategory: 'Architect',
  },
};

afterEach(cleanup);

describe("the registrant's details in the to-approve list", () => {
  it('opens from a button that says whose details it shows and whether they are open, and lists what was entered', () => {
    render(
      <ThemeProvider theme={theme}>
        <ToApproveTable members={[member]} busy={false} onApprove={() => undefined} onReject={() => undefined} />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('group', { name: 'Dati di registrazione di Chiara Bianchi' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Mostra i dati di registrazione di Chiara Bianchi' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Nascondi i dati di registrazione di Chiara Bianchi');
    const details = screen.getByRole('group', { name: 'Dati di registrazione di Chiara Bianchi' });
    expect(toggle.getAttribute('aria-controls')).toBe(details.id);
    const shown = within(details)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(shown).toEqual([
      ['Telefono', '3351112299'],
      ['Azienda o studio', 'Studio Bianchi'],
      ['Partita IVA', '09876543217'],
      ["Codice fiscale dell'azienda", 'BNCCHR90A41H501X'],
      ['Città', 'Roma (RM)'],
      ['Categoria professionale', 'Architetto'],
    ]);
  });

  it("shows a dash for what a registrant's flow did not ask", () => {
    const withoutCategory = {
      ...member,
      phone: null,
      details: { ...member.details, professionalCategory: null, fiscalCode: null },
    };
    render(
      <ThemeProvider theme={theme}>
        <ToApproveTable
          members={[withoutCategory]}
          busy={false}
          onApprove={() => undefined}
          onReject={() => undefined}
        />
      </ThemeProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mostra i dati di registrazione di Chiara Bianchi' }));
    const details = screen.getByRole('group', { name: 'Dati di registrazione di Chiara Bianchi' });
    expect(
      within(details)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['—', 'Studio Bianchi', '09876543217', '—', 'Roma (RM)', '—']);
  });
});
