import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { session } from '../lib/session/store';

// findBy* and waitFor wait up to 10 s, not 1: on a busy 2-core machine the first
// render of a lazily loaded page (Vite transforms it on import) can take longer.
configure({ asyncUtilTimeout: 10_000 });

// What Mantine needs from a browser that jsdom lacks.
if (typeof window.matchMedia !== 'function') {
  // Like browsers, an empty query matches (mantine-datatable shows columns without a media query so).
  window.matchMedia = (query: string) =>
    ({
      matches: query.trim() === '',
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Select scrolls its selected option into view when it opens.
if (!('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => {}, configurable: true, writable: true });
}

// Textarea autosize listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
}

afterEach(() => {
  cleanup();
  notifications.clean();
  session.logout();
  localStorage.clear();
  document.cookie.split(';').forEach((pair) => {
    const name = pair.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

// Test files share a worker (vitest.config.ts): the next file gets fresh
// modules of the project (session, Apollo clients and their caches), while
// the packages in node_modules, slow to load, stay.
afterAll(() => {
  vi.resetModules();
});
