import {
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  em,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/** Spec §9: the narrow-screen (mobile menu) breakpoint is 769 px. */
export const NARROW_BREAKPOINT_PX = 769;

/** The media query of a screen narrower than that: phones, where panels stack. */
export const NARROW_QUERY = `(max-width: ${em(NARROW_BREAKPOINT_PX - 0.1)})`;

/** Spec §9: the header is 62 px high (the page content is offset by it). */
export const HEADER_HEIGHT_PX = 62;

const systemFont =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/**
 * Text on a light or outline badge, button or alert in any colour reads at WCAG AA (4.5:1) on its
 * tinted background: Mantine's own (shade 6) is near 3:1, and even shade 9 of green or orange stays
 * under 4.5. Shade 9 darkened by a quarter passes for every colour of the palette (#41, axe on every
 * back-office page).
 */
const readableVariants: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light' && input.variant !== 'outline') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  const text = `color-mix(in srgb, var(--mantine-color-${parsed.color}-9) 75%, black)`;
  return { ...colors, color: text, ...(input.variant === 'outline' && { border: `1px solid ${text}` }) };
};

export const theme = createTheme({
  variantColorResolver: readableVariants,
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
    // A file field's placeholder is what its button says ("Scegli un'immagine"): it reads as text.
    FileInput: { styles: { placeholder: { color: 'var(--mantine-color-gray-7)' } } },
    // The current menu entry keeps its background under the pointer: Mantine's hover shade (blue.2)
    // under its blue text is 4.1:1, below the 4.5:1 the text needs (#41); the current page needs no
    // hover cue, it is where one is.
    NavLink: {
      vars: (_theme: unknown, props: { active?: boolean }) => ({
        root: props.active ? { '--nl-hover': 'var(--nl-bg)' } : {},
      }),
    },
  },
});

/**
 * A read-only (disabled) field's text and background, grey shades (app/mantine-styles.css uses them
 * at full opacity): the text reads at WCAG AA on the background (#41).
 */
export const READ_ONLY_FIELD = { color: 8, background: 1 } as const;

/**
 * Mantine's default dimmed grey (gray.6) is 3.3:1 on white; gray.7 reads at 8:1. Its error red
 * (red.6, for field errors and fields in error) is 3.3:1; red.9 reads at 5.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--portal-read-only-color': `var(--mantine-color-gray-${READ_ONLY_FIELD.color})`,
    '--portal-read-only-bg': `var(--mantine-color-gray-${READ_ONLY_FIELD.background})`,
  },
  dark: {},
});
