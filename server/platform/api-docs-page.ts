import { escapeHtml } from '../http/escape-html.ts';

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
}

export interface OpenApiDocument {
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'];

/** The API for humans: every operation by tag (method, path, summary), linking the machine-readable document. */
export function apiDocsPage(document: OpenApiDocument, openApiUrl: string): string {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of methods) {
      const operation = operations[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'altro';
      const text = operation.summary ?? operation.description ?? '';
      const row = `<tr><td><code>${method.toUpperCase()}</code></td><td><code>/api${escapeHtml(path)}</code></td><td>${escapeHtml(text)}</td></tr>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), row]);
    }
  }
  const sections = [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([tag, rows]) =>
        `<section><h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2><table><thead><tr><th>metodo</th><th>percorso</th><th>descrizione</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`,
    );
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} · documentazione</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.3rem .5rem;text-align:left;vertical-align:top}code{font-size:.9em}</style>
</head><body><h1>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</h1>
<p>Documento OpenAPI completo (schemi di richiesta e risposta): <a href="${escapeHtml(openApiUrl)}">${escapeHtml(openApiUrl)}</a></p>
${sections.join('\n')}</body></html>`;
}
