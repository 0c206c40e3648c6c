/**
 * Text made safe inside a double-quoted HTML attribute of a page the server writes (the landing
 * page's hints, a recipe page's preview tags): a recipe's title may hold any of these.
 */
export const htmlAttribute = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
