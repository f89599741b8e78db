import type { WrappedCommunication } from '@sportello/contracts/news/news.contract';
import { unwrap } from '@sportello/contracts/news/news.values';
import type { PopUpMessage } from '@sportello/contracts/popups/popups.contract';

/** One slide of the banner: a pop-up message, or a popup news item (which links to its page). */
export interface PopupSlide {
  key: string;
  title: string;
  body: string;
  /** A pop-up message's id: the viewed messages the session keeps. */
  messageId?: number;
  /** A popup news item's id: the slide links to the item. */
  newsId?: number;
}

/** The banner's own messages first, then the popup news; a news item shows its summary. */
export function popupSlides(messages: PopUpMessage[], news: WrappedCommunication[]): PopupSlide[] {
  return [
    ...messages.map((m) => ({ key: `message-${m.Id}`, title: m.Title, body: m.Body, messageId: m.Id })),
    ...news.flatMap((wrapped) => {
      const item = unwrap(wrapped);
      return item ? [{ key: `news-${item.Id}`, title: item.Title, body: item.Summary, newsId: item.Id }] : [];
    }),
  ];
}
