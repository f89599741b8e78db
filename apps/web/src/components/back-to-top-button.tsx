import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useTexts } from '../lib/translator';

/** Spec §9: the back-to-top button appears once the page is scrolled by more than 100 px. */
export const BACK_TO_TOP_THRESHOLD_PX = 100;

export function BackToTopButton() {
  const { t } = useTexts('shell');
  const [scroll, scrollTo] = useWindowScroll();
  const label = t('shell.backToTop');
  return (
    // Above the pop-up banner while it shows (its height plus a gap, --popup-banner-space), so that
    // on a phone the button does not cover the banner's text.
    <Affix position={{ bottom: 'max(24px, var(--popup-banner-space, 0px))', right: 24 }}>
      <Transition transition="slide-up" mounted={scroll.y > BACK_TO_TOP_THRESHOLD_PX}>
        {(transitionStyles) => (
          <ActionIcon
            size="xl"
            radius="xl"
            variant="filled"
            style={transitionStyles}
            aria-label={label}
            title={label}
            onClick={() => scrollTo({ y: 0 })}
          >
            <IconArrowUp size={22} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
