import { isIP } from 'node:net';
import { z } from 'zod';

/** Names proxy-addr (Fastify's trustProxy) understands for whole address ranges. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(value: string): boolean {
  if (RANGE_NAMES.includes(value)) return true;
  const [address = '', prefix, extra] = value.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may tell the client's address in `X-Forwarded-For`: nobody (false, the default)
 * or a list of addresses and CIDR ranges. No hop count: Fastify 5.12.1 made a hop count trust
 * nothing, because it cannot check that the peer is a proxy at all (docs/decisions.md).
 */
export const trustProxySchema = z.union([
  z.literal(false),
  z
    .array(
      z.string().refine(isProxyAddress, {
        error: 'each TRUST_PROXY entry must be an IP address, a CIDR range like 10.0.0.0/8, or loopback, linklocal, uniquelocal',
      }),
    )
    .min(1),
]);
export type TrustProxySetting = z.infer<typeof trustProxySchema>;

/**
 * Reads `TRUST_PROXY`: empty or `false` trusts nobody; anything else is a comma-separated list
 * of addresses. `true` (trust every sender) and a hop count are refused with what to write
 * instead: both let a client that reaches the server directly choose its own address.
 */
export function readTrustProxyEnv(raw: string | undefined, errors: string[]): TrustProxySetting | undefined {
  const value = raw?.trim();
  if (value === undefined || value === '') return undefined;
  if (['false', 'off', 'no', '0'].includes(value.toLowerCase())) return false;
  if (['true', 'on', 'yes'].includes(value.toLowerCase())) {
    errors.push(
      'TRUST_PROXY=true would trust an X-Forwarded-For header from anyone: name the proxies instead (10.0.0.5,10.1.0.0/16, or loopback)',
    );
    return undefined;
  }
  if (/^\d+$/.test(value)) {
    errors.push(
      `TRUST_PROXY=${value} looks like a hop count, which cannot tell a proxy from a client that reaches the server directly: name the proxies instead (10.0.0.5, 10.0.0.0/8, or loopback when the proxy runs on this machine)`,
    );
    return undefined;
  }
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}
