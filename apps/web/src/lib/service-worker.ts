/** A same-origin hashed file of the app's, which the worker keeps. */
const isAsset = (address: string) => {
  const url = new URL(address);
  return url.origin === window.location.origin && url.pathname.startsWith('/assets/');
};

/**
 * Registers the service worker (`public/sw.js`, decision 025) in the production build, after the
 * page's load event so that it takes nothing from the first screen, and hands it the addresses
 * of the files this page load fetched, for it to keep too: those fetched so far, then each as it
 * arrives, since the app's files are asked for once the shell has painted (decision 058), some
 * while the worker does not control the page yet.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(async () => {
        const { active } = await navigator.serviceWorker.ready;
        if (!active) return;
        new PerformanceObserver((list) => {
          const assets = list
            .getEntries()
            .map((entry) => entry.name)
            .filter(isAsset);
          if (assets.length > 0) active.postMessage({ assets });
        }).observe({ type: 'resource', buffered: true });
      })
      // Without it the app works as before: each visit asks the HTTP cache.
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
