import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';

initI18n('ja');

// findBy*/waitFor give up after 1 s by default, which a loaded machine can exceed.
configure({ asyncUtilTimeout: 5000 });

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

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});
