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

export function savePopUpMinimized(Minimized: boolean, ViewedMessages: number[]) {
  return apiRequest(setPopUpMessagesMinimized, {
    body: { Minimized, ViewedMessages },
    keepOnNavigation: true,
  });
}

export function savePopUpClosed() {
  return apiRequest(closePopUpMessages, { keepOnNavigation: true });
}
