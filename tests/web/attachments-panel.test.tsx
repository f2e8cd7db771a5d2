// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { RepositoryObject } from '../../domain/files/repository-objects.ts';
import { MAX_UPLOAD_BYTES } from '../../domain/files/upload-rules.ts';
import { AttachmentsPanel } from '../../src/components/attachments/attachments-panel.tsx';
import { signedUrlClient as uploadClient } from '../../src/hooks/use-api.ts';
import { httpClient } from '../../src/providers/http-client.ts';
import itAttachments from '../../locales/it/attachments.json';
import enAttachments from '../../locales/en/attachments.json';
import { type FakeApi, adapterOf, apiAnswer, apiPathOf } from './support/api-fakes.ts';
import { PortalFrame } from './support/portal-frame.tsx';

const projectId = '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b';
const listUrl = `/happyway/repository-objects?entity_id=${projectId}&entityType=Project&category=attachment`;

const stored = (index: number, name: string, size: number): RepositoryObject => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  name,
  meta: { category: 'attachment' },
  entityId: projectId,
  entityType: 'Project',
  contentType: 'application/pdf',
  size,
  uploadedBy: { id: '10000000-0000-4000-8000-000000000001', name: 'Marco Rossi' },
  createdAt: '2026-03-01T09:00:00.000Z',
  uploadedAt: '2026-03-01T09:01:00.000Z',
});

/** Our API and the signed URL in memory, behind the clients' transports (the real clients, the real request shapes). */
function fakeServer(initial: RepositoryObject[]) {
  let files = [...initial];
  const requests: string[] = [];
  let releaseUpload: () => void = () => undefined;
  let failUpload = false;
  const api: FakeApi = (request) => {
    const method = request.method.toUpperCase();
    const url = apiPathOf(request.url);
    requests.push(`${method} ${url}`);
    if (method === 'GET' && url === listUrl) return apiAnswer(200, { data: files });
    if (method === 'POST') {
      const body = request.data as { name: string; size: number; contentType: string };
      const object = {
        ...stored(files.length + 10, body.name, body.size),
        contentType: body.contentType,
        uploadedAt: null,
      };
      return apiAnswer(201, {
        object,
        uploadUrl: `http://localhost/api/files/${object.id}/content?expires=1&signature=x`,
        expiresAt: '2026-03-01T09:15:00.000Z',
      });
    }
    if (method === 'DELETE') {
      files = files.filter((file) => !url.endsWith(file.id));
      return apiAnswer(204, null);
    }
    return apiAnswer(404, { statusCode: 404, error: 'Not Found', message: 'Documento non trovato' });
  };
  const signedUrl: FakeApi = async (request) => {
    requests.push(
      `PUT ${request.url} ${String(request.headers['Content-Type'])} auth:${String(request.headers.Authorization !== undefined)}`,
    );
    const file = request.data as File;
    request.onUploadProgress?.({ loaded: file.size / 2, total: file.size });
    await new Promise<void>((resolve) => {
      releaseUpload = resolve;
    });
    if (failUpload)
      return apiAnswer(413, {
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'Il file inviato supera la dimensione dichiarata',
      });
    const id = /files\/([^/]+)\/content/.exec(request.url)?.[1] ?? '';
    files = [{ ...stored(files.length + 10, file.name, file.size), id }, ...files];
    return apiAnswer(204, null);
  };
  return {
    api,
    signedUrl,
    requests,
    release: () => {
      releaseUpload();
    },
    failNextUpload: () => {
      failUpload = true;
    },
  };
}

let server: ReturnType<typeof fakeServer>;
const originalTransports = { api: httpClient.defaults.adapter, upload: uploadClient.defaults.adapter };

function renderPanel(files: RepositoryObject[], permissions = { canUpload: true, canDelete: true }) {
  server = fakeServer(files);
  httpClient.defaults.adapter = adapterOf(server.api);
  uploadClient.defaults.adapter = adapterOf(server.signedUrl);
  render(
    <PortalFrame>
      <AttachmentsPanel
        entityType="Project"
        entityId={projectId}
        category="attachment"
        title="Allegati del progetto"
        {...permissions}
      />
    </PortalFrame>,
  );
}

