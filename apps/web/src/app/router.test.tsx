import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageSignal } from '../lib/navigation-abort';
import { abortRequestsOnNavigation } from './router';

describe('abortRequestsOnNavigation', () => {
  it('aborts the page signal when the path changes, not when only the query changes', async () => {
    const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/a'] });
    const stop = abortRequestsOnNavigation(router);

    const first = pageSignal();
    await router.navigate('/a?x=1');
    expect(first.aborted).toBe(false);

    await router.navigate('/b');
    expect(first.aborted).toBe(true);
    expect(pageSignal().aborted).toBe(false);

    stop();
    router.dispose();
  });
});
