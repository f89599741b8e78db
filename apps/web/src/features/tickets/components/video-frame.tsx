import '@mantine/core/styles/AspectRatio.layer.css';
import { AspectRatio } from '@mantine/core';

export interface VideoFrameProps {
  /** A player address the server allowed (decision 013); the page's CSP frames no other. */
  src: string;
  title: string;
  /** On while the panel or modal that holds the video is open. */
  active: boolean;
}

/** The player's address with playback started: the opening click is the user's go-ahead. */
function playing(src: string): string {
  const url = new URL(src);
  url.searchParams.set('autoplay', '1');
  return url.href;
}

/**
 * An embedded video (spec §2 "embedded video iframes started and stopped by events"): the player is
 * loaded, and starts, when `active` turns on — its modal or panel opened — and is replaced by a blank
 * page when it turns off, which stops the playback whatever the player is.
 */
export function VideoFrame({ src, title, active }: VideoFrameProps) {
  return (
    <AspectRatio ratio={16 / 9} maw={640}>
      <iframe
        src={active ? playing(src) : 'about:blank'}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        style={{ border: 0, borderRadius: 'var(--mantine-radius-sm)' }}
      />
    </AspectRatio>
  );
}
