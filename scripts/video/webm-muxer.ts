/**
 * A minimal WebM (Matroska) writer for VP8 frames: EBML header, Segment with Info (duration), one video track, Cues
 * (one per cluster, so a player seeks without scanning) and one Cluster per key frame group. Sizes are written as
 * 8-byte lengths and unsigned integers as 8 bytes, so the Cues' size is known before the clusters' positions are.
 */

export interface EncodedFrame {
  data: Uint8Array;
  /** Presentation time in milliseconds. */
  timestampMs: number;
  key: boolean;
}

export interface WebmVideo {
  width: number;
  height: number;
  durationMs: number;
  /** In presentation order; the first must be a key frame. */
  frames: readonly EncodedFrame[];
}

function idBytes(id: number): Buffer {
  const hex = id.toString(16);
  return Buffer.from(hex.length % 2 === 0 ? hex : `0${hex}`, 'hex');
}

/** An 8-byte EBML size (0x01 marker, then 7 bytes). */
function sizeBytes(size: number): Buffer {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64BE(BigInt(size));
  buffer[0] = 0x01;
  return buffer;
}

const element = (id: number, ...payload: Buffer[]): Buffer => {
  const body = Buffer.concat(payload);
  return Buffer.concat([idBytes(id), sizeBytes(body.length), body]);
};

const uint = (id: number, value: number): Buffer => {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64BE(BigInt(value));
  return element(id, buffer);
};

const float = (id: number, value: number): Buffer => {
  const buffer = Buffer.alloc(8);
  buffer.writeDoubleBE(value);
  return element(id, buffer);
};

const text = (id: number, value: string): Buffer => element(id, Buffer.from(value, 'utf8'));

/** The frames split at key frames, at most `maxMs` per cluster (a block's time is a 16-bit offset). */
function clustersOf(frames: readonly EncodedFrame[], maxMs = 30_000): EncodedFrame[][] {
  const clusters: EncodedFrame[][] = [];
  for (const frame of frames) {
    const current = clusters[clusters.length - 1];
    const first = current?.[0];
    if (!current || !first || frame.key || frame.timestampMs - first.timestampMs >= maxMs) clusters.push([frame]);
    else current.push(frame);
  }
  return clusters;
}

function cluster(frames: readonly EncodedFrame[]): Buffer {
  const start = frames[0]?.timestampMs ?? 0;
  const blocks = frames.map((frame) => {
    const header = Buffer.alloc(4);
    header[0] = 0x81;
    header.writeInt16BE(frame.timestampMs - start, 1);
    header[3] = frame.key ? 0x80 : 0x00;
    return element(0xa3, header, Buffer.from(frame.data));
  });
  return element(0x1f43b675, uint(0xe7, start), ...blocks);
}

export function muxWebm(video: WebmVideo): Buffer {
  if (!video.frames[0]?.key) throw new Error('a WebM video starts with a key frame');
  const header = element(
    0x1a45dfa3,
    uint(0x4286, 1),
    uint(0x42f7, 1),
    uint(0x42f2, 4),
    uint(0x42f3, 8),
    text(0x4282, 'webm'),
    uint(0x4287, 2),
    uint(0x4285, 2),
  );
  const info = element(
    0x1549a966,
    uint(0x2ad7b1, 1_000_000),
    float(0x4489, video.durationMs),
    text(0x4d80, 'happyway'),
    text(0x5741, 'happyway'),
  );
  const track = element(
    0xae,
    uint(0xd7, 1),
    uint(0x73c5, 1),
    uint(0x83, 1),
    text(0x86, 'V_VP8'),
    uint(0x9c, 0),
    element(0xe0, uint(0xb0, video.width), uint(0xba, video.height)),
  );
  const tracks = element(0x1654ae6b, track);
  const groups = clustersOf(video.frames);
  const clusters = groups.map(cluster);
  const cuePoint = (time: number, position: number) =>
    element(0xbb, uint(0xb3, time), element(0xb7, uint(0xf7, 1), uint(0xf1, position)));
  const cuesSize = element(0x1c53bb6b, ...groups.map(() => cuePoint(0, 0))).length;
  let position = info.length + tracks.length + cuesSize;
  const points = groups.map((group, index) => {
    const point = cuePoint(group[0]?.timestampMs ?? 0, position);
    position += clusters[index]?.length ?? 0;
    return point;
  });
  const cues = element(0x1c53bb6b, ...points);
  return Buffer.concat([header, element(0x18538067, info, tracks, cues, ...clusters)]);
}
