import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';

/** The whole app at `path`, with a fresh cache that never retries. */
export function renderApp(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
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
