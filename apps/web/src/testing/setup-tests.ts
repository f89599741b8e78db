import { notifications } from '@mantine/notifications';
import { LANGUAGE_COOKIE } from '@sportello/contracts/common/page-cookies.values';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { deleteCookie } from '../lib/cookies';

// findBy… and waitFor give up after 1 s by default, which a render can take when the test workers
// share a busy machine's cores; what they wait for is unchanged.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
// The test files of a worker share their modules (isolate: false in vite.config.ts), so what a module
// keeps between renders is emptied here: Mantine's toasts, shown and queued, live in one store.
afterEach(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
  window.localStorage.clear();
  // The language choice is remembered in a cookie (lib/language-preference.ts).
  deleteCookie(LANGUAGE_COOKIE);
});

// The DOM emulations lack the layout APIs Mantine relies on (media queries, resize observers, scrolling);
// these stand-ins answer like a wide desktop window whose user asked for reduced motion, so that
// collapsible panels open at once (the emulation never fires the transition end they would wait for).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

// Textarea autosize listens for web fonts finishing loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// jsdom's files cannot be read as promises (Blob.arrayBuffer); forms that send files read them so.
if (!Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob): Promise<ArrayBuffer> {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}
