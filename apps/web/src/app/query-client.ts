import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/**
 * Retries only what may pass on a second try: a dropped connection or a gateway hiccup. Business
 * errors (4xx) and cancelled requests are answers, not accidents, and are shown at once.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !(error instanceof ApiError)) return false;
  if (error.status === 0) return !error.aborted;
  return error.status === 502 || error.status === 503 || error.status === 504;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
