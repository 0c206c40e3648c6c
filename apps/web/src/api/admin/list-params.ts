/** The query string of an admin list: ?q= when searching, ?cursor= after the first page. */
export function listParams(q: string, cursor: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  const text = q.trim();
  if (text) params.set('q', text);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Every row of the loaded pages, each once (a row may move between pages while scrolling). */
export function rowsOf<Page, Row extends { id: number }>(
  pages: readonly Page[] | undefined,
  rows: (page: Page) => readonly Row[],
): Row[] {
  const seen = new Set<number>();
  const list: Row[] = [];
  for (const page of pages ?? [])
    for (const row of rows(page))
      if (!seen.has(row.id)) {
        seen.add(row.id);
        list.push(row);
      }
  return list;
}
