import { type CSSVariablesResolver, createTheme, em } from '@mantine/core';

/** Spec §9: the narrow-screen (mobile menu) breakpoint is 769 px. */
export const NARROW_BREAKPOINT_PX = 769;

/** The media query of a screen narrower than that: phones, where panels stack. */
export const NARROW_QUERY = `(max-width: ${em(NARROW_BREAKPOINT_PX - 0.1)})`;

/** Spec §9: the header is 62 px high (the page content is offset by it). */
export const HEADER_HEIGHT_PX = 62;

const systemFont =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled buttons above the WCAG AA contrast of 4.5:1 (shade 6 is 3.6:1).
  primaryShade: 8,
  fontFamily: systemFont,
  headings: { fontFamily: systemFont },
  defaultRadius: 'sm',
  // People who asked their system for less motion get none (menus, modals, collapsible panels).
  respectReducedMotion: true,
  // `sm` is the one breakpoint the shell uses (navbar, burger); it is moved to the spec's 769 px so that
  // `hiddenFrom="sm"` and the navbar switch at exactly the same width.
  breakpoints: { sm: em(NARROW_BREAKPOINT_PX) },
  components: {
    // Dialog titles read as titles (Mantine's default is body weight). A plain object rather than
    // `Modal.extend`, which would bring the dialog's code to the sign-in page (decision 022).
    Modal: { styles: { title: { fontWeight: 600 } } },
  },
});

/**
 * Mantine's default dimmed grey (gray.6) is 3.3:1 on white; gray.7 reads at 8:1. Its error red
 * (red.6, for field errors and fields in error) is 3.3:1; red.9 reads at 5.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
