import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileTooLargeError } from './file-store.ts';

/** Passes bytes through and fails as soon as more than `max` went by. */
export class ByteLimit extends Transform {
  bytes = 0;
  readonly max: number;

  constructor(max: number) {
    super();
    this.max = max;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.max) callback(new FileTooLargeError());
    else callback(null, chunk);
  }
}

/**
 * Copies at most `max` bytes of `source` into `target`, without ever destroying the source (a request must stay able
 * to receive its answer): a read error or a premature close of the source fails the copy instead. Resolves with the
 * number of bytes copied.
 */
export async function copyLimited(source: Readable, max: number, target: NodeJS.WritableStream): Promise<number> {
  const limit = new ByteLimit(max);
  const interrupted = (error?: Error) => {
    limit.destroy(error ?? new Error('upload interrupted'));
  };
  const onClose = () => {
    if (!source.readableEnded) interrupted();
  };
  source.once('error', interrupted);
  source.once('close', onClose);
  source.pipe(limit);
  try {
    await pipeline(limit, target);
  } finally {
    source.off('error', interrupted);
    source.off('close', onClose);
    source.unpipe(limit);
  }
  return limit.bytes;
}
