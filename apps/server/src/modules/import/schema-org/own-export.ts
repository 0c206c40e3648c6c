import { asList, isNode, type Node } from './values.ts';

/** Receptari's own export's text fields (docs/product.md#export), as the author typed them. */
export interface OwnText {
  readonly title: string;
  readonly description: string;
  readonly explanation: string;
  readonly steps: string[];
}

/** A string as typed, only trimmed as the form trims it; '' for anything else. */
export const typed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * A node Receptari exported (it carries the form's rows in `receptari:ingredients`; another app's
 * reader may set only `receptari:explanation`, for its notes) is read as written: its text is
 * what the author typed, not a page's HTML, so paragraphs, a step's own lines, a step opening
 * with a number ("5-10 minuts...") and a literal "<" stay as they are, and the round trip is exact.
 * Null for any other node, which the usual readers clean up.
 */
export function ownText(node: Node): OwnText | null {
  if (!Array.isArray(node['receptari:ingredients'])) return null;
  return {
    title: typed(node.name),
    description: typed(node.description),
    explanation: typed(node['receptari:explanation']),
    steps: asList(node.recipeInstructions)
      .map((step) => typed(isNode(step) ? step.text : step))
      .filter(Boolean),
  };
}
