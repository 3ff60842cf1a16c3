// Makes the scanner page installable and able to open without a network: the manifest link, and the
// service worker (public/scanner-sw.js) registered for /scanner-offline/ only. The worker is a few
// hand-written lines rather than Workbox: it has one job (serve the page and its hashed bundles from a
// cache when the network is gone), Workbox would need a build plugin and a precache manifest of the
// whole app, and a 40-line worker is easier to read than its generated one.
// The page fills the cache itself with what it has loaded (the Cache API is open to windows too),
// because on the very first visit the bundles arrive before any worker controls the page.
export const SHELL_CACHE = 'conflow-scanner-shell-v1';

export async function installShell(): Promise<void> {
  if (!document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/scanner.webmanifest';
    document.head.appendChild(link);
  }
  if (!('serviceWorker' in navigator) || !('caches' in window) || !navigator.onLine) return;
  try {
    await navigator.serviceWorker.register('/scanner-sw.js', { scope: '/scanner-offline/' });
    const here = location.origin;
    const urls = performance.getEntriesByType('resource').map((e) => e.name)
      .filter((u) => u.startsWith(`${here}/assets/`) || u === `${here}/theme-init.js` || u === `${here}/favicon.svg`);
    const cache = await caches.open(SHELL_CACHE);
    await cache.addAll([...new Set([location.pathname, ...urls.map((u) => u.slice(here.length))])]);
  } catch {
    /* a private window or a full disk: the page works online as before */
  }
}
