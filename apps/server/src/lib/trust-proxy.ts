import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * What Fastify's `trustProxy` is given: false (the default: the socket's own address, so no
 * client can choose its address with X-Forwarded-For), a hop count, or the proxies' addresses.
 */
export type TrustProxy = false | number | string[];

const isAddressOrCidr = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: unset or empty for none; a hop count (`1`: trust the last proxy's X-Forwarded-For
 * entry, whoever connects); or a comma-separated list of proxy addresses and CIDRs (only these
 * may speak for a client). `true` (trust every proxy header from anyone) is refused: it is the hole
 * this setting closes.
 */
export const trustProxySchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string()
    .optional()
    .transform((v, ctx): TrustProxy => {
      if (v === undefined || v === '' || v === 'false') return false;
      if (/^\d+$/.test(v)) {
        const hops = Number(v);
        if (hops > 0 && hops <= 10) return hops;
        ctx.addIssue({ code: 'custom', message: 'a hop count is between 1 and 10' });
        return z.NEVER;
      }
      const entries = v.split(',').map((e) => e.trim());
      const bad = entries.filter((e) => !isAddressOrCidr(e));
      if (bad.length === 0) return entries;
      ctx.addIssue({
        code: 'custom',
        message: `expected a hop count or a comma-separated list of IP addresses or CIDRs; not one: ${bad.join(', ')}`,
      });
      return z.NEVER;
    }),
);

/**
 * TRUST_PROXY as Fastify takes it. Fastify 5 ignores a bare number (a hop count cannot check who
 * connects), so the hop count the README documents, with its risk, becomes the function proxy-addr
 * used to build for it: the first `hops` peers, counted from the server, are believed.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
