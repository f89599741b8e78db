import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '../config/theme';

/**
 * Mantine with the portal's theme. Light scheme only, forced: without Mantine's ColorSchemeScript (an
 * inline script, which the CSP forbids) a stored dark preference would flash, and the portal has one look.
 */
export function PortalTheme({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      {children}
    </MantineProvider>
  );
}
