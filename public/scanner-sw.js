// The offline scanner's service worker (renderers/checkin/offline/installShell.ts says why it is
// hand-written). It controls /scanner-offline/ pages only. The page's address: the network first
// (a new build is seen at once), the cached page when there is none. The hashed bundles and static
// files: the cache first (a hashed name never changes), kept as they are fetched. The API is never
// cached: the page keeps its list and journal in IndexedDB and knows when a call failed.
const CACHE = 'conflow-scanner-shell-v1';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (e) => {
  const req = e.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (req.mode === 'navigate') {
    e.respondWith(fetch(req).then((res) => {
      const copy = res.clone();
      if (res.ok) caches.open(CACHE).then((c) => c.put(url.pathname, copy));
      return res;
    }).catch(async () => (await caches.match(url.pathname)) ?? (await caches.match('/scanner-offline/')) ?? Response.error()));
    return;
  }
  e.respondWith(caches.match(req).then((hit) => hit ?? fetch(req).then((res) => {
    const copy = res.clone();
    if (res.ok) caches.open(CACHE).then((c) => c.put(req, copy));
    return res;
  })));
});
