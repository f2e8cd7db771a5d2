import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_CODE_BYTES,
  certificateCodeFrom,
  normaliseCertificateCode,
} from '../../../domain/training/certificate-code.ts';

describe('certificate verification codes', () => {
  it('makes three groups of four characters without look-alikes', () => {
    const code = certificateCodeFrom(Uint8Array.from({ length: CERTIFICATE_CODE_BYTES }, (_, index) => index * 21));
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  });

  it('refuses too few random bytes', () => {
    expect(() => certificateCodeFrom(new Uint8Array(4))).toThrow();
  });

  it('reads a typed code in any case, with or without its dashes, and refuses anything else', () => {
    expect(normaliseCertificateCode(' 7kq4-m2xh-9twd ')).toBe('7KQ4-M2XH-9TWD');
    expect(normaliseCertificateCode('7kq4m2xh9twd')).toBe('7KQ4-M2XH-9TWD');
    expect(normaliseCertificateCode('7KQ4 M2XH 9TWD')).toBe('7KQ4-M2XH-9TWD');
    expect(normaliseCertificateCode('7KQ4M2XH9TW')).toBeNull();
    expect(normaliseCertificateCode('0OQ4-M2XH-9TWD')).toBeNull();
  });
});
