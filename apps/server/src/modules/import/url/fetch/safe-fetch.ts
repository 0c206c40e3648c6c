import { Agent, request } from 'undici';
import { IMPORT_PAGE_MAX_BYTES, IMPORT_REDIRECTS_MAX } from '@receptari/shared/import/import.rules';
import { AppError } from '../../../../lib/app-error.ts';
import { type CheckedAddress, checkedAddresses, pinnedLookup } from './checked-addresses.ts';
import { fetchRefusals } from './fetch-refusals.ts';
import type { PrivateAllowance } from './public-address.ts';
import { bareHost, httpUrl } from './http-url.ts';
import { readCapped } from './read-capped.ts';

/** Names the app to the sites it reads, so their owners can tell what asked (and block it). */
export const IMPORT_USER_AGENT = 'Receptari/1.0 (+recipe import)';

export interface SafeFetchOptions {
  /** IMPORT_ALLOW_PRIVATE: which loopback and private addresses may be reached too. */
  readonly allowPrivate: PrivateAllowance;
  /** The Accept header, and whether the answer's media type (no parameters, lower case) is taken. */
  readonly accept: { readonly header: string; readonly takes: (mediaType: string) => boolean };
  /** Connecting, every redirect and the whole body share this deadline. */
  readonly signal: AbortSignal;
  readonly maxBytes?: number;
  readonly maxRedirects?: number;
}

export interface Fetched {
  /** Where the body came from, after the redirects. */
  readonly url: URL;
  /** The whole Content-Type header (its charset decodes a page). */
  readonly contentType: string;
  readonly body: Buffer;
}

type Hop = { readonly location: string } | Fetched;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
const mediaTypeOf = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

/** One request to addresses already checked; the body read (capped) or, for a redirect, dropped. */
async function fetchOnce(
  url: URL,
  addresses: readonly CheckedAddress[],
  options: SafeFetchOptions,
): Promise<Hop> {
  const agent = new Agent({ connect: { lookup: pinnedLookup(addresses) } });
  try {
    const answer = await request(url, {
      dispatcher: agent,
      signal: options.signal,
      headers: {
        'user-agent': IMPORT_USER_AGENT,
        accept: options.accept.header,
        'accept-language': 'ca,es;q=0.8,en;q=0.6',
      },
    });
    const location = headerText(answer.headers.location);
    if (REDIRECTS.has(answer.statusCode) && location) {
      await answer.body.dump();
      return { location };
    }
    if (answer.statusCode < 200 || answer.statusCode >= 300) {
      await answer.body.dump();
      const missing = answer.statusCode === 404 || answer.statusCode === 410;
      throw (missing ? fetchRefusals.pageMissing : fetchRefusals.pageFailed)(answer.statusCode);
    }
    const contentType = headerText(answer.headers['content-type']);
    if (!options.accept.takes(mediaTypeOf(contentType))) {
      await answer.body.dump();
      throw fetchRefusals.notAPage(mediaTypeOf(contentType));
    }
    const maxBytes = options.maxBytes ?? IMPORT_PAGE_MAX_BYTES;
    if (Number(headerText(answer.headers['content-length'])) > maxBytes) {
      answer.body.destroy();
      throw fetchRefusals.tooLarge();
    }
    return { url, contentType, body: await readCapped(answer.body, maxBytes) };
  } finally {
    void agent.destroy();
  }
}

/**
 * GET of a remote page or picture for an import (docs/product.md#from-a-web-page): http(s) only;
 * each host resolved and refused unless every address is public, then connected to by those very
 * addresses; redirects followed by hand, each target checked the same way, at most five; the body
 * capped; one deadline for all of it. Every failure is an AppError that says which.
 */
export async function safeFetch(address: string | URL, options: SafeFetchOptions): Promise<Fetched> {
  let url = httpUrl(String(address));
  try {
    for (let redirects = 0; ; redirects++) {
      const addresses = await checkedAddresses(bareHost(url), options.allowPrivate, options.signal);
      const hop = await fetchOnce(url, addresses, options);
      if (!('location' in hop)) return hop;
      if (redirects >= (options.maxRedirects ?? IMPORT_REDIRECTS_MAX)) throw fetchRefusals.tooManyRedirects();
      url = httpUrl(hop.location, url);
    }
  } catch (err) {
    if (options.signal.aborted) throw fetchRefusals.timeout();
    if (err instanceof AppError) throw err;
    // Refused connections, resets, TLS failures and malformed answers: the site could not be read.
    throw fetchRefusals.unreachable(url.host);
  }
}
