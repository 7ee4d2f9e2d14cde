/*
 * iAgree's service worker (decision 025), registered by the production build after the page's
 * load event. A second visit costs no round trip for the app's code: files under /assets/ carry
 * their content's hash in their name and never change under it, so they come from this cache once
 * fetched. Pages go to the network first (with the navigation preload, so the worker's start-up
 * does not delay them); the last home page is kept only for when the network fails. The API and
 * media are never touched: the network and the HTTP cache's ETags answer them, and nobody's
 * answers are stored here.
 */
const ASSETS = 'iagree-assets-v1';
const PAGES = 'iagree-pages-v1';
/** Old deploys' files are dropped, oldest first, beyond this many. */
const MAX_ASSETS = 300;

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await self.registration.navigationPreload?.enable();
      for (const key of await caches.keys())
        if (key !== ASSETS && key !== PAGES) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

async function fromCache(request) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.status === 200) {
    await cache.put(request, response.clone());
    const keys = await cache.keys();
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) await cache.delete(old);
  }
  return response;
}

async function page(event, home) {
  try {
    const response = (await event.preloadResponse) ?? (await fetch(event.request));
    if (home && response.status === 200) {
      const cache = await caches.open(PAGES);
      await cache.put('/', response.clone());
    }
    return response;
  } catch (error) {
    const kept = home && (await caches.match('/', { cacheName: PAGES }));
    if (kept) return kept;
    throw error;
  }
}

/** A same-origin hashed file of the app's. */
const isAsset = (url) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');

// The files the page loaded before this worker controlled it (the page sends their addresses):
// kept too, from the HTTP cache that has them.
self.addEventListener('message', (event) => {
  const assets = Array.isArray(event.data?.assets) ? event.data.assets : [];
  event.waitUntil(
    Promise.all(
      assets
        .filter((address) => isAsset(new URL(address, self.location.origin)))
        .map((address) => fromCache(new Request(address)).catch(() => undefined)),
    ),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (isAsset(url)) event.respondWith(fromCache(request));
  else if (request.mode === 'navigate' && url.origin === self.location.origin)
    event.respondWith(page(event, url.pathname === '/'));
});
