import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  avatarContentTypeOf,
  avatarProblemOf,
  imageTypeOfBytes,
} from '../../../domain/rules/avatar.ts';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value])),
  );

describe('avatar rules', () => {
  it('recognises JPEG, PNG and WebP from their first bytes', () => {
    expect(imageTypeOfBytes(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(imageTypeOfBytes(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(imageTypeOfBytes(bytes('RIFF', 1, 2, 3, 4, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('recognises nothing else', () => {
    expect(imageTypeOfBytes(bytes('GIF89a'))).toBeNull();
    expect(imageTypeOfBytes(bytes('RIFF', 1, 2, 3, 4, 'WAVE'))).toBeNull();
    expect(imageTypeOfBytes(bytes(0x89, 'PNG'))).toBeNull();
    expect(imageTypeOfBytes(new Uint8Array())).toBeNull();
  });

  it('reads the declared type without parameters and in any case', () => {
    expect(avatarContentTypeOf('IMAGE/PNG; charset=binary')).toBe('image/png');
    expect(avatarContentTypeOf('image/svg+xml')).toBeNull();
    expect(avatarContentTypeOf(undefined)).toBeNull();
  });

  it('says why a picked file cannot be the avatar', () => {
    expect(avatarProblemOf({ type: 'image/gif', size: 10 })).toBe(
      'Formato immagine non supportato: usa JPEG, PNG o WebP',
    );
    expect(avatarProblemOf({ type: 'image/jpeg', size: AVATAR_MAX_BYTES + 1 })).toBe(
      "L'immagine supera la dimensione massima consentita (2 MB)",
    );
    expect(avatarProblemOf({ type: 'image/webp', size: 0 })).toBe("L'immagine è vuota");
    expect(avatarProblemOf({ type: 'image/jpeg', size: AVATAR_MAX_BYTES })).toBeNull();
  });
});
