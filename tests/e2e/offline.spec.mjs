// Offline once opened: a first visit installs the service worker, which then answers a reload
// with the network cut; a new deployment replaces the cache without breaking the open page.
//
// This spec serves the built site itself, from a sub-path (/lab/), so it can cut the network for
// real (the server drops every connection: Playwright's setOffline does not reach the worker's
// own requests) and deploy a "next build" (index.html and sw.js changed, as a new `cargo xtask
// dist` would change them).
import { test, expect } from './fixtures.mjs';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const SITE = resolve('target/e2e-dist');
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.webmanifest': 'application/manifest+json' };

// What the server does: `down` drops every connection; `next` serves the next build.
const state = { down: false, next: false };
let server;
let base;
let version;

/** The build's cache version, from the BUILD line cargo xtask wrote into sw.js. */
function versionOf(sw) {
  const m = /^const BUILD = \{ version: "([0-9a-f]{16})", assets: \[(.*)\] \};/m.exec(sw);
  if (!m) throw new Error('sw.js has no BUILD line written by cargo xtask');
  return { version: m[1], assets: JSON.parse(`[${m[2]}]`) };
}

/** The next deployment: a changed page and a worker with a new version. */
function nextBuild(path, body) {
  if (path === 'index.html') {
    // After <html …>: a minified page has no <head> tag (HTML lets it be left out).
    const page = body.toString();
    const changed = page.replace(/<html[^>]*>/, (html) => `${html}<meta name="build" content="next" />`);
    if (changed === page) throw new Error('index.html has no <html> tag to mark');
    return changed;
  }
  if (path === 'sw.js') return body.toString().replace(`"${version}"`, `"${version}-next"`);
  return body;
}

test.beforeAll(async () => {
  ({ version } = versionOf(await readFile(join(SITE, 'sw.js'), 'utf8')));
  server = createServer(async (req, res) => {
    if (state.down) {
      req.socket.destroy();
      return;
    }
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (!pathname.startsWith('/lab/')) {
      res.writeHead(404).end();
      return;
    }
    let path = normalize(pathname.slice('/lab/'.length)).replace(/^(\.\.[/\\])+/, '');
    if (path === '' || path === '.') path = 'index.html';
    try {
      let body = await readFile(join(SITE, path));
      if (state.next) body = nextBuild(path, body);
      res.writeHead(200, { 'content-type': TYPES[extname(path)] || 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${server.address().port}/lab/`;
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((ok) => server.close(ok));
});

/** Waits until a service worker controls the page; returns its scope and the cache names. */
async function controlled(page) {
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    await new Promise((ok) => {
      if (navigator.serviceWorker.controller) ok();
      else navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true });
    });
    return { scope: reg.scope, caches: await caches.keys() };
  });
}

async function cut(context, down) {
  state.down = down;
  await context.setOffline(down);
}

test('a visited site opens lessons offline, and a new build replaces the cache', async ({ page, context }) => {
  // First visit, online: the worker installs, precaches the build and takes control.
  await page.goto(`${base}index.html#/nim?piles=3,4,5&lang=en`);
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'first');
  const first = await controlled(page);
  expect(first.scope).toBe(base);
  expect(first.caches).toEqual([`grundy-lab-${version}`]);
  const { assets } = versionOf(await readFile(join(SITE, 'sw.js'), 'utf8'));
  expect(assets).toContain('index.html');
  expect(assets.some((a) => a.endsWith('_bg.wasm'))).toBe(true);
  const cached = await page.evaluate(async (name) =>
    (await (await caches.open(name)).keys()).map((r) => r.url).sort(), first.caches[0]);
  expect(cached).toEqual(assets.map((a) => new URL(a, base).href).sort());

  // Network gone: a reload and a visit to the site's folder still open lessons.
  await cut(context, true);
  await page.reload();
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'first');
  await expect(page.getByTestId('component')).toHaveCount(3);
  await expect(page.locator('.figure svg')).toBeVisible();
  await page.goto(`${base}#/nim?piles=1,2,3&lang=en`);
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'second');

  // Mid-lesson, a new build is deployed: the new worker takes over without reloading the page.
  await cut(context, false);
  state.next = true;
  await page.getByTestId('step-next').click();
  await expect(page.getByTestId('step')).toHaveAttribute('data-index', '1');
  const caches = await page.evaluate(async () => {
    window.stillTheSamePage = true;
    const reg = await navigator.serviceWorker.getRegistration();
    // The page changes controller as soon as the new worker starts activating; it has removed
    // the old caches once it reaches `activated`.
    const changed = new Promise((ok) =>
      navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
    const activated = new Promise((ok) => reg.addEventListener('updatefound', () => {
      const worker = reg.installing;
      worker.addEventListener('statechange', () => { if (worker.state === 'activated') ok(); });
    }, { once: true }));
    await reg.update();
    await Promise.all([changed, activated]);
    return caches.keys();
  });
  expect(caches).toEqual([`grundy-lab-${version}-next`]);
  expect(await page.evaluate(() => window.stillTheSamePage)).toBe(true);
  await page.getByTestId('step-next').click();
  await expect(page.getByTestId('step')).toHaveAttribute('data-index', '2');
  // The address follows a step after its painted frame (docs/links-and-hooks.md), and a reload
  // opens the address as it is when the reload starts: wait for it, as a reader would.
  await expect(page).toHaveURL(/step=2/);

  // Offline again, a reload opens the new build from the new cache.
  await cut(context, true);
  await page.reload();
  await expect(page.locator('meta[name="build"]')).toHaveAttribute('content', 'next');
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'second');
  await expect(page.getByTestId('step')).toHaveAttribute('data-index', '2');
  await cut(context, false);
});

test('the site is installable: its manifest parses, its icons exist', async ({ page, context, request }) => {
  await page.goto(`${base}index.html#/nim?piles=3,4,5&lang=en`);
  await controlled(page);
  // Chromium's own verdict; the only objection left is Playwright's incognito profile.
  const cdp = await context.newCDPSession(page);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifestUrl = new URL(href, base).href;
  const manifest = await (await request.get(manifestUrl)).json();
  expect(manifest).toMatchObject({ start_url: './', scope: './', display: 'standalone' });
  const sizes = manifest.icons.map((i) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', 'any']));
  for (const icon of manifest.icons) {
    const res = await request.get(new URL(icon.src, manifestUrl).href);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe(icon.type);
  }
});
