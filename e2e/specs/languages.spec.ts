import { expect, storedToken, test, uniqueName } from '../fixtures.ts';

/**
 * Catalan, Spanish and English (docs/product.md "Languages"): a browser set to each language
 * registers, browses, opens a recipe and reads a refusal in it, the server's words included.
 * The words are the product's own, written here as a person reads them.
 */
const languages = [
  {
    browser: 'ca-ES',
    lang: 'ca',
    name: "Nom d'usuari",
    email: 'Correu electrònic',
    password: 'Contrasenya',
    register: 'Crear compte',
    login: 'Iniciar Sessió',
    popular: 'Més populars',
    ingredients: 'Ingredients',
    steps: 'Passos',
    wrongLogin: /Nom d’usuari o contrasenya incorrectes\./,
    home: 'Inici',
  },
  {
    browser: 'es-ES',
    lang: 'es',
    name: 'Nombre de usuario',
    email: 'Correo electrónico',
    password: 'Contraseña',
    register: 'Crear cuenta',
    login: 'Iniciar sesión',
    popular: 'Más populares',
    ingredients: 'Ingredientes',
    steps: 'Pasos',
    wrongLogin: /Nombre de usuario o contraseña incorrectos\./,
    home: 'Inicio',
  },
  {
    browser: 'en-GB',
    lang: 'en',
    name: 'Username',
    email: 'Email',
    password: 'Password',
    register: 'Create account',
    login: 'Sign in',
    popular: 'Most popular',
    ingredients: 'Ingredients',
    steps: 'Steps',
    wrongLogin: /Incorrect username or password\./,
    home: 'Home',
  },
] as const;

for (const language of languages) {
  test.describe(`a browser in ${language.browser}`, () => {
    test.use({ locale: language.browser });

    test('registers, browses, opens a recipe and reads a refusal in its language', async ({ page }) => {
      const name = uniqueName('lang');
      await page.goto('/register');
      await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
      await page.getByLabel(language.name).fill(name);
      await page.getByLabel(language.email).fill(`${name}@example.cat`);
      await page.getByLabel(language.password).fill('contrasenya-segura');
      await page.getByRole('button', { name: language.register }).click();
      await expect(page).toHaveURL(/\/formulario$/i);
      expect(await storedToken(page)).toBeTruthy();

      await page.goto('/');
      await expect(page.getByRole('tab', { name: language.popular })).toBeVisible();
      await expect(page.getByRole('navigation').getByRole('link', { name: language.home })).toBeVisible();
      await page.locator('a[href^="/info/"]').first().click();
      await expect(page.getByRole('heading', { name: language.ingredients, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: language.steps, exact: true })).toBeVisible();

      // The server's refusal, in the page's language.
      await page.evaluate(() => localStorage.removeItem('token'));
      await page.goto('/login');
      await page.getByLabel(language.name).fill(uniqueName('ningu'));
      await page.getByLabel(language.password).fill('no-es-aquesta');
      await page.getByRole('button', { name: language.login, exact: true }).click();
      await expect(page.getByText(language.wrongLogin)).toBeVisible();
    });
  });
}

test.describe('switching the language under the login card', () => {
  test.use({ locale: 'ca-ES' });

  test('draws the screen again in the new language and keeps what was typed', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel("Nom d'usuari").fill('marta');
    await page.getByRole('radiogroup', { name: 'Idioma' }).getByText('English', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The same field, not a new empty one: the screen was not mounted again.
    await expect(page.getByLabel('Username')).toHaveValue('marta');
    await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByText("Don't have an account yet?")).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Language' })).toBeVisible();

    await page.getByRole('radiogroup', { name: 'Language' }).getByText('Español', { exact: true }).click();
    await expect(page.getByLabel('Nombre de usuario')).toHaveValue('marta');
  });
});

test('the API answers in the language asked, and in Catalan when it speaks none of them', async ({
  request,
}) => {
  const ask = async (acceptLanguage: string) => {
    const res = await request.get('/api/recipes/not-a-number', {
      headers: { 'accept-language': acceptLanguage },
    });
    expect(res.status()).toBeGreaterThanOrEqual(400);
    expect(res.status()).toBeLessThan(500);
    expect(res.headers()['content-language']).toBeTruthy();
    return {
      language: res.headers()['content-language'],
      message: ((await res.json()) as { message: string }).message,
    };
  };
  const [ca, es, en, fr] = await Promise.all([ask('ca'), ask('es-ES,es;q=0.9'), ask('en-US'), ask('fr-FR')]);
  expect([ca.language, es.language, en.language, fr.language]).toEqual(['ca', 'es', 'en', 'ca']);
  expect(new Set([ca.message, es.message, en.message]).size).toBe(3);
  expect(fr.message).toBe(ca.message);
});
