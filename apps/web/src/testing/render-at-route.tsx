import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithProviders } from './render';

/** The router's location, for `currentLocation` to read. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * `ui` on every path of the in-memory router, starting at `route`, with the router's location kept
 * beside it: for tests of components that read the address or navigate (see `currentLocation`).
 */
export function renderAtRoute(ui: ReactElement, route: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            {ui}
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

/** Where the router of `renderAtRoute` is now: path and query. */
export function currentLocation(): string | null {
  return screen.getByTestId('location').textContent;
}
