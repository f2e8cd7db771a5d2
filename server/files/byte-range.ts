/** A `Range: bytes=` request over a file (RFC 9110, section 14): which bytes to send, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

export type RangeRequest =
  | { kind: 'whole' }
  | { kind: 'partial'; range: ByteRange }
  | { kind: 'unsatisfiable' };

const singleRange = /^bytes=([0-9]*)-([0-9]*)$/;

/**
 * The part of a file of `size` bytes a Range header asks for. No header, another unit, several ranges or a malformed
 * one: the whole file (a server may ignore Range). A range past the end, or a suffix of zero bytes: unsatisfiable.
 */
export function rangeOf(header: string | undefined, size: number): RangeRequest {
  const match = header === undefined ? null : singleRange.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(size - suffix, 0), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return { kind: 'whole' };
  return { kind: 'partial', range: { start, end } };
}

export const contentRange = ({ start, end }: ByteRange, size: number): string => `bytes ${String(start)}-${String(end)}/${String(size)}`;
