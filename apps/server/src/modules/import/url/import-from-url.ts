import { trImport } from '@receptari/shared/i18n/tr/import';
import { fill } from '@receptari/shared/i18n/fill';
import { IMPORT_FETCH_TIMEOUT_MS } from '@receptari/shared/import/import.rules';
import type { ImportedDraft } from '@receptari/shared/import/import.schemas';
import { AppError } from '../../../lib/app-error.ts';
import { listOptions } from '../../catalog/index.ts';
import { draftFromSchemaOrg } from '../schema-org/draft-from-schema-org.ts';
import { type RecipePage, readJsonLdDocument, readRecipePage } from './extract/recipe-page.ts';
import { type Fetched, safeFetch } from './fetch/safe-fetch.ts';
import { pageText } from './fetch/page-text.ts';
import { recipeCredit } from './recipe-credit.ts';
import { recipePicture } from './recipe-picture.ts';
import type { UrlImportDeps } from './url-import-deps.ts';

const JSON_LD = 'application/ld+json';
const PAGE_TYPES: ReadonlySet<string> = new Set(['text/html', 'application/xhtml+xml', JSON_LD]);
const PAGE_ACCEPT = {
  header: 'text/html,application/xhtml+xml,application/ld+json;q=0.9',
  takes: (mediaType: string) => PAGE_TYPES.has(mediaType),
};

function readPage(page: Fetched): Promise<RecipePage> | RecipePage {
  const text = pageText(page.body, page.contentType);
  return page.contentType.toLowerCase().startsWith(JSON_LD)
    ? readJsonLdDocument(text, page.url)
    : readRecipePage(text, page.url);
}

/**
 * POST /import/url (docs/product.md#from-a-web-page): the page fetched safely, its first schema.org
 * Recipe read into the create form's draft, its picture taken in as the caller's upload, the
 * credit. Every refusal comes before anything is stored; the picture is stored last.
 */
export async function importFromUrl(
  deps: UrlImportDeps,
  userId: number,
  address: string,
): Promise<ImportedDraft> {
  const page = await safeFetch(address, {
    allowPrivate: deps.allowPrivate,
    accept: PAGE_ACCEPT,
    signal: AbortSignal.timeout(IMPORT_FETCH_TIMEOUT_MS),
  });
  const read = await readPage(page);
  if (read.malformedScripts > 0)
    deps.log.warn({ url: page.url.href, scripts: read.malformedScripts }, 'skipped malformed JSON-LD');
  const [recipe] = read.recipes;
  if (!recipe) {
    throw read.malformedScripts > 0
      ? AppError.unprocessable('import_malformed_recipe', trImport.url.malformedRecipe)
      : AppError.unprocessable('import_no_recipe', trImport.url.noRecipe);
  }
  const { draft, imageUrl } = draftFromSchemaOrg(recipe, await listOptions(deps.db));
  const several =
    read.recipes.length > 1
      ? [fill(trImport.warnings.severalRecipes, { n: read.recipes.length, title: draft.title })]
      : [];
  const picture = await recipePicture(deps, userId, imageUrl, read.baseUrl);
  return {
    ...draft,
    image: picture.image,
    source: recipeCredit(page.url, read, recipe),
    warnings: [...several, ...draft.warnings, ...picture.warnings],
  };
}
