import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A page of the SPA, compressed once when the server starts rather than on every request. */
export interface CompressedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

export const compressPage = (html: string): CompressedPage => ({
  html,
  br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
  gzip: gzipSync(html, { level: 9 }),
});

/** The encodings an `accept-encoding` header accepts (those it lists without `q=0`). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter));
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}

/** The page as the request accepts it: brotli, else gzip, else the plain text. */
export function pageBodyFor(
  page: CompressedPage,
  acceptEncoding: string | undefined,
): { body: string | Buffer; encoding: 'br' | 'gzip' | null } {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('br')) return { body: page.br, encoding: 'br' };
  if (accepted.has('gzip')) return { body: page.gzip, encoding: 'gzip' };
  return { body: page.html, encoding: null };
}
