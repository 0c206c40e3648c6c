import { setNonce } from 'get-nonce';

/**
 * The CSP nonce of this page, for the <style> tags written at run time (Mantine's CSS variables
 * and responsive style props; react-remove-scroll's scroll lock under modals and drawers): the
 * server writes a fresh one into index.html's `<meta property="csp-nonce">` on every answer
 * (vite.config.ts html.cspNonce). Read through the `nonce` property: browsers hide the attribute.
 * Undefined in development (the Vite server sets no CSP).
 */
function readStyleNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce');
  return nonce && nonce !== '__CSP_NONCE__' ? nonce : undefined;
}

export const styleNonce = readStyleNonce();
if (styleNonce) setNonce(styleNonce);

/** For MantineProvider's `getStyleNonce`. */
export const getStyleNonce = () => styleNonce ?? '';
