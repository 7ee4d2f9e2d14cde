import { notifyManager, QueryClient, timeoutManager } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { coalescingScheduler, sharedTimeouts } from './query-timers';

const MAX_RETRIES = 2;

// For every client of the page, before any query runs: TanStack warns when its timer provider
// changes after use.
notifyManager.setScheduler(coalescingScheduler());
timeoutManager.setTimeoutProvider(sharedTimeouts());

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change by asking again; network and 5xx errors might.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.isClientError) && failureCount < MAX_RETRIES,
      },
      mutations: { retry: false },
    },
  });
}
