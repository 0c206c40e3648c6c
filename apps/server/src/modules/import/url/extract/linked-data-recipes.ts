import type * as RDF from '@rdfjs/types';
import type { MicrodataRdfParser } from 'microdata-rdf-streaming-parser';
import type { RdfaParser } from 'rdfa-streaming-parser';
import type { Node } from '../../schema-org/values.ts';
import { recipeRegions } from './recipe-regions.ts';
import { schemaOrgRecipes } from './schema-org-recipes.ts';

type QuadParser = MicrodataRdfParser | RdfaParser;

/** Every triple a parser reads from the page; the page is in memory, so it is written in one go. */
function quadsOf(parser: QuadParser, html: string): Promise<RDF.Quad[]> {
  return new Promise((resolve, reject) => {
    const quads: RDF.Quad[] = [];
    parser.on('data', (quad: RDF.Quad) => quads.push(quad));
    parser.on('error', reject);
    parser.on('end', () => resolve(quads));
    parser.end(html);
  });
}

/**
 * Recipes written as microdata (itemscope, itemtype, itemprop; `content` and `datetime` read as
 * the value) or RDFa (vocab, typeof, property), for pages without JSON-LD. Both are read by the
 * W3C-conformant streaming parsers of the RDF/JS ecosystem (microdata-rdf-streaming-parser,
 * rdfa-streaming-parser): maintained, on htmlparser2, relative URLs resolved against the page,
 * nested items (HowToStep, HowToSection, NutritionInformation) and itemref handled. The older
 * microdata-node still pins htmlparser2 4 and reads no RDFa; one RDF output for both formats
 * needs one small conversion (schema-org-recipes.ts). They read only the recipe's elements
 * (recipe-regions.ts), found by a plain pass first. Both load with the first page that has such
 * markup, not when the server starts (a restart's time, issue 37).
 */
export async function linkedDataRecipes(html: string, pageUrl: URL): Promise<Node[]> {
  const baseIRI = pageUrl.href;
  if (/\bitemscope\b/iu.test(html)) {
    const region = recipeRegions(html, 'microdata');
    const { MicrodataRdfParser } = await import('microdata-rdf-streaming-parser');
    const recipes = region
      ? schemaOrgRecipes(await quadsOf(new MicrodataRdfParser({ baseIRI }), region))
      : [];
    if (recipes.length > 0) return recipes;
  }
  if (/\btypeof\s*=/iu.test(html)) {
    const region = recipeRegions(html, 'rdfa');
    if (region) {
      const { RdfaParser } = await import('rdfa-streaming-parser');
      return schemaOrgRecipes(await quadsOf(new RdfaParser({ baseIRI, contentType: 'text/html' }), region));
    }
  }
  return [];
}
