/** The <style> with the rules of the server's style attributes (prepaint/move-style-attributes.ts). */
export const PREPAINT_STYLES_ID = 'prepaint-styles';

/**
 * Before hydrateRoot: each element's `data-ps` rule becomes its own inline style again, set through
 * the CSSOM (which the CSP allows), and the rules go. React takes the server's markup to hold the
 * styles it rendered and later changes only what changes: a panel that was `display: none` and
 * opens has its inline `display` removed, which a rule left behind would still hide.
 */
export function adoptPrepaintStyles(root: HTMLElement) {
  const style = document.getElementById(PREPAINT_STYLES_ID);
  if (!(style instanceof HTMLStyleElement) || !style.sheet) return;
  const declarations = new Map<string, string>();
  for (const rule of style.sheet.cssRules) {
    if (!(rule instanceof CSSStyleRule)) continue;
    const id = /^\[data-ps="(\d+)"\]$/.exec(rule.selectorText)?.[1];
    if (id !== undefined) declarations.set(id, rule.style.cssText);
  }
  for (const element of root.querySelectorAll<HTMLElement | SVGElement>('[data-ps]')) {
    element.style.cssText = declarations.get(element.dataset.ps ?? '') ?? '';
    element.removeAttribute('data-ps');
  }
  style.remove();
}
