import { isIP } from 'node:net';

/**
 * Which proxies the client's address may come through (`TRUST_PROXY`): none (`false`, the default: the address is the
 * connection's own and `X-Forwarded-For` is ignored), a number of hops (`1`: the proxy in front of the app, whatever
 * its address), or the proxies' addresses and CIDR ranges (`10.0.0.0/8,127.0.0.1`; proxy-addr's names `loopback`,
 * `linklocal` and `uniquelocal` too). Trusting every sender is not offered: anyone could then choose their address.
 */
export type TrustedProxies = false | number | string[];

const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^[0-9]{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** Reads `TRUST_PROXY`; the error names what is wrong with it. */
export function parseTrustProxy(value: string | undefined): { value: TrustedProxies } | { error: string } {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return { value: false };
  if (/^[0-9]+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { value: hops } : { error: 'TRUST_PROXY: at most 10 hops' };
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0)
    return {
      error: `TRUST_PROXY: a hop count, or addresses and CIDR ranges separated by commas (not ${wrong.join(', ')})`,
    };
  return { value: entries };
}

/** Whether the app takes client addresses from `X-Forwarded-For` at all. */
export const trustsAnyProxy = (trusted: TrustedProxies): boolean => trusted !== false;

/** Fastify's `trustProxy` for these proxies: a hop count as proxy-addr's own rule (trust the first `hops` hops). */
export const fastifyTrustProxy = (
  trusted: TrustedProxies,
): boolean | string[] | ((address: string, hop: number) => boolean) =>
  typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted;
