import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { addressAllowed, type PrivateAllowance } from './public-address.ts';
import { fetchRefusals } from './fetch-refusals.ts';

export interface CheckedAddress {
  readonly address: string;
  readonly family: number;
}

/** DNS with the fetch's deadline: a resolver that never answers is the page's slowness. */
function resolveAll(host: string, signal: AbortSignal): Promise<CheckedAddress[]> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(fetchRefusals.timeout());
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    lookup(host, { all: true, verbatim: true })
      .then(resolve, () => reject(fetchRefusals.unreachable(host)))
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Every address the host resolves to, refused unless each one is allowed: a name with one public
 * and one private address could be steered to the private one at connection time.
 */
export async function checkedAddresses(
  host: string,
  allowPrivate: PrivateAllowance,
  signal: AbortSignal,
): Promise<CheckedAddress[]> {
  const family = isIP(host);
  const addresses = family ? [{ address: host, family }] : await resolveAll(host, signal);
  if (addresses.length === 0) throw fetchRefusals.unreachable(host);
  if (!addresses.every((a) => addressAllowed(a.address, allowPrivate))) throw fetchRefusals.privateNetwork();
  return addresses;
}

/**
 * A `lookup` for the connection that answers only the addresses already checked, so the socket
 * connects to exactly those: no second DNS answer (a rebinding) can slip a private address in
 * between the check and the connection.
 */
export function pinnedLookup(addresses: readonly CheckedAddress[]): LookupFunction {
  return (_host, options, callback) => {
    const first = addresses[0]!;
    if (options.all) callback(null, [...addresses]);
    else callback(null, first.address, first.family);
  };
}
