import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll, expectWholeBadge } from '../support/layout';
import { signIn, signInAsMario } from '../support/sign-in';

// The portal shell: Italian by default, English with ?lg=2 (remembered), a side menu with collapsible
// panels on desktop and a burger menu below 769 px. The menu is for signed-in users (its pages need a
// session), so those tests sign in first as giulia.neri (one parent company: no choice to make).
// Nothing here changes data: the tests run side by side.

test.describe.configure({ mode: 'parallel' });

test.describe('shell at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('is Italian by default, with the side menu and its collapsible panels', async ({ page }) => {
    await signIn(page, 'giulia.neri');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('banner').getByText('Sportello', { exact: true })).toBeVisible();
    const nav = page.getByRole('navigation');
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apri il menu' })).toBeHidden();

    // The support panel starts collapsed; opening it shows its pages.
    await expect(nav.getByRole('link', { name: 'Le mie richieste' })).toBeHidden();
    await nav.getByRole('button', { name: 'Assistenza' }).click();
    await nav.getByRole('link', { name: 'Le mie richieste' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Le mie richieste' })).toBeVisible();
    await page.screenshot({ path: '.artifacts/shell-1280.png' });
  });

  test('switches to English with ?lg=2 and remembers it', async ({ page }) => {
    await page.goto('/?lg=2');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Sportello' })).toBeVisible();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.screenshot({ path: '.artifacts/shell-1280-en.png' });
    await page.goto('/?lg=1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });

  test('lists the server’s languages in the selector', async ({ page }) => {
    await page.goto('/');
    const selector = page.getByRole('combobox', { name: 'Lingua' });
    await expect(selector.getByRole('option')).toHaveText(['Italiano', 'English']);
    await selector.selectOption({ label: 'English' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('shows a not-found page for unknown routes', async ({ page }) => {
    await page.goto('/pagina/che/non/esiste');
    await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
  });
});

test.describe('shell at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('hides the side menu behind a burger that opens and closes it', async ({ page }) => {
    await signIn(page, 'giulia.neri');
    const burger = page.getByRole('button', { name: 'Apri il menu' });
    await expect(burger).toBeVisible();
    await expect(page.getByRole('navigation')).toBeHidden();
    await burger.click();
    const nav = page.getByRole('navigation');
    await expect(nav).toBeVisible();
    await nav.getByRole('button', { name: 'Il mio account' }).click();
    await page.screenshot({ path: '.artifacts/shell-375-menu.png' });
    await nav.getByRole('link', { name: 'Profilo' }).click();
    // Following a link closes the menu.
    await expect(page.getByRole('navigation')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Profilo' })).toBeVisible();
  });

  test("lists the company's users as cards: nothing scrolls sideways, no badge is cut", async ({ page }) => {
    await signIn(page, 'giulia.neri', { at: '/account/company' });
    const users = page.getByRole('table', { name: 'Utenti' });
    // Bruno Bloccato, disabled, is one of Giulia's colleagues: his card carries the badge.
    const bruno = users.getByRole('row').filter({ hasText: 'bruno.bloccato' });
    await expect(bruno.getByRole('button', { name: 'Abilita: Bruno Bloccato' })).toBeVisible();
    await expectNoSidewaysScroll(page, users);
    await expectWholeBadge(bruno.getByText('disabilitato', { exact: true }));
    // A card: the e-mail sits below the name, not beside it in a column off screen.
    const name = await bruno.getByText('Bruno Bloccato').boundingBox();
    const email = await bruno.getByText('bruno.bloccato@example.it').boundingBox();
    expect(name && email, 'the name and the e-mail are on the card').toBeTruthy();
    expect(email!.y).toBeGreaterThan(name!.y);
  });

  test('offers a back-to-top button after scrolling', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 400);
    });
    const button = page.getByRole('button', { name: "Torna all'inizio" });
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

// The home page's cards (decision 030): what concerns the signed-in user, each leading to its area.
// Counts depend on what other tests did before on the same database, so the checks read the shape.
test.describe('home cards', () => {
  for (const width of [1280, 375]) {
    test(`mario.rossi sees his open requests and unread news at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAsMario(page);
      const requests = page.getByRole('region', { name: 'Richieste in corso' });
      await expect(requests).toContainText(/\d+ richiest[ae] non ancora chius[ae]/);
      const latest = requests.getByRole('list', { name: 'Le più recenti' }).getByRole('link');
      await expect(latest.first()).toBeVisible();
      const news = page.getByRole('region', { name: 'Da leggere' });
      await expect(news).toContainText(/\d+ comunicazion[ei] da leggere|Hai letto tutte le comunicazioni/);
      // The cards come before the session summary.
      const cardsTop = (await requests.boundingBox())?.y ?? 0;
      const userTop = (await page.getByRole('region', { name: 'Utente', exact: true }).boundingBox())?.y ?? 0;
      expect(cardsTop).toBeLessThan(userTop);
      if (width === 1280) {
        // Side by side, with no empty cell between them where a card has nothing to show (the chat,
        // not offered on his plan).
        const [left, right] = [await requests.boundingBox(), await news.boundingBox()];
        if (!left || !right) throw new Error('the home cards are not on screen');
        expect(right.x - (left.x + left.width)).toBeLessThanOrEqual(32);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `.artifacts/home-cards-${width}.png`, fullPage: true });

      await latest.first().click();
      await expect(page).toHaveURL(/\/support\/tickets\?ticket=/);
      await expect(page.getByRole('heading', { level: 1, name: 'Le mie richieste' })).toBeVisible();
      await page.goBack();
      await page
        .getByRole('region', { name: 'Da leggere' })
        .getByRole('link', { name: 'Tutte le notizie' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Notizie e comunicazioni' })).toBeVisible();
    });
  }

  test('the operator’s home leads to the back office, with nothing of the customer area', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'operatore@sportello.demo');
    await expect(page.getByRole('region', { name: 'Back office' })).toBeVisible();
    // Their tickets are worked in the back office (#41): no customer's requests card, no news.
    await expect(page.getByRole('region', { name: 'Richieste in corso' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Da leggere' })).toHaveCount(0);
    await page.screenshot({ path: '.artifacts/home-cards-operator-1280.png', fullPage: true });
    await page
      .getByRole('region', { name: 'Back office' })
      .getByRole('link', { name: 'Apri il back office' })
      .click();
    // The back office opens on the operator's day.
    await expect(page).toHaveURL(/\/backoffice\/day$/);
  });
});
