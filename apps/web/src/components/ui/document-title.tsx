import { tr } from '@receptari/shared/i18n/tr/core';

/** React 19 hoists <title> into <head>: each screen names the browser tab. */
export function DocumentTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · ${tr.app.name}` : tr.app.name}</title>;
}
