import { inflateSync } from 'node:zlib';

/** WinAnsiEncoding's codes 0x80-0x9F (pdfkit's standard fonts); the rest of the byte range is Latin-1. */
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

const decodeHex = (hex: string): string =>
  (hex.match(/../g) ?? [])
    .map((pair) => Number.parseInt(pair, 16))
    .map((code) => WIN_ANSI[code] ?? String.fromCharCode(code))
    .join('');

/**
 * The text a pdfkit PDF shows, one line per text operation joined by spaces (a wrapped sentence reads whole): every
 * Flate stream is inflated and the hex strings of its `TJ` operations decoded from WinAnsi.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream\n', at);
    if (start < 0) break;
    const end = pdf.indexOf('\nendstream', start);
    if (end < 0) break;
    at = end + 10;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start + 7, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const operation of content.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?[\d.]+)*)\]\s*TJ/g)) {
      lines.push(
        [...(operation[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((piece) => decodeHex(piece[1] ?? '')).join(''),
      );
    }
  }
  return lines.join(' ').replace(/\s+/g, ' ');
}
