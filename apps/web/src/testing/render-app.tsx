import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';

/**
 * The whole app at `path`, with a fresh cache that never retries. Answers go stale at once
 * unless `staleTime` keeps them fresh as the app's own cache does (lib/query-client.ts), for
 * tests that a change makes them load again.
 */
export function renderApp(path: string, { staleTime }: { staleTime?: number } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider queryClient={queryClient} env="test">
      {/* What react-router/dom adds; importing that entry in Vitest loads a second router copy. */}
      <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
    </AppProvider>,
  );
  return { router, queryClient };
}
