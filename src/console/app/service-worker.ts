/**
 * Registers `/serviceWork.js` at scope '/' in production builds, where the browser supports it.
 * Never in development or tests, where a worker would cache stale modules.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/serviceWork.js', { scope: '/' }).catch(() => {
      // A failed registration only loses the offline nicety; the console works without it.
    });
  });
}
