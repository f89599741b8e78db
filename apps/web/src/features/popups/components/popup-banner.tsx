import '@mantine/core/styles/Tooltip.layer.css';
import { ActionIcon, Anchor, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { routePath } from '@sportello/contracts/common/route';
import {
  IconChevronLeft,
  IconChevronRight,
  IconChevronUp,
  IconMinus,
  IconPlayerPause,
  IconPlayerPlay,
  IconX,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PopupMessageText } from '../../../components/popup-message-text';
import { useDialogs } from '../../../components/use-dialogs';
import { paths } from '../../../config/paths';
import { fetchPopUpMessages, fetchPopupNews, savePopUpClosed, savePopUpMinimized } from '../api/popup-calls';
import { DEFAULT_POPUP_DELAY, type PopupDelayRange, popupDelayMs } from '../hooks/popup-delay';
import { type PopupSlide, popupSlides } from '../hooks/popup-slides';
import classes from './popup-banner.module.css';

export interface PopupBannerProps {
  /** Keys the messages to the session's language and company: they are fetched again on a change. */
  sessionKey: string;
  /** The page's own delay range (spec §4 "unless page settings override this"). */
  delay?: PopupDelayRange;
  /** How long each message stays before the next slides in. */
  slideMs?: number;
}

const QUERY_KEY = ['popups'] as const;

/**
 * The bottom pop-up banner (spec §2, §4): appears after a random delay, slides between the active
 * messages and the popup news of the user's audience (decision 017), can be minimized (the slider pauses) and maximized (it resumes), and closed after a
 * confirmation. Its state lives in the server session, so that a reload keeps it. The slider also
 * pauses while the pointer or the keyboard focus is on it, and has its own pause button.
 */
export function PopupBanner({ sessionKey, delay = DEFAULT_POPUP_DELAY, slideMs = 8000 }: PopupBannerProps) {
  const { t } = useTranslation('popups');
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...QUERY_KEY, sessionKey],
    queryFn: fetchPopUpMessages,
    staleTime: 5 * 60_000,
  });
  // Popup news share the slider and its state; without them (a failed call) the messages still show.
  const news = useQuery({
    queryKey: [...QUERY_KEY, 'news', sessionKey],
    queryFn: fetchPopupNews,
    staleTime: 5 * 60_000,
  });
  const [shown, setShown] = useState(false);
  const [index, setIndex] = useState(0);
  const [minimized, setMinimized] = useState<boolean | undefined>(undefined);
  const [closed, setClosed] = useState(false);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const viewed = useRef(new Set<number>());
  const titleId = useId();
  const { ref: sizeRef, height } = useElementSize();

  const messages = query.data?.Messages ?? [];
  const slides = popupSlides(messages, news.data?.Items ?? []);
  const state = query.data?.State;
  const isMinimized = minimized ?? state?.Minimized ?? false;
  const isClosed = closed || (state?.Closed ?? false);
  const count = slides.length;
  const current: PopupSlide | undefined = slides[Math.min(index, Math.max(0, count - 1))];
  const rotating = shown && !isMinimized && !paused && !hovered && !focused && count > 1;

  // Appears once, after a delay drawn from the current page's range: until it has appeared, moving
  // to a page with another range draws again from that one, counted from the move (decision 014).
  const { minMs, maxMs } = delay;
  useEffect(() => {
    if (shown) return;
    const timer = window.setTimeout(() => setShown(true), popupDelayMs({ minMs, maxMs }));
    return () => window.clearTimeout(timer);
  }, [shown, minMs, maxMs]);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), slideMs);
    return () => window.clearInterval(timer);
  }, [rotating, count, slideMs]);

  useEffect(() => {
    if (shown && !isMinimized && current?.messageId !== undefined) viewed.current.add(current.messageId);
  }, [shown, isMinimized, current]);

  const visible = shown && !isClosed && count > 0 && current !== undefined;
  // The banner floats over the page's end: the shell leaves as much room below the page
  // (--popup-banner-space), so that nothing stays hidden under it.
  useEffect(() => {
    if (!visible || height === 0) return;
    const root = document.documentElement.style;
    root.setProperty('--popup-banner-space', `${Math.ceil(height) + 24}px`);
    return () => {
      root.removeProperty('--popup-banner-space');
    };
  }, [visible, height]);

  if (!visible || !current) return null;

  const setMinimizedOnServer = (value: boolean) => {
    setMinimized(value);
    savePopUpMinimized(value, [...viewed.current].slice(-200))
      .then((saved) =>
        queryClient.setQueryData([...QUERY_KEY, sessionKey], { Messages: messages, State: saved }),
      )
      .catch(() => {
        // The banner still follows the click; only a reload would forget it.
      });
  };

  const close = async () => {
    const confirmed = await dialogs.confirm({
      title: t('popups.closeTitle'),
      message: t('CONFIRM_CLOSE_POPUP_MSGS', { ns: 'errors' }),
    });
    if (!confirmed) return;
    setClosed(true);
    savePopUpClosed()
      .then((saved) =>
        queryClient.setQueryData([...QUERY_KEY, sessionKey], { Messages: messages, State: saved }),
      )
      .catch(() => {});
  };

  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  return (
    <Paper
      ref={sizeRef}
      component="section"
      aria-labelledby={titleId}
      aria-roledescription="carousel"
      className={classes.banner}
      shadow="lg"
      withBorder
      p="sm"
      data-testid="popup-banner"
      data-state={isMinimized ? 'minimized' : 'visible'}
      data-rotating={rotating}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text id={titleId} fw={600} size="sm" c="dimmed">
          {t('popups.region')}
          {count > 1 && ` · ${t('popups.counter', { current: index + 1, total: count })}`}
        </Text>
        <Group gap={4} wrap="nowrap">
          {!isMinimized && count > 1 && (
            <>
              <IconButton label={t('popups.previous')} onClick={() => go(-1)}>
                <IconChevronLeft size={18} aria-hidden />
              </IconButton>
              <IconButton
                label={paused ? t('popups.play') : t('popups.pause')}
                onClick={() => setPaused((p) => !p)}
              >
                {paused ? (
                  <IconPlayerPlay size={18} aria-hidden />
                ) : (
                  <IconPlayerPause size={18} aria-hidden />
                )}
              </IconButton>
              <IconButton label={t('popups.next')} onClick={() => go(1)}>
                <IconChevronRight size={18} aria-hidden />
              </IconButton>
            </>
          )}
          {isMinimized ? (
            <IconButton label={t('popups.maximize')} onClick={() => setMinimizedOnServer(false)}>
              <IconChevronUp size={18} aria-hidden />
            </IconButton>
          ) : (
            <IconButton label={t('popups.minimize')} onClick={() => setMinimizedOnServer(true)}>
              <IconMinus size={18} aria-hidden />
            </IconButton>
          )}
          <IconButton label={t('popups.close')} onClick={() => void close()}>
            <IconX size={18} aria-hidden />
          </IconButton>
        </Group>
      </Group>
      {!isMinimized && (
        <Stack
          gap={4}
          mt={4}
          role="group"
          aria-roledescription="slide"
          aria-label={t('popups.counter', { current: index + 1, total: count })}
          aria-live={rotating ? 'off' : 'polite'}
        >
          <PopupMessageText title={current.title} body={current.body} />
          {current.newsId !== undefined && (
            <Anchor component={Link} to={routePath(paths.newsItem, { id: current.newsId })} size="sm">
              {t('popups.readNews')}
            </Anchor>
          )}
        </Stack>
      )}
    </Paper>
  );
}

function IconButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} withArrow openDelay={400}>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
