import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './routes';

// Made by the first render, which React slices, not when this module loads: ranking the routes
// was a sixth of the app's start on a slow phone, in one task (issue 28).
let router: ReturnType<typeof createBrowserRouter> | undefined;

export function AppRouter() {
  router ??= createBrowserRouter(routes);
  return <RouterProvider router={router} />;
}
