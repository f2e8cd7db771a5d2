/**
 * What may be uploaded as a repository object (spec section 7; issue 5): PDF, images, office files, DWG and signed
 * P7M envelopes, up to 25 MB; lessons also take MP4 and WebM videos, up to 500 MB (issue 14). The SPA checks a file
 * with these rules before sending it and the server checks the declared name, type and size again before it writes
 * anything.
 */

export const MAX_UPLOAD_MB = 25;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
export const MAX_VIDEO_MB = 500;
export const MAX_VIDEO_BYTES = MAX_VIDEO_MB * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  tooLarge: `Il file supera la dimensione massima consentita (${String(MAX_UPLOAD_MB)} MB)`,
  videoTooLarge: `Il video supera la dimensione massima consentita (${String(MAX_VIDEO_MB)} MB)`,
  typeNotAllowed: 'Tipo di file non consentito',
  empty: 'Il file è vuoto',
  nameInvalid: 'Il nome del file non è valido',
} as const;

/**
 * One kind of file: its extensions and the content types a browser or a client may declare for it (first: canonical).
 */
interface FileKind {
  extensions: readonly string[];
  contentTypes: readonly [string, ...string[]];
}

export const ALLOWED_FILE_KINDS: readonly FileKind[] = [
  { extensions: ['pdf'], contentTypes: ['application/pdf'] },
  { extensions: ['jpg', 'jpeg'], contentTypes: ['image/jpeg'] },
  { extensions: ['png'], contentTypes: ['image/png'] },
  { extensions: ['webp'], contentTypes: ['image/webp'] },
  { extensions: ['doc'], contentTypes: ['application/msword'] },
  { extensions: ['docx'], contentTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'] },
  { extensions: ['xls'], contentTypes: ['application/vnd.ms-excel'] },
  { extensions: ['xlsx'], contentTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
  { extensions: ['ppt'], contentTypes: ['application/vnd.ms-powerpoint'] },
  { extensions: ['pptx'], contentTypes: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'] },
  { extensions: ['odt'], contentTypes: ['application/vnd.oasis.opendocument.text'] },
  { extensions: ['ods'], contentTypes: ['application/vnd.oasis.opendocument.spreadsheet'] },
  {
    extensions: ['dwg'],
    contentTypes: [
      'image/vnd.dwg',
      'application/acad',
      'application/x-acad',
      'application/dwg',
      'application/x-dwg',
      'image/x-dwg',
    ],
  },
  { extensions: ['p7m'], contentTypes: ['application/pkcs7-mime', 'application/x-pkcs7-mime'] },
];

/** The video formats a lesson may carry (not a file of other entities). */
export const VIDEO_FILE_KINDS: readonly FileKind[] = [
  { extensions: ['mp4'], contentTypes: ['video/mp4'] },
  { extensions: ['webm'], contentTypes: ['video/webm'] },
];

/** Whether a content type (without parameters, any case) is a lesson video format. */
export const isVideoType = (contentType: string): boolean =>
  VIDEO_FILE_KINDS.some((kind) => kind.contentTypes.includes(contentType.trim().toLowerCase()));

/** Types a browser reports when it does not know the file (DWG and P7M often): the extension then decides. */
const UNKNOWN_BROWSER_TYPES = new Set(['', 'application/octet-stream']);

export const MAX_FILE_NAME_LENGTH = 255;

/** The lower-case extension of a file name ('' when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** What one upload may be: every entity takes documents; `videos` adds the lesson video formats. */
export interface UploadAllowance {
  videos?: boolean;
}

const kindsOf = (allowance: UploadAllowance) =>
  allowance.videos ? [...ALLOWED_FILE_KINDS, ...VIDEO_FILE_KINDS] : ALLOWED_FILE_KINDS;

const kindOfExtension = (name: string, allowance: UploadAllowance = {}): FileKind | undefined => {
  const extension = extensionOf(name);
  return kindsOf(allowance).find((kind) => kind.extensions.includes(extension));
};

/** The `accept` attribute of a file input: every allowed extension and content type. */
const acceptOf = (kinds: readonly FileKind[]) =>
  kinds.flatMap((kind) => [...kind.extensions.map((extension) => `.${extension}`), ...kind.contentTypes]).join(',');
export const ACCEPTED_FILE_TYPES = acceptOf(ALLOWED_FILE_KINDS);
/** The `accept` attribute of a lesson's video input. */
export const ACCEPTED_VIDEO_TYPES = acceptOf(VIDEO_FILE_KINDS);

const isForbiddenCharacter = (character: string) => {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f || character === '/' || character === '\\';
};

/** A display name: not blank, no control characters, no path separators, at most 255 characters. */
export function isValidFileName(name: string): boolean {
  return name.trim().length > 0 && name.length <= MAX_FILE_NAME_LENGTH && ![...name].some(isForbiddenCharacter);
}

/** Whether a content type (without parameters, any case) is allowed for a file of this name. */
export function isAllowedType(name: string, contentType: string, allowance: UploadAllowance = {}): boolean {
  const kind = kindOfExtension(name, allowance);
  return kind !== undefined && kind.contentTypes.includes(contentType.trim().toLowerCase());
}

/**
 * The content type to declare for a file picked in the browser: the browser's own when it is allowed for the
 * extension, the extension's canonical type when the browser does not know the file, otherwise null (not allowed).
 */
export function uploadContentType(name: string, browserType: string, allowance: UploadAllowance = {}): string | null {
  const kind = kindOfExtension(name, allowance);
  if (!kind) return null;
  const type = browserType.trim().toLowerCase();
  if (kind.contentTypes.includes(type)) return type;
  return UNKNOWN_BROWSER_TYPES.has(type) ? kind.contentTypes[0] : null;
}

export interface UploadCandidate {
  name: string;
  contentType: string;
  size: number;
}

export interface UploadProblem {
  path: 'name' | 'contentType' | 'size';
  message: string;
}

/** The most bytes a file of this type may have: 500 MB for a video, 25 MB for anything else. */
export const maxBytesOf = (contentType: string): number =>
  isVideoType(contentType) ? MAX_VIDEO_BYTES : MAX_UPLOAD_BYTES;

/** The first reason this file may not be uploaded, or null: name, then size, then type. */
export function uploadProblemOf(
  { name, contentType, size }: UploadCandidate,
  allowance: UploadAllowance = {},
): UploadProblem | null {
  if (!isValidFileName(name)) return { path: 'name', message: UPLOAD_MESSAGES.nameInvalid };
  const video = allowance.videos === true && isVideoType(contentType);
  if (size > (video ? MAX_VIDEO_BYTES : MAX_UPLOAD_BYTES))
    return { path: 'size', message: video ? UPLOAD_MESSAGES.videoTooLarge : UPLOAD_MESSAGES.tooLarge };
  if (size <= 0) return { path: 'size', message: UPLOAD_MESSAGES.empty };
  if (!isAllowedType(name, contentType, allowance))
    return { path: 'contentType', message: UPLOAD_MESSAGES.typeNotAllowed };
  return null;
}
