import { ca } from '@receptari/shared/i18n/ca';

/** React 19 hoists <title> into <head>: each screen names the browser tab. */
export function DocumentTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · ${ca.app.name}` : ca.app.name}</title>;
}
