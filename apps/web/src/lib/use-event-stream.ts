import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Reads again what an event says changed. A read still in flight started before the change, and a
 * first read in flight would be kept as it is: it is cancelled, then everything under `key` is read.
 */
export async function readAgain(queryClient: QueryClient, key: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey: key });
  await queryClient.invalidateQueries({ queryKey: key });
}

/**
 * Follows an event stream (server-sent events) while `url` is set: `ready` (on every opening, also
 * after the browser reopened it) and `changed` ask for a fresh read; `typing` is passed on.
 */
export function useEventStream(
  url: string | undefined,
  handlers: { onChange: () => void; onTyping?: (event: { fromStaff: boolean; name: string }) => void },
): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const source = new EventSource(url);
    const changed = () => latest.current.onChange();
    source.addEventListener('ready', changed);
    source.addEventListener('changed', changed);
    source.addEventListener('typing', (event) => {
      try {
        latest.current.onTyping?.(JSON.parse((event as MessageEvent<string>).data));
      } catch {
        // A malformed notice is only a typing indicator less.
      }
    });
    return () => source.close();
  }, [url]);
}
