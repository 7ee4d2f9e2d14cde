/**
 * Registers the service worker (`public/sw.js`, decision 025) in the production build, after the
 * page's load event so that it takes nothing from the first screen, and hands it the addresses
 * of the files this page load fetched before it was there, for it to keep too.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(async () => {
        const { active } = await navigator.serviceWorker.ready;
        const assets = performance.getEntriesByType('resource').map((entry) => entry.name);
        active?.postMessage({ assets });
      })
      // Without it the app works as before: each visit asks the HTTP cache.
      .catch(() => undefined);
  });
}
