import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInAtProvider } from '../support/identity-provider';
import { DEMO_PASSWORD, signInAsMario } from '../support/sign-in';

// Decision 024: the landing page's one-time handle (`/sso?token=…`) belongs to the browser that
// started the single sign-on. An attacker who signs in at the provider with an identity of their own
// and sends the landing link to a victim gets nothing: the victim's browser cannot redeem it, so it
// is never offered to link the attacker's identity to the victim's account, nor signed in with it.
// Two browsers (contexts): the attacker's and the victim's (mario.rossi).

type Version = 'v2' | 'v3';

const TOKEN_ERROR = 'Il token del provider di identità non è valido o è scaduto.';
const LINK_FORM = 'Collega il tuo account';
// An identity of the development provider linked to nobody on v3, which no other spec links there: the
// specs run side by side, and sso.nuovo gets linked by the single-sign-on and registration journeys.
// (profile.spec.ts links it on v2 for a moment; the links of the two providers are apart.)
const ATTACKER_IDENTITY = 'sso.estraneo';
const providerButton = (version: Version) =>
  version === 'v2' ? 'Accedi con Demo ID' : 'Accedi con Demo ID Plus';
const linkForm = (page: Page) => page.getByRole('form', { name: LINK_FORM });

const REDEMPTION = /\/api\/Auth\/ispparsetoken\b/;

/**
 * What the attacker can find out in a browser of their own: after signing in at the provider behind
 * `version`, is the portal offering to link the identity (linked to nobody), or signing someone in?
 */
async function offersLinking(browser: Browser, version: Version): Promise<boolean> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: providerButton(version), exact: true }).click();
    await signInAtProvider(page, ATTACKER_IDENTITY, version);
    const signedIn = page.getByRole('heading', { level: 1, name: /^Ciao, / });
    await expect(linkForm(page).or(signedIn)).toBeVisible({ timeout: 10_000 });
    return await linkForm(page).isVisible();
  } finally {
    await context.close();
  }
}

/**
 * The attacker signs in at the provider in their own browser and keeps the landing page's address
 * without redeeming the handle (the landing page's redemption call is stopped in that browser).
 */
async function attackerLandingUrl(page: Page, version: Version): Promise<string> {
  let stopped!: () => void;
  const redemptionStopped = new Promise<void>((resolve) => {
    stopped = resolve;
  });
  await page.route(REDEMPTION, async (route) => {
    await route.abort();
    stopped();
  });
  const landing = page.waitForRequest((request) => /\/sso\?token=/.test(request.url()));
  await page.goto('/');
  await page.getByRole('link', { name: providerButton(version), exact: true }).click();
  await signInAtProvider(page, ATTACKER_IDENTITY, version);
  const url = new URL((await landing).url());
  await redemptionStopped;
  await page.unroute(REDEMPTION);
  return `${url.pathname}${url.search}`;
}

/** The victim's browser tries the link step by hand, with the victim's own credentials. */
async function victimLinks(page: Page) {
  const { Token } = await (await page.request.get('/api/Auth/antiforgery')).json();
  return page.request.post('/api/Auth/saveispuser', {
    headers: { 'X-CSRF-Token': Token },
    data: { UserName: 'mario.rossi', Password: DEMO_PASSWORD },
  });
}

/** What the attacker sees afterwards: their own handle still works, and the identity is linked to nobody. */
async function attackerStillUnlinked(page: Page, landingUrl: string) {
  await page.goto(landingUrl);
  await expect(linkForm(page)).toBeVisible();
  await expect(
    page.getByText(
      'Nessun utente è collegato a questa identità. Accedi con le credenziali locali per collegarla.',
    ),
  ).toBeVisible();
}

const version: Version = 'v3';

test.describe('the single-sign-on landing link works only in the browser that started the sign-on', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a victim who is not signed in cannot redeem the attacker’s link, link the identity or be signed in', async ({
    browser,
  }) => {
    const attackerContext = await browser.newContext();
    const victimContext = await browser.newContext();
    try {
      const attacker = await attackerContext.newPage();
      const landingUrl = await attackerLandingUrl(attacker, version);

      const victim = await victimContext.newPage();
      await victim.goto(landingUrl);
      await expect(victim.getByRole('alert')).toContainText(TOKEN_ERROR);
      await expect(linkForm(victim)).toHaveCount(0);
      // Back to the sign-in page, still signed out.
      await expect(victim).toHaveURL(/localhost:\d+\/$/, { timeout: 6_000 });
      await expect(victim.getByRole('textbox', { name: 'Nome utente' })).toBeVisible();
      expect((await victim.request.get('/api/Auth/session')).status()).toBe(401);

      const linking = await victimLinks(victim);
      expect(linking.status()).toBe(400);
      expect(await linking.json()).toMatchObject({ ErrorMessage: 'ERROR_ISP_TOKEN' });

      await attackerStillUnlinked(attacker, landingUrl);
    } finally {
      await attackerContext.close();
      await victimContext.close();
    }
  });

  test('a victim signed in as mario.rossi stays mario.rossi, and the attacker’s identity stays unlinked', async ({
    browser,
  }) => {
    const attackerContext = await browser.newContext();
    const victimContext = await browser.newContext();
    try {
      const attacker = await attackerContext.newPage();
      const landingUrl = await attackerLandingUrl(attacker, version);

      const victim = await victimContext.newPage();
      await signInAsMario(victim, landingUrl);
      await expect(victim.getByRole('alert')).toContainText(TOKEN_ERROR);
      await expect(linkForm(victim)).toHaveCount(0);
      await expect(victim).toHaveURL(/\/home$/, { timeout: 6_000 });
      await expect(victim.getByRole('heading', { level: 1, name: 'Ciao, Mario Rossi' })).toBeVisible();

      const linking = await victimLinks(victim);
      expect(linking.status()).toBe(400);
      expect(await linking.json()).toMatchObject({ ErrorMessage: 'ERROR_ISP_TOKEN' });
      expect(await (await victim.request.get('/api/Auth/session')).json()).toMatchObject({
        User: { UserName: 'mario.rossi' },
        IsLocalLogin: true,
      });

      await attackerStillUnlinked(attacker, landingUrl);
      // A new sign-on of the attacker's identity still finds it linked to nobody.
      expect(await offersLinking(browser, version)).toBe(true);
    } finally {
      await attackerContext.close();
      await victimContext.close();
    }
  });
});
