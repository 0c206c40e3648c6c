import { trImport } from '@receptari/shared/i18n/tr/import';
import { fill } from '@receptari/shared/i18n/fill';
import { IMPORT_PAGE_MAX_BYTES } from '@receptari/shared/import/import.rules';
import { AppError } from '../../../../lib/app-error.ts';

const m = trImport.url;
const MEGABYTES = Math.round(IMPORT_PAGE_MAX_BYTES / (1024 * 1024));

/**
 * Why a remote page could not be read, each with its own code (docs/product.md#from-a-web-page). All
 * are 422: the request was well formed, the address it names cannot be imported. The remote's own
 * failures are not the server's, so none is a 5xx.
 */
export const fetchRefusals = {
  notHttp: () => AppError.unprocessable('import_url_not_http', m.notHttp),
  privateNetwork: () => AppError.unprocessable('import_url_private', m.privateNetwork),
  unreachable: (host: string) => AppError.unprocessable('import_unreachable', fill(m.unreachable, { host })),
  timeout: () => AppError.unprocessable('import_timeout', m.timeout),
  tooLarge: () => AppError.unprocessable('import_page_too_large', fill(m.tooLarge, { max: MEGABYTES })),
  pageMissing: (status: number) =>
    AppError.unprocessable('import_page_missing', fill(m.pageMissing, { status })),
  pageFailed: (status: number) =>
    AppError.unprocessable('import_page_failed', fill(m.pageFailed, { status })),
  tooManyRedirects: () => AppError.unprocessable('import_too_many_redirects', m.tooManyRedirects),
  notAPage: (type: string) =>
    AppError.unprocessable('import_not_a_page', fill(m.notAPage, { type: type || '?' })),
};