const fileOf = (name: string, type: string, size: number) => {
  const file = new File([new Uint8Array(Math.min(size, 64))], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const choose = (file: File) => {
  fireEvent.change(screen.getByLabelText('Scegli il file da caricare in Allegati del progetto'), {
    target: { files: [file] },
  });
};
const listedNames = () =>
  within(screen.getByRole('list', { name: 'Allegati del progetto' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.MuiListItemText-primary')?.textContent);

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

afterEach(() => {
  cleanup();
  httpClient.defaults.adapter = originalTransports.api;
  uploadClient.defaults.adapter = originalTransports.upload;
});

describe('AttachmentsPanel', () => {
  it('lists the files with size in Italian format, who uploaded them and when', async () => {
    renderPanel([stored(1, 'Relazione tecnica.pdf', 1536), stored(2, 'Computo.xlsx', 3_355_443)]);
    expect(screen.getByRole('progressbar', { name: 'Caricamento dei documenti' })).toBeVisible();
    expect(await screen.findByText('Relazione tecnica.pdf')).toBeVisible();
    expect(listedNames()).toEqual(['Relazione tecnica.pdf', 'Computo.xlsx']);
    expect(screen.getByText('1,5 KB · Caricato da Marco Rossi il 01/03/2026, 10:01')).toBeVisible();
    expect(screen.getByText('3,2 MB · Caricato da Marco Rossi il 01/03/2026, 10:01')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Scarica Computo.xlsx' })).toBeVisible();
    expect(server.requests).toEqual([`GET ${listUrl}`]);
  });

  it("says 'Nessun documento caricato' when there is none, and hides upload and delete when not allowed", async () => {
    renderPanel([], { canUpload: false, canDelete: false });
    expect(await screen.findByText('Nessun documento caricato')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Carica documento' })).toBeNull();
    cleanup();
    renderPanel([stored(1, 'Relazione.pdf', 10)], { canUpload: false, canDelete: false });
    expect(await screen.findByText('Relazione.pdf')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Elimina Relazione.pdf' })).toBeNull();
  });

  it('refuses a file over 25 MB or of another type before sending anything', async () => {
    renderPanel([]);
    await screen.findByText('Nessun documento caricato');
    const input = screen.getByLabelText<HTMLInputElement>('Scegli il file da caricare in Allegati del progetto');
    expect(input.accept.split(',')).toContain('.dwg');
    choose(fileOf('Rilievo.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Il file supera la dimensione massima consentita (25 MB)',
    );
    choose(fileOf('setup.exe', 'application/x-msdownload', 100));
    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toContain('Tipo di file non consentito');
    });
    expect(server.requests).toEqual([`GET ${listUrl}`]);
  });

  it('uploads a file: POST, then PUT of the bytes to the signed URL with its progress, then the list again', async () => {
    renderPanel([]);
    await screen.findByText('Nessun documento caricato');
    fireEvent.click(screen.getByRole('button', { name: 'Carica documento' }));
    choose(fileOf('Pianta.dwg', '', 40));
    expect(await screen.findByText('Caricamento di «Pianta.dwg»: 50%')).toBeVisible();
    expect(
      screen
        .getByRole('progressbar', { name: 'Avanzamento del caricamento di Pianta.dwg' })
        .getAttribute('aria-valuenow'),
    ).toBe('50');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Carica documento' }).disabled).toBe(true);
    server.release();
    await waitFor(() => {
      expect(listedNames()).toEqual(['Pianta.dwg']);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(server.requests).toEqual([
      `GET ${listUrl}`,
      'POST /happyway/repository-objects',
      'PUT http://localhost/api/files/00000000-0000-4000-8000-000000000010/content?expires=1&signature=x image/vnd.dwg auth:false',
      `GET ${listUrl}`,
    ]);
  });

  it("shows 'Errore durante il caricamento del file' when the bytes are refused, and drops the pending record", async () => {
    renderPanel([]);
    await screen.findByText('Nessun documento caricato');
    server.failNextUpload();
    choose(fileOf('Relazione.pdf', 'application/pdf', 40));
    await screen.findByText('Caricamento di «Relazione.pdf»: 50%');
    server.release();
    expect((await screen.findByRole('alert')).textContent).toContain('Errore durante il caricamento del file');
    expect(server.requests.at(-1)).toBe('DELETE /happyway/repository-objects/00000000-0000-4000-8000-000000000010');
  });

  it('deletes a file only after the confirmation', async () => {
    renderPanel([stored(1, 'Relazione.pdf', 10), stored(2, 'Foto.jpg', 20)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Elimina Foto.jpg' }));
    let dialog = await screen.findByRole('dialog', { name: 'Eliminare il documento?' });
    expect(within(dialog).getByText('Il documento «Foto.jpg» sarà eliminato definitivamente.')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(server.requests.some((request) => request.startsWith('DELETE'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Elimina Foto.jpg' }));
    dialog = await screen.findByRole('dialog', { name: 'Eliminare il documento?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => {
      expect(listedNames()).toEqual(['Relazione.pdf']);
    });
    expect(server.requests).toContain('DELETE /happyway/repository-objects/00000000-0000-4000-8000-000000000002');
  });

  it("shows the server's Italian message when the download link cannot be had", async () => {
    renderPanel([stored(1, 'Relazione.pdf', 10)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Scarica Relazione.pdf' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Documento non trovato');
  });

  it('has every Italian key in English too', () => {
    expect(keyPaths(enAttachments).sort()).toEqual(keyPaths(itAttachments).sort());
  });
});
