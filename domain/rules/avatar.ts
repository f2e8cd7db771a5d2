/**
 * The profile picture (spec section 7, POST avatar, image only): JPEG, PNG or WebP up to 2 MB, whose first bytes must
 * be those of the declared format. The SPA checks type and size before sending; the server checks all three again.
 */

export const AVATAR_MAX_MB = 2;
export const AVATAR_MAX_BYTES = AVATAR_MAX_MB * 1024 * 1024;

export const AVATAR_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];

export const AVATAR_MESSAGES = {
  typeNotAllowed: 'Formato immagine non supportato: usa JPEG, PNG o WebP',
  tooLarge: `L'immagine supera la dimensione massima consentita (${String(AVATAR_MAX_MB)} MB)`,
  empty: "L'immagine è vuota",
  notAnImage: "Il file non è un'immagine valida del formato dichiarato",
} as const;

/** The content type without parameters, in lower case, when it is one the avatar accepts. */
export function avatarContentTypeOf(header: string | undefined): AvatarContentType | null {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return (AVATAR_CONTENT_TYPES as readonly string[]).includes(type) ? (type as AvatarContentType) : null;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** The image format the bytes start with (JPEG SOI marker, PNG signature, RIFF....WEBP), or null. */
export function imageTypeOfBytes(bytes: Uint8Array): AvatarContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** The first reason a picked file may not become the avatar (type, then size), or null. */
export function avatarProblemOf(file: { type: string; size: number }): string | null {
  if (!avatarContentTypeOf(file.type)) return AVATAR_MESSAGES.typeNotAllowed;
  if (file.size <= 0) return AVATAR_MESSAGES.empty;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.tooLarge;
  return null;
}
