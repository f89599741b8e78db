import { listPopupNews } from '@sportello/contracts/news/news.contract';
import {
  closePopUpMessages,
  getPopUpMessages,
  setPopUpMessagesMinimized,
} from '@sportello/contracts/popups/popups.contract';
import { apiRequest } from '../../../lib/api-client';

// The banner belongs to the shell, not to a page: its calls survive page changes.

export function fetchPopUpMessages() {
  return apiRequest(getPopUpMessages, { keepOnNavigation: true });
}

/** The popup news of the signed-in user's audience (decision 017): slides of the same banner. */
export function fetchPopupNews() {
  return apiRequest(listPopupNews, { keepOnNavigation: true });
}

export function savePopUpMinimized(Minimized: boolean, ViewedMessages: number[]) {
  return apiRequest(setPopUpMessagesMinimized, {
    body: { Minimized, ViewedMessages },
    keepOnNavigation: true,
  });
}

export function savePopUpClosed() {
  return apiRequest(closePopUpMessages, { keepOnNavigation: true });
}
