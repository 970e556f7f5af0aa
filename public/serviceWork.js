/*
 * Livedesk service worker (the product rule: "A service worker at /serviceWork.js is registered with scope /").
 * Deliberately minimal: it takes control at once and, for page navigations only, goes to the network first.
 * It never caches API calls (auth/*, api/*, websocket) — those carry live, per-user data.
 */
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || request.mode !== 'navigate') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (/^\/(auth|api|websocket|doc\.html)(\/|$)/.test(url.pathname)) return;
  // Network first; on failure the browser's own offline page is shown (nothing special is stored).
  event.respondWith(fetch(request));
});
