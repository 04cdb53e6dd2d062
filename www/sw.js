// Grundy Lab's service worker: a page opened once keeps working with the network gone.
//
// `cargo xtask dist` (and the test build) rewrites the BUILD line below in dist/sw.js with the
// build's version (a hash of every file it lists) and its files (index.html, Trunk's hashed
// .js/.wasm/.css, the manifest and icons), and leaves out its comment and blank lines, such as
// these (xtask/src/offline.rs). A new deployment therefore changes this file, so the
// browser installs the new worker, which precaches the new build under a new cache name and
// deletes the old caches. Left as it is (a bare `trunk serve`), the list is empty and the worker
// caches nothing: every request goes to the network as if there were no worker.
//
// Strategies: page navigations go to the network first (a deployment shows at once) and fall
// back to the cached index.html; the listed files are served from the cache first (their names
// change whenever their content does). Everything is relative to this file's folder, so the
// site works from any sub-path. A new worker takes over at once (skipWaiting, clients.claim) but
// never reloads a page: a lesson in progress keeps running on the code it loaded, and its state
// is in its link, so the next load simply opens on the new build.

const BUILD = { version: 'dev', assets: [] }; // written by cargo xtask

const PREFIX = 'grundy-lab-';
const CACHE = PREFIX + BUILD.version;
const SCOPE = new URL('./', self.location.href);
const INDEX = new URL('index.html', SCOPE).href;
const ASSETS = new Set(BUILD.assets.map((path) => new URL(path, SCOPE).href));

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    if (ASSETS.size > 0) {
      const cache = await caches.open(CACHE);
      // `reload` skips the HTTP cache, so a stale copy never lands in a new build's cache.
      await cache.addAll([...ASSETS].map((url) => new Request(url, { cache: 'reload' })));
    }
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    // Old builds' caches go before this worker reaches the `activated` state (and before it
    // claims the pages no worker controlled yet); until then fetches wait for it.
    const names = await caches.keys();
    await Promise.all(names
      .filter((name) => name.startsWith(PREFIX) && name !== CACHE)
      .map((name) => caches.delete(name)));
    await self.clients.claim();
  })());
});

async function fromCache(request) {
  const cache = await caches.open(CACHE);
  return cache.match(request);
}

async function networkFirst(request) {
  try {
    return await fetch(request);
  } catch (offline) {
    // Any page of the site is the one-page app: the cached index.html opens the lesson in the
    // link's hash (which never reaches the network).
    const cached = (await fromCache(request.url.split('?')[0])) || (await fromCache(INDEX));
    if (cached) return cached;
    throw offline;
  }
}

async function cacheFirst(request) {
  return (await fromCache(request)) || fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || ASSETS.size === 0) return;
  const url = new URL(request.url);
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request));
  } else if (ASSETS.has(url.origin + url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});
