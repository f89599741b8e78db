import type { Page } from '@playwright/test';

/** One value of a single choice (a Mantine select), by the field's label and the option's words. */
export async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** One or more values of a multiple choice (an audience's filters), then its list closed. */
export async function pickMany(page: Page, label: string, options: (string | RegExp)[]) {
  // Some multiple choices lay their pills' box over the input (it still takes the click).
  await page.getByRole('combobox', { name: label, exact: true }).click({ force: true });
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** The rich-text editor of a field and its toolbar. */
export function richText(page: Page, label: string) {
  return {
    box: page.getByRole('textbox', { name: label, exact: true }),
    tools: page.getByRole('toolbar', { name: `Formattazione: ${label}`, exact: true }),
  };
}
