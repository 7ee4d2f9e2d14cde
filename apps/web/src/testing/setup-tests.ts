import { format } from 'node:util';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
// The page's TanStack timers, set before any file's first query (files share modules).
import '@/lib/query-client';
// The schemas the client checks answers with (decision 041), loaded before the first call waits
// for them.
// eslint-disable-next-line no-restricted-imports -- tests check answers as the dev server does
import '@iagree/contract/routes';
import { server } from './server';

initI18n('ja');

const printedError = getConfig().getElementError;
configure({
  // findBy*/waitFor give up after 1 s by default, which a loaded machine can exceed.
  asyncUtilTimeout: 5000,
  // A findBy… or waitFor runs its query again on every change of the DOM and drops each failure
  // but the last; printing the whole DOM into each of them was a sixth of the web tests' CPU.
  // The failure a test reports (on timeout, or from a getBy…) still prints it.
  getElementError: (message, container) =>
    (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
      ._disableExpensiveErrorDiagnostics
      ? Object.assign(new Error(message ?? ''), { name: 'TestingLibraryElementError' })
      : printedError(message, container),
});

// jsdom lacks the layout APIs Mantine uses.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.HTMLElement.prototype.scrollIntoView = () => {};
// Autosizing textareas listen for web fonts loading, which jsdom does not implement.
Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

/**
 * What makes a test fail besides its assertions: React's warnings (invalid nesting, missing
 * keys, updates outside act …) and anything else written to console.error or console.warn,
 * and a request that no handler answers.
 */
let problems: string[] = [];

beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      problems.push(`unhandled request: ${request.method} ${request.url}`);
      print.error();
    },
  }),
);
afterAll(() => server.close());

beforeEach(() => {
  problems = [];
  for (const level of ['error', 'warn'] as const) {
    const write = level === 'error' ? console.error : console.warn;
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      problems.push(`console.${level}: ${format(...args)}`);
      write(...args);
    });
  }
});

afterEach(() => {
  cleanup();
  // Mantine keeps toasts in a module-wide store, which outlives the rendered app; files share
  // modules (isolate: false), so a toast left here would show up in the next file's page.
  notifications.clean();
  notifications.cleanQueue();
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  if (problems.length > 0) throw new Error(problems.join('\n\n'));
});
