/**
 * Set-up of the `browser` test project (jsdom): jest-dom matchers, the MSW server with unhandled requests as
 * errors, English UI, a clean DOM/cookies/storage after each test, and the few browser APIs jsdom lacks that
 * Chakra (Ark/Zag) touches.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { initI18n, provideLocale } from './shared/i18n/i18n';
import { ar } from './shared/i18n/locales/ar';
import { ko } from './shared/i18n/locales/ko';
import { zh } from './shared/i18n/locales/zh';
import { toaster } from './shared/ui/toaster';
import { resetStores } from './test/reset-stores';
import { server } from './test/msw-server';

// findBy*/waitFor give a page 1 s by default; lazy pages with MSW answers take longer on a loaded 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds: number[] = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= IntersectionObserverStub as unknown as typeof IntersectionObserver;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollTo ??= function scrollTo() {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// jsdom's navigator.language is en-US; tests start in English regardless of the host.
// The console loads one language per page load; tests switch between all four, so all are at hand.
provideLocale('zh', zh);
provideLocale('ko', ko);
provideLocale('ar', ar);
initI18n('en');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Every test starts as a fresh page load: signed out, default settings, no toasts left from the one before.
beforeEach(() => {
  resetStores();
  toaster.remove();
});
afterEach(() => {
  cleanup();
  // A test that switched the language (src/test/refusals.ts `speak`) leaves the next one in English.
  initI18n('en');
  server.resetHandlers();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  localStorage.clear();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
