import { expect, type Page, test } from '@playwright/test';
import { letPageTimePass } from '../support/page-clock';
import { signIn } from '../support/sign-in';

// The bottom pop-up banner: giulia.neri sees the two demo messages after a random delay of at most
// 4 s, minimizes them (kept after a reload), maximizes them, and closes them after a confirmation
// (still closed after a reload). The state lives in the server session, so the tests run side by
// side. Not mario.rossi: the back-office tests publish a popup alert for his company's type, which
// joins his banner while they run.

test.describe.configure({ mode: 'parallel' });

const banner = (page: Page) => page.getByRole('region', { name: /^Messaggi/ });
const saved = (page: Page, call: string) =>
  page.waitForResponse((r) => r.url().includes(`/api/App/${call}`) && r.ok());

// The whole journey on a desktop; the phone, where the banner competes for little room, for the
// end of a long page. Both widths for each would double the time for what the component tests cover.
test.describe('pop-up banner at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('appears, slides, minimizes, maximizes and closes; a reload keeps its state', async ({ page }) => {
    await signIn(page, 'giulia.neri');
    // At most 4 s after the page is up (spec §9), plus the time to fetch the messages and load the
    // banner's code, which two browsers at once on a busy machine stretch.
    await expect(banner(page)).toBeVisible({ timeout: 9_000 });
    await expect(banner(page)).toContainText('Messaggio 1 di 2');
    await expect(banner(page).getByText('Nuovo servizio IVR')).toBeVisible();
    await banner(page).getByRole('button', { name: 'Messaggio successivo' }).click();
    await expect(banner(page).getByText('Manutenzione programmata')).toBeVisible();
    await expect(
      banner(page).getByRole('button', { name: 'Ferma lo scorrimento dei messaggi' }),
    ).toBeVisible();
    await page.screenshot({ path: '.artifacts/popups-1280.png' });

    const minimizing = saved(page, 'PopUpMessagesSessionMinimized');
    await banner(page).getByRole('button', { name: 'Riduci i messaggi' }).click();
    await minimizing;
    await expect(banner(page).getByText('Manutenzione programmata')).toBeHidden();
    await page.screenshot({ path: '.artifacts/popups-minimized-1280.png' });

    await page.reload();
    await expect(banner(page)).toBeVisible({ timeout: 9_000 });
    await expect(banner(page).getByRole('button', { name: 'Espandi i messaggi' })).toBeVisible();
    await expect(banner(page).getByText('Nuovo servizio IVR')).toBeHidden();

    const maximizing = saved(page, 'PopUpMessagesSessionMinimized');
    await banner(page).getByRole('button', { name: 'Espandi i messaggi' }).click();
    await maximizing;
    await expect(banner(page).getByText('Nuovo servizio IVR')).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Riduci i messaggi' })).toBeVisible();

    // Cancelling the confirmation keeps the banner.
    await banner(page).getByRole('button', { name: 'Chiudi i messaggi' }).click();
    let dialog = page.getByRole('dialog', { name: 'Chiudi i messaggi' });
    await expect(dialog).toContainText('Vuoi chiudere i messaggi?');
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeVisible();

    await banner(page).getByRole('button', { name: 'Chiudi i messaggi' }).click();
    dialog = page.getByRole('dialog', { name: 'Chiudi i messaggi' });
    const closing = saved(page, 'PopUpMessagesSessionClose');
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await closing;
    await expect(banner(page)).toBeHidden();

    // The reloaded page reads the closed state; then the banner's longest delay passes (on the
    // page's clock, not waited for) and the banner stays away.
    await page.clock.install();
    const state = page.waitForResponse(
      (r) => r.url().includes('/api/App/PopUpMessages') && r.request().method() === 'GET',
    );
    await page.reload();
    expect((await (await state).json()).State).toMatchObject({ Closed: true });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await letPageTimePass(page, 4_500);
    await expect(banner(page)).toHaveCount(0);
  });
});

test.describe('pop-up banner at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('leaves the end of a long page and the back-to-top button clear of the banner', async ({ page }) => {
    await signIn(page, 'giulia.neri', { at: '/account/profile' });
    // The banner comes after the page's own calls, with a chunk of its own: slow on a busy machine.
    await expect(banner(page)).toBeVisible({ timeout: 15_000 });
    // Held on one message: the banner's height follows the message it shows.
    await banner(page).getByRole('button', { name: 'Ferma lo scorrimento dei messaggi' }).click();
    await page.mouse.wheel(0, 5_000);
    const save = page.getByRole('region', { name: 'Credenziali IVR' }).getByRole('button', { name: 'Salva' });
    const backToTop = page.getByRole('button', { name: "Torna all'inizio" });
    await expect(backToTop).toBeVisible();
    const bannerTop = (await banner(page).boundingBox())!.y;
    // Polled: the button slides in from below before it settles.
    for (const control of [save, backToTop]) {
      await expect
        .poll(async () => {
          const box = (await control.boundingBox())!;
          return box.y + box.height;
        })
        .toBeLessThanOrEqual(bannerTop);
    }
  });
});

test.describe('pop-up banner and the phone menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('steps aside while the menu is open, and comes back when it closes', async ({ page }) => {
    await signIn(page, 'giulia.neri');
    await expect(banner(page)).toBeVisible({ timeout: 9_000 });
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu principale' });
    // The menu slides in: read it once it is in place.
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    await expect(banner(page)).toBeHidden();
    // Where the banner was, at the bottom of the screen, the menu is what a tap reaches.
    const menuOnTop = await page.evaluate(() => {
      const there = document.elementFromPoint(window.innerWidth / 2, window.innerHeight - 24);
      return there?.closest('nav')?.getAttribute('aria-label');
    });
    expect(menuOnTop).toBe('Menu principale');
    await page.getByRole('button', { name: 'Chiudi il menu' }).click();
    await expect(banner(page)).toBeVisible();
  });
});

test.describe('pop-up banner and the back office', () => {
  test('the staff see it on their home, not over the back office', async ({ page }) => {
    await signIn(page, 'admin@sportello.demo');
    await expect(banner(page)).toBeVisible({ timeout: 9_000 });
    await page
      .getByRole('region', { name: 'Back office' })
      .getByRole('link', { name: 'Apri il back office' })
      .click();
    await expect(page.getByRole('navigation', { name: 'Menu del back office' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });
});
