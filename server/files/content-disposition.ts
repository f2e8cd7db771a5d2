/** RFC 5987 percent-encoding: encodeURIComponent plus the characters it leaves that attr-char does not allow. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment` with a plain ASCII fallback name and the exact name as UTF-8 (`filename*`), for every browser. */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** `inline` (played or shown in the page, as a video element needs) with the same two names. */
export function inlineDisposition(name: string): string {
  return attachmentDisposition(name).replace(/^attachment/, 'inline');
}

/**
 * How the bytes of a stored file are answered: videos inline, so a lesson's player can stream and seek; the rest as
 * attachments.
 */
export const dispositionOf = (file: { name: string; contentType: string }): string =>
  file.contentType.startsWith('video/') ? inlineDisposition(file.name) : attachmentDisposition(file.name);
