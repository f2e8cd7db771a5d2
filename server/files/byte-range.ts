import type { ByteRange } from './file-store.ts';

const rangePattern = /^bytes=(\d*)-(\d*)$/;

/**
 * The one range of an HTTP `Range` header against an object of `size` bytes: null when absent or of a form we do not
 * serve (several ranges, another unit, a last byte before the first: the whole object then, RFC 9110 section 14.2),
 * 'unsatisfiable' when it lies past the end (416).
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? rangePattern.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
