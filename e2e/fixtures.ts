import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
  type Response,
  type ViewportSize,
} from '@playwright/test';
import { SIGNED_IN_COOKIE } from '@receptari/shared/auth/auth.rules';

export { expect };

export type Account = {
  name: string;
  email: string;
  password: string;
  token: string;
  user: { id: number; name: string; email: string; role: string };
};

/** The demo accounts the seed creates on a fresh data folder (README lists them). */
export const demoAccounts = [
  { name: 'admin', password: 'admin12345', role: 'admin' },
  { name: 'xef_marta', password: 'xef12345', role: 'chef' },
  { name: 'usuari', password: 'usuari12345', role: 'user' },
] as const;

let counter = 0;
/** A user name no other test (or earlier run) uses: short enough for the 50-character limit. */
export const uniqueName = (prefix = 'e2e') =>
  `${prefix}_${process.pid.toString(36)}${Date.now().toString(36)}${(counter++).toString(36)}`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let clients = 0;
/**
 * A client address of its own for each API registration, sent as X-Forwarded-For: the E2E server
 * trusts the loopback as its proxy (scripts/e2e.mjs, TRUST_PROXY), so each registration counts as
 * another person's against POST /api/register's limit per address, as real sign-ups would. The
 * browser's own requests carry no such header and are limited as the one client they are.
 */
const nextClientAddress = () => {
  clients++;
  return `10.${process.pid % 256}.${(clients >> 8) % 256}.${clients % 256}`;
};

/** Registers a brand-new user through the API (POST /api/register → 201 {token, user}). */
export async function registerViaApi(request: APIRequestContext): Promise<Account> {
  const name = uniqueName();
  const body = { name, email: `${name}@example.cat`, password: 'contrasenya-e2e' };
  const res = await request.post('/api/register', {
    data: body,
    headers: { 'x-forwarded-for': nextClientAddress() },
  });
  expect(res.status(), `register ${name}: ${await res.text()}`).toBe(201);
  const answer = (await res.json()) as Pick<Account, 'token' | 'user'>;
  return { ...body, ...answer };
}

/**
 * Signs the browser in the way the app itself does: the token in localStorage under `token`,
 * then an `authUpdated` event. Loads /login first only to be on the app's origin.
 */
export async function signIn(page: Page, token: string) {
  await page.goto('/login');
  await page.evaluate(
    ([t, cookie]) => {
      localStorage.setItem('token', t);
      // As lib/auth-store.ts's setSession: the server leaves out the visitor's first paint.
      document.cookie = `${cookie}=1; Path=/; SameSite=Lax`;
      window.dispatchEvent(new Event('authUpdated'));
    },
    [token, SIGNED_IN_COOKIE] as const,
  );
}

/**
 * After a page load of the app: waits until React has taken #root (hydrateRoot over the server's
 * first paint, or createRoot). A visitor's /, /search and /info/{id} are drawn by the server first
 * and their buttons only work once React runs (boot-after-paint.ts asks for it after that paint),
 * so a click right after the load could land before; a user's too, but no test should race it.
 */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * A page whose goto and reload wait for the app to run (waitForApp) when they load an HTML page,
 * unless they were asked to return at the answer's first byte (`waitUntil: 'commit'`).
 */
function waitingForApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const settle = async (response: Response | null, waitUntil: string | undefined) => {
    if (waitUntil !== 'commit' && response?.headers()['content-type']?.startsWith('text/html')) {
      await waitForApp(page);
    }
    return response;
  };
  page.goto = async (url, options) => settle(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => settle(await reload(options), options?.waitUntil);
  return page;
}

/** Signs out the way a user would: the 'Tancar sessió' button on /perfil. */
export async function logOut(page: Page) {
  await page.goto('/perfil');
  await page.getByRole('button', { name: 'Tancar sessió' }).click();
  await page.waitForURL('**/login');
}

export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

/** The bottom navigation: the nav landmark that holds the 'Afegir recepta' link. */
export const bottomNav = (page: Page) =>
  page
    .getByRole('navigation')
    .filter({ has: page.getByRole('link', { name: 'Afegir recepta', exact: true }) });

type Fixtures = {
  /** A fresh user registered through the API; its token is revoked after the test. */
  account: Account;
  /** A page already signed in as `account`. */
  signedInPage: Page;
};

export const test = base.extend<Fixtures>({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitingForApp(page));
  },
  account: async ({ request }, use) => {
    const account = await registerViaApi(request);
    await use(account);
    // Clean up: revoke the token (the UI may already have done so; any answer is fine).
    await request.post('/api/logout', { headers: bearer(account.token) }).catch(() => undefined);
  },
  signedInPage: async ({ page, account }, use) => {
    await signIn(page, account.token);
    await use(page);
  },
});

/** The two windows the community specs run in: a phone and a desktop. */
export const PHONE_AND_DESKTOP = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

/**
 * Resolves once a notifications socket of the page has told the server who it is (`authenticate`
 * with the user id, which joins the user's room): from then on a notification is pushed to it.
 * Any of the page's sockets counts: one opened by the page being left may come first and close.
 */
export function socketAuthenticated(page: Page, userId: number) {
  return new Promise<void>((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/socket.io/')) return;
      ws.on('framesent', (frame) => {
        if (String(frame.payload) === `42["authenticate",${userId}]`) resolve();
      });
    });
  });
}

/**
 * Another person's window beside the test's own, the same size: a context of its own (its own
 * storage, so its own session and sockets), signed in with `token`. Close it when done.
 */
export async function otherWindow(browser: Browser, viewport: ViewportSize, token: string) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport,
    locale: 'ca-ES',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await signIn(page, token);
  return { page, close: () => context.close() };
}
