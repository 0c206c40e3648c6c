/**
 * The visitor's first paint, drawn on the server (built for Node by `vite build --ssr` into
 * dist-prepaint/; the server's plugins/first-paint.ts calls it). The page then shows its content as
 * soon as the HTML and the stylesheets arrive, before any JavaScript, and main.tsx hydrates this
 * markup (the same DOM nodes, so the carousel's picture stays the page's largest paint).
 * The same providers and route table as the app (app.tsx), under a StaticRouter at the asked URL,
 * with the query cache holding the answers the server passes in.
 */
import { DEFAULT_LOCALE, type Locale, LOCALES } from '@receptari/shared/i18n/locales';
import { loadAllTranslations } from '@receptari/shared/i18n/translations';
import { setLocaleSource } from '@receptari/shared/i18n/translator';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '@/app/app-routes.tsx';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { CSP_NONCE_PLACEHOLDER } from '@/lib/style-nonce.ts';
import { PREPAINT_STYLES_ID } from './adopt-prepaint-styles.ts';
import { moveStyleAttributes } from './move-style-attributes.ts';
import { PREPAINT_SEED_ID, type PrepaintSeed, seedQueries } from './prepaint-seed.ts';

export interface Prepaint {
  /** #root's content. */
  root: string;
  /** For <head>: the rules of the style attributes (moveStyleAttributes), with the nonce placeholder. */
  head: string;
  /** After #root: the seed, for main.tsx. */
  seed: string;
}

/** React 19 writes hoisted <title>, <link> and <meta> first; the page's own <head> has them. */
const leadingHoisted = /^(?:<title>[^<]*<\/title>|<link [^>]*>|<meta [^>]*>)+/;

/** Every language's texts, before the first paint is drawn in any (the server awaits it once). */
export const prepareLocales = () => Promise.all(LOCALES.map((locale) => loadAllTranslations(locale)));

export function renderPrepaint(url: string, seed: PrepaintSeed, locale: Locale = DEFAULT_LOCALE): Prepaint {
  // The render is synchronous: no other page is drawn while this language is set.
  setLocaleSource(() => locale);
  const queryClient = createQueryClient();
  seedQueries(queryClient, seed);
  const rendered = renderToString(
    <AppProviders queryClient={queryClient}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
  queryClient.clear();
  const { html, css } = moveStyleAttributes(rendered.replace(leadingHoisted, ''));
  return {
    root: html,
    head: css ? `<style id="${PREPAINT_STYLES_ID}" nonce="${CSP_NONCE_PLACEHOLDER}">${css}</style>` : '',
    seed: `<script type="application/json" id="${PREPAINT_SEED_ID}">${jsonInHtml(seed)}</script>`,
  };
}

/** JSON inside <script>: a recipe's text can never close the element (`<` as its escape). */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
