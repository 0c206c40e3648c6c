import type { ShoppingItem, ShoppingListAnswer } from '@receptari/shared/shopping-list/shopping-list.schemas';
import { jsonResponse } from '@/test/render.tsx';

export const me = { id: 7, name: 'cuinera', email: 'cuinera@example.cat', role: 'user', bio: '', img: null };

export const line = (id: number, more: Partial<ShoppingItem> = {}): ShoppingItem => ({
  id,
  name: `article ${id}`,
  quantity: null,
  unit: null,
  amounts: [],
  aisle: 'altres',
  checked: false,
  position: id,
  sources: [],
  ...more,
});

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The list's API in memory, as the server answers it (docs/product.md#shopping-list): the test
 * reads `calls` and changes `list`; `refuse` makes the next call of a key fail.
 */
export function fakeListServer(initial: Partial<ShoppingListAnswer> = {}) {
  const list: ShoppingListAnswer = {
    id: 1,
    items: [],
    members: [{ id: 7, name: 'cuinera', avatar: null, owner: true }],
    recipes: [],
    ...initial,
  };
  const calls: Call[] = [];
  const refusals = new Map<string, { status: number; message: string }>();
  let nextId = 1000;

  const answer = (method: string, path: string, body: Record<string, unknown>): Response => {
    const refusal = refusals.get(`${method} ${path}`);
    if (refusal) {
      refusals.delete(`${method} ${path}`);
      return jsonResponse(refusal.status, { ...refusal, error: 'Error', code: 'validation' });
    }
    if (method === 'GET' && path === '/api/user') return jsonResponse(200, me);
    if (method === 'GET' && path === '/api/shopping-list') return jsonResponse(200, structuredClone(list));
    const itemId = Number(/^\/api\/shopping-list\/items\/(\d+)$/.exec(path)?.[1]);
    if (method === 'PATCH' && itemId) {
      const index = list.items.findIndex((item) => item.id === itemId);
      const item = { ...list.items[index]!, ...body } as ShoppingItem;
      if ('quantity' in body || 'unit' in body)
        item.amounts = item.quantity === null ? [] : [{ quantity: item.quantity, unit: item.unit }];
      list.items[index] = item;
      return jsonResponse(200, { item });
    }
    if (method === 'DELETE' && itemId) {
      list.items = list.items.filter((item) => item.id !== itemId);
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && path === '/api/shopping-list/items') {
      const item = line(nextId++, {
        name: String(body.name),
        quantity: (body.quantity as number | null) ?? null,
        unit: (body.unit as string | null) ?? null,
        aisle: (body.aisle as ShoppingItem['aisle']) ?? 'altres',
        position: 500,
      });
      item.amounts = item.quantity === null ? [] : [{ quantity: item.quantity, unit: item.unit }];
      list.items.push(item);
      return jsonResponse(201, { item });
    }
    if (method === 'DELETE' && path === '/api/shopping-list/checked') {
      const removed = list.items.filter((item) => item.checked).length;
      list.items = list.items.filter((item) => !item.checked);
      return jsonResponse(200, { removed, items: list.items });
    }
    return jsonResponse(404, { message: 'No trobat' });
  };

  const routes = async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    if (path.startsWith('/api/shopping-list')) calls.push({ method, path, body });
    return answer(method, path, body);
  };
  const refuse = (key: string, status: number, message: string) => refusals.set(key, { status, message });
  const callsOf = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  return { list, calls, callsOf, routes, refuse };
}
