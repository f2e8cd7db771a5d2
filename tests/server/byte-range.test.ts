import { describe, expect, it } from 'vitest';
import { rangeOf } from '../../server/files/byte-range.ts';

describe('HTTP byte ranges', () => {
  it('serves the whole file without a usable single range', () => {
    for (const header of [undefined, 'items=0-5', 'bytes=0-5,10-20', 'bytes=-', 'bytes=abc', 'bytes=9-3']) {
      expect(rangeOf(header, 100)).toEqual({ kind: 'whole' });
    }
  });

  it('reads first-last, open-ended and suffix ranges, clamped to the file', () => {
    expect(rangeOf('bytes=0-9', 100)).toEqual({ kind: 'partial', range: { start: 0, end: 9 } });
    expect(rangeOf('bytes=90-', 100)).toEqual({ kind: 'partial', range: { start: 90, end: 99 } });
    expect(rangeOf('bytes=90-500', 100)).toEqual({ kind: 'partial', range: { start: 90, end: 99 } });
    expect(rangeOf('bytes=-10', 100)).toEqual({ kind: 'partial', range: { start: 90, end: 99 } });
    expect(rangeOf('bytes=-500', 100)).toEqual({ kind: 'partial', range: { start: 0, end: 99 } });
  });

  it('cannot satisfy a range past the end or an empty suffix', () => {
    expect(rangeOf('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeOf('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
  });
});
