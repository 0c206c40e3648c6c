import { setNonce } from 'get-nonce';

/** What the build writes where the server puts each answer's nonce (vite.config.ts html.cspNonce). */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The CSP nonce of this page, for the <style> tags written at run time (Mantine's CSS variables
 * and responsive style props; react-remove-scroll's scroll lock under modals and drawers): the
 * server writes a fresh one into index.html's `<meta property="csp-nonce">` on every answer
 * (vite.config.ts html.cspNonce). Read through the `nonce` property: browsers hide the attribute.
 * Undefined in development (the Vite server sets no CSP). Drawn on the server (the first paint,
 * prepaint/render-prepaint.tsx), the placeholder, which the server replaces in the page.
 */
function readStyleNonce(): string | undefined {
  if (typeof document === 'undefined') return CSP_NONCE_PLACEHOLDER;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce');
  return nonce && nonce !== CSP_NONCE_PLACEHOLDER ? nonce : undefined;
}

export const styleNonce = readStyleNonce();
if (styleNonce && typeof document !== 'undefined') setNonce(styleNonce);

/** For MantineProvider's `getStyleNonce`. */
export const getStyleNonce = () => styleNonce ?? '';
