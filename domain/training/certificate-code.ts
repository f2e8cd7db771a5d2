/**
 * The verification code printed on a training certificate and checked at `/verifica-attestato/<code>`: 12 characters
 * of an alphabet without look-alikes (no 0/O, 1/I/L), in three groups of four (`7KQ4-M2XH-9TWD`), 60 bits of chance.
 */

export const CERTIFICATE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const GROUPS = 3;
const GROUP_LENGTH = 4;

const codePattern = new RegExp(
  `^[${CERTIFICATE_CODE_ALPHABET}]{${String(GROUP_LENGTH)}}(-[${CERTIFICATE_CODE_ALPHABET}]{${String(GROUP_LENGTH)}}){${String(GROUPS - 1)}}$`,
);

/** A code from random bytes (one per character; the caller draws them from a secure source). */
export function certificateCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < GROUPS * GROUP_LENGTH) throw new Error('not enough random bytes for a certificate code');
  const characters = Array.from(
    bytes.subarray(0, GROUPS * GROUP_LENGTH),
    (byte) => CERTIFICATE_CODE_ALPHABET[byte % CERTIFICATE_CODE_ALPHABET.length] ?? '',
  );
  return Array.from({ length: GROUPS }, (_, group) =>
    characters.slice(group * GROUP_LENGTH, (group + 1) * GROUP_LENGTH).join(''),
  ).join('-');
}

/**
 * A code as typed or pasted: in capitals, its groups as printed whatever separated them (`7kq4m2xh9twd`,
 * `7KQ4 M2XH 9TWD` and `7KQ4-M2XH-9TWD` are one code); null when it cannot be one.
 */
export function normaliseCertificateCode(raw: string): string | null {
  const characters = raw.toUpperCase().replace(/[\s\-_.]/g, '');
  if (characters.length !== GROUPS * GROUP_LENGTH) return null;
  const code = Array.from({ length: GROUPS }, (_, group) =>
    characters.slice(group * GROUP_LENGTH, (group + 1) * GROUP_LENGTH),
  ).join('-');
  return codePattern.test(code) ? code : null;
}

/** The number of bytes `certificateCodeFrom` reads. */
export const CERTIFICATE_CODE_BYTES = GROUPS * GROUP_LENGTH;
