import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { resetCsrfToken } from '../../lib/api-client';
import { json, sessionOf, stubApi } from '../../testing/api-stub';
import { renderWithProviders } from '../../testing/render';
import { afterSignInPath } from './after-sign-in';
import { RequireSession } from './require-session';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
}

/** The guards as the router nests them (router.tsx): the portal, the disclaimers page, the password page. */
function renderAt(route: string, session: Parameters<typeof sessionOf>[0]) {
  stubApi({ 'GET /api/Auth/session': json(200, sessionOf(session)) });
  return renderWithProviders(
    <Routes>
      <Route element={<RequireSession />}>
        <Route path="/support/tickets" element={<Where />} />
      </Route>
      <Route element={<RequireSession allowDisclaimers />}>
        <Route path={paths.disclaimers} element={<Where />} />
      </Route>
      <Route element={<RequireSession allowPasswordChange />}>
        <Route path={paths.changePassword} element={<Where />} />
      </Route>
    </Routes>,
    { route },
  );
}

describe('disclaimers pending since sign-in (decision 059)', { timeout: 15_000 }, () => {
  it('lead from any page to the disclaimers page, which then brings the user back', async () => {
    renderAt('/support/tickets?state=open', { DisclaimersPending: true });
    expect(
      await screen.findByText(
        `at ${paths.disclaimers}?returnUrl=${encodeURIComponent('/support/tickets?state=open')}`,
      ),
    ).toBeTruthy();
  });

  it('leave the portal open once answered', async () => {
    renderAt('/support/tickets', { DisclaimersPending: false });
    expect(await screen.findByText('at /support/tickets')).toBeTruthy();
  });

  it('come after a password that must change', async () => {
    renderAt(paths.disclaimers, { DisclaimersPending: true, MustChangePassword: true });
    expect(await screen.findByText(new RegExp(`^at ${paths.changePassword}`))).toBeTruthy();
  });

  it('are where the login page sends a user, the page asked for kept', () => {
    const pending = sessionOf({ DisclaimersPending: true });
    expect(afterSignInPath(pending, '?returnUrl=%2Fsupport%2Ftickets', 1)).toBe(
      `${paths.disclaimers}?returnUrl=${encodeURIComponent('/support/tickets')}`,
    );
    expect(afterSignInPath(pending, '', 1)).toBe(paths.disclaimers);
    expect(afterSignInPath(sessionOf({ DisclaimersPending: false }), '', 1)).toBe(paths.home);
  });
});
