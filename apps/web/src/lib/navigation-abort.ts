/**
 * One AbortController per location: every request started by a page listens to it, and the router
 * aborts it when the user moves to another page, so that answers nobody waits for any more are not
 * processed (and do not show errors on the next page). Requests of the persistent shell opt out.
 */
let controller = new AbortController();

/** The signal of the page the user is on now. */
export function pageSignal(): AbortSignal {
  return controller.signal;
}

/** Cancels every pending page request and starts a fresh scope for the new location. */
export function abortPageRequests(): void {
  const previous = controller;
  controller = new AbortController();
  previous.abort(new DOMException('Navigation', 'AbortError'));
}
