import { TextDecoder } from 'node:util';

/** `charset=` of a Content-Type header or of a `<meta>` near the top of the page. */
const CHARSET = /charset\s*=\s*["']?([\w.:-]+)/iu;

function decoderFor(label: string): TextDecoder {
  try {
    return new TextDecoder(label);
  } catch {
    return new TextDecoder('utf-8');
  }
}

/**
 * A page's bytes as text: the header's charset, else the page's own `<meta charset>` within its
 * first bytes (as browsers look), else UTF-8. Older Catalan and Spanish sites still serve
 * ISO-8859-1 or windows-1252, whose accents UTF-8 would garble (docs/product.md#from-a-web-page).
 */
export function pageText(body: Buffer, contentType: string): string {
  const declared =
    CHARSET.exec(contentType)?.[1] ?? CHARSET.exec(body.subarray(0, 2048).toString('latin1'))?.[1];
  const label = declared?.toLowerCase() ?? 'utf-8';
  // Buffer's own decoder for the usual case: TextDecoder took a quarter longer on a 300 KB page.
  return label === 'utf-8' || label === 'utf8' ? body.toString('utf8') : decoderFor(label).decode(body);
}
