/**
 * The CSP forbids style attributes in markup (`style-src-attr 'none'`): React's `style` prop is
 * fine in the browser (it sets CSSOM properties), but rendered to a string it becomes `style="…"`,
 * which the browser would drop. Each one becomes a `data-ps` attribute and a rule of one <style>
 * (which carries the page's nonce). Unlayered, those rules beat Mantine's layered CSS as the
 * attribute did. React escapes `"` in attribute values and text, so `style="` only occurs in tags.
 */
export function moveStyleAttributes(html: string): { html: string; css: string } {
  const ids = new Map<string, number>();
  const out = html.replace(/ style="([^"]*)"/g, (_, value: string) => {
    let id = ids.get(value);
    if (id === undefined) ids.set(value, (id = ids.size));
    return ` data-ps="${id}"`;
  });
  const css = [...ids].map(([value, id]) => `[data-ps="${id}"]{${cssText(value)}}`).join('');
  return { html: out, css };
}

/** The attribute's text as CSS: React's HTML escapes undone, and no way out of the <style>. */
function cssText(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
    .replaceAll('<', '\\3c ')
    .replaceAll('}', '\\7d ');
}
