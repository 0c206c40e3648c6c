import { isNode, type Node } from '../../schema-org/values.ts';

const isReference = (value: unknown): value is { '@id': string } =>
  isNode(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1;

/**
 * A recipe with its references replaced by the nodes they name: Yoast's graph gives the image,
 * the author and the publisher as `{ "@id": "…#primaryimage" }` beside the recipe. Two levels
 * deep is as far as a recipe's image, publisher or steps need; a cycle stops at the node seen.
 */
export function resolveReferences(node: Node, byId: ReadonlyMap<string, Node>, depth = 2): Node {
  const resolveValue = (value: unknown, left: number, seen: ReadonlySet<Node>): unknown => {
    if (Array.isArray(value)) return value.map((item) => resolveValue(item, left, seen));
    const target = isReference(value) ? (byId.get(value['@id']) ?? value) : value;
    if (!isNode(target) || left === 0 || seen.has(target)) return target;
    const inner = new Set(seen).add(target);
    return Object.fromEntries(Object.entries(target).map(([k, v]) => [k, resolveValue(v, left - 1, inner)]));
  };
  return resolveValue(node, depth + 1, new Set()) as Node;
}
