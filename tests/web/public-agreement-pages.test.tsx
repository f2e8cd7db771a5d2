// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Agreement } from '../../domain/schemas/agreements.ts';
import { AgreementDetailPage } from '../../src/pages/agreements/public-agreement-pages.tsx';
import { httpClient } from '../../src/providers/http-client.ts';
import { type FakeAnswer, adapterOf, apiAnswer } from './support/api-fakes.ts';
import { PortalFrame } from './support/portal-frame.tsx';

const id = '7a1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b';
const ethics: Agreement = {
  id,
  kind: 'ethics',
  title: 'Codice etico',
  body: 'Chi aderisce alla rete agisce con lealtà.',
  version: 2,
  required: true,
};

const originalTransport = httpClient.defaults.adapter;
afterEach(() => {
  cleanup();
  httpClient.defaults.adapter = originalTransport;
});

/** The page at /agreement/:id, its API answering each request with the next of `answers` (the last one after that). */
function renderAgreement(answers: (() => Promise<FakeAnswer>)[]) {
  let asked = 0;
  httpClient.defaults.adapter = adapterOf(() => {
    const answer = answers[Math.min(asked, answers.length - 1)];
    asked += 1;
    if (!answer) throw new Error('no answer given');
    return answer();
  });
  render(
    <PortalFrame at={`/agreement/${id}`}>
      <Routes>
        <Route path="/agreement/:id" element={<AgreementDetailPage />} />
      </Routes>
    </PortalFrame>,
  );
}

describe('a public agreement page', () => {
  it('shows the agreement’s text once loaded', async () => {
    renderAgreement([() => apiAnswer(200, ethics)]);
    expect(await screen.findByText('Chi aderisce alla rete agisce con lealtà.')).toBeTruthy();
  });

  it('says an agreement that does not exist is not found, without offering to ask again', async () => {
    renderAgreement([() => apiAnswer(404, { statusCode: 404, error: 'Not Found', message: 'Accordo non trovato' })]);
    expect(await screen.findByText('Accordo non trovato')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
  });

  it('offers Riprova when the server could not answer, and shows the text once it does', async () => {
    renderAgreement([
      () =>
        apiAnswer(503, {
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'Servizio momentaneamente non disponibile: riprova tra qualche istante.',
        }),
      () => apiAnswer(200, ethics),
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain('Errore nella connessione. Riprovare più tardi');
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Chi aderisce alla rete agisce con lealtà.')).toBeTruthy();
  });
});
