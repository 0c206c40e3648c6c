import { decodeHTML } from 'entities';

/** Reading schema.org values, which sites write as a string, an object, or an array of either. */

export type Node = Record<string, unknown>;

export const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const asList = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/** Entities decoded, tags and runs of white space gone: sites put HTML inside JSON-LD strings. */
export function plainText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  return decodeHTML(value.replace(/<br\s*\/?>/giu, '\n').replace(/<[^>]*>/gu, ' '))
    .replace(/[ \t\u00a0]+/gu, ' ')
    .replace(/\s*\n\s*/gu, '\n')
    .trim();
}

/** The node's type names without a vocabulary prefix: "Recipe", "schema:Recipe", "http://schema.org/Recipe". */
export const typesOf = (node: Node): string[] =>
  asList(node['@type']).map((t) => String(t).replace(/^.*[/:#]/u, ''));

/** The first text of a property given as text, a list, or nodes with a name or text. */
export function firstText(value: unknown): string {
  for (const item of asList(value)) {
    const text = isNode(item) ? plainText(item.name ?? item.text ?? item['@value']) : plainText(item);
    if (text) return text;
  }
  return '';
}

/** Every text of a property ("Postres, Pastissos" as two). */
export const allTexts = (value: unknown): string[] =>
  asList(value)
    .flatMap((item) => (isNode(item) ? [plainText(item.name ?? item['@value'])] : plainText(item).split(',')))
    .map((t) => t.trim())
    .filter(Boolean);

/** The first number in a value: 4, "4", "4 racions", "Serves 4-6", "250 kcal", "12,5 g". */
export function firstNumber(value: unknown): number | null {
  for (const item of asList(value)) {
    const text = isNode(item) ? plainText(item['@value'] ?? item.value) : plainText(item);
    const match = /\d+(?:[.,]\d+)?/u.exec(text);
    if (match) return Number(match[0].replace(',', '.'));
  }
  return null;
}

/** A picture's address: a URL, an ImageObject (url or contentUrl), or a list of either. */
export function firstImageUrl(value: unknown): string | null {
  for (const item of asList(value)) {
    const url = isNode(item) ? firstText(item.url ?? item.contentUrl ?? item['@id']) : plainText(item);
    if (url) return url;
  }
  return null;
}
