import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render';
import { HelpdeskLive, HelpdeskMenuCount } from './helpdesk-live';

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
});

/** A browser's EventSource, kept so that the test can send the server's events. */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  private readonly listeners = new Map<string, (() => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  close() {}
}

describe('the live helpdesk', () => {
  it('counts what waits for the operator in the menu and the tab title, and reads again at each event', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const api = stubApi({
      'GET /api/Helpdesk/Counts': [
        json(200, { Unassigned: 2, Mine: 1, Breached: 0 }),
        json(200, { Unassigned: 3, Mine: 1, Breached: 1 }),
      ],
    });
    document.title = 'Helpdesk · Sportello';
    renderWithProviders(
      <>
        <HelpdeskLive />
        <HelpdeskMenuCount />
      </>,
    );
    const badge = await screen.findByLabelText('2 segnalazioni da assegnare, 1 assegnate a te');
    expect(badge.textContent).toBe('3');
    await waitFor(() => expect(document.title).toBe('(3) Helpdesk · Sportello'));
    expect(FakeEventSource.last?.url).toBe('/api/Helpdesk/Events');

    // A customer opens a ticket: the stream says so, the counts are read again at once.
    FakeEventSource.last?.emit('changed');
    expect(await screen.findByLabelText('3 segnalazioni da assegnare, 1 assegnate a te')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('(4) Helpdesk · Sportello'));
    expect(api.callsTo('GET /api/Helpdesk/Counts').length).toBeGreaterThanOrEqual(2);
  });
});
