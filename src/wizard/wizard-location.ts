/**
 * What the wizard's address says: the plain wizard, the wizard from a network's landing link (`/wizard/rete/<CODE>`,
 * whose code goes with the contact), or the saved result behind the home-owner's e-mailed link
 * (`/wizard/risultato/<token>`).
 */
export type WizardLocation = { kind: 'wizard'; networkCode: string | null } | { kind: 'savedResult'; token: string };

export const NETWORK_LINK_PREFIX = '/wizard/rete/';
export const RESULT_LINK_PREFIX = '/wizard/risultato/';

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function segmentAfter(pathname: string, prefix: string): string | null {
  if (!pathname.startsWith(prefix)) return null;
  const segment = decoded(pathname.slice(prefix.length).split('/')[0] ?? '').trim();
  return segment === '' ? null : segment;
}

export function wizardLocationOf(pathname: string): WizardLocation {
  const token = segmentAfter(pathname, RESULT_LINK_PREFIX);
  if (token) return { kind: 'savedResult', token };
  const code = segmentAfter(pathname, NETWORK_LINK_PREFIX);
  return { kind: 'wizard', networkCode: code ? code.toUpperCase() : null };
}
