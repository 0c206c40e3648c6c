import type * as RDF from '@rdfjs/types';
import { type Node, typesOf } from '../../schema-org/values.ts';

const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
/** schema.org's terms, whichever scheme the page wrote its vocabulary with. */
const SCHEMA_ORG = /^https?:\/\/schema\.org\/([^/#]+)$/u;

const keyOf = (term: RDF.Term) => `${term.termType}:${term.value}`;
const schemaTerm = (iri: string) => SCHEMA_ORG.exec(iri)?.[1] ?? null;
/** A single value as itself, as JSON-LD writes it; several as a list in page order. */
const unwrap = (values: unknown[]) => (values.length === 1 ? values[0] : values);

/**
 * The schema.org Recipes of a page's microdata or RDFa, in page order, as JSON-LD-like objects (`@type`, then each
 * property by its schema.org name), so draftFromSchemaOrg reads all three formats alike. The
 * parsers emit triples in page order, so repeated properties (ingredients, steps) keep it. Text is
 * an element's whole text: its line breaks are layout, not structure, so they become spaces.
 */
export function schemaOrgRecipes(quads: readonly RDF.Quad[]): Node[] {
  const bySubject = new Map<string, RDF.Quad[]>();
  for (const quad of quads) {
    const key = keyOf(quad.subject);
    const list = bySubject.get(key);
    if (list) list.push(quad);
    else bySubject.set(key, [quad]);
  }
  const build = (key: string, seen: ReadonlySet<string>): Node => {
    const node: Record<string, unknown[]> = {};
    for (const { predicate, object } of bySubject.get(key) ?? []) {
      const name = predicate.value === RDF_TYPE ? '@type' : schemaTerm(predicate.value);
      if (name === null) continue;
      const value = valueOf(object, seen, name === '@type');
      if (value !== undefined) (node[name] ??= []).push(value);
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, unwrap(v)]));
  };
  const valueOf = (object: RDF.Term, seen: ReadonlySet<string>, isType: boolean): unknown => {
    if (isType) return schemaTerm(object.value) ?? undefined;
    if (object.termType === 'Literal') return object.value.replace(/\s+/gu, ' ').trim();
    const key = keyOf(object);
    if (bySubject.has(key) && !seen.has(key)) return build(key, new Set(seen).add(key));
    return object.termType === 'NamedNode' ? object.value : undefined;
  };
  return [...bySubject.keys()]
    .map((key) => build(key, new Set([key])))
    .filter((node) => typesOf(node).includes('Recipe'));
}
