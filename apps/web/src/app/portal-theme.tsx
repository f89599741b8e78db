import { MantineProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { cssVariablesResolver, theme } from '../config/theme';

/**
 * Mantine with the portal's theme. Light scheme only, forced: without Mantine's ColorSchemeScript (an
 * inline script, which the CSP forbids) a stored dark preference would flash, and the portal has one look.
 */
export function PortalTheme({ primaryColour, children }: { primaryColour?: string; children: ReactNode }) {
  // The brand's colour (decision 069), one of the theme's named colours: every shade exists.
  const branded = useMemo(
    () => (primaryColour ? { ...theme, primaryColor: primaryColour } : theme),
    [primaryColour],
  );
  return (
    <MantineProvider theme={branded} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      {children}
    </MantineProvider>
  );
}
