import { describe, expect, it } from 'vitest';
import { requestedRange } from '../../server/files/byte-range.ts';

describe('HTTP byte ranges', () => {
  it('serves the whole file without a usable single range', () => {
    for (const header of [undefined, 'items=0-5', 'bytes=0-5,10-20', 'bytes=-', 'bytes=abc', 'bytes=9-3']) {
      expect(requestedRange(header, 100)).toBeNull();
    }
  });

  it('reads first-last, open-ended and suffix ranges, clamped to the file', () => {
    expect(requestedRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(requestedRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(requestedRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(requestedRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(requestedRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('cannot satisfy a range past the end or an empty suffix', () => {
    expect(requestedRange('bytes=100-', 100)).toEqual('unsatisfiable');
    expect(requestedRange('bytes=-0', 100)).toEqual('unsatisfiable');
  });
});
