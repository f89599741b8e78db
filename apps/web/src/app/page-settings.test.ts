import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { pageSettingsOf, SUPPORT_PAGE_SETTINGS } from './page-settings';
import { routes } from './router';

/** The page settings the shell reads on a path, through the real route table. */
const settingsAt = (path: string) =>
  pageSettingsOf((matchRoutes(routes, path) ?? []).map((m) => ({ handle: m.route.handle })));

describe('page settings', () => {
  it('the deepest page that says something wins; pages that say nothing change nothing', () => {
    const outer = { popupDelay: { minMs: 1, maxMs: 2 } };
    const inner = { popupDelay: { minMs: 3, maxMs: 4 } };
    expect(pageSettingsOf([])).toEqual({});
    expect(pageSettingsOf([{ handle: { pageSettings: outer } }, { handle: undefined }])).toEqual(outer);
    expect(
      pageSettingsOf([
        { handle: { pageSettings: outer } },
        { handle: { pageSettings: inner } },
        { handle: {} },
      ]),
    ).toEqual(inner);
  });

  it('the support pages let the pop-up messages wait longer than the default 100–4000 ms', () => {
    expect(settingsAt(paths.support.tickets)).toEqual(SUPPORT_PAGE_SETTINGS);
    expect(settingsAt(paths.support.knowledgeBase)).toEqual(SUPPORT_PAGE_SETTINGS);
    expect(SUPPORT_PAGE_SETTINGS.popupDelay?.minMs).toBeGreaterThan(4000);
    expect(settingsAt(paths.home)).toEqual({});
    expect(settingsAt(paths.account.profile)).toEqual({});
  });
});
