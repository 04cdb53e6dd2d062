// The start of every lesson (issue 48, "a lighter start"), in Debian's Chromium at 1280×800:
// each lesson's default link (the home page's card, `#/<slug>`) opened from a cold load (a
// fresh browser context: no cache, no service worker), with every main-thread long task
// (PerformanceObserver 'longtask', over 50 ms by definition) sorted into the phase it started in:
// - load: navigation start → the page's wasm is fetched and instantiated and the app first
//   drawn (its root `.app` appears; the lesson waits for the worker);
// - answer: → the worker's first answer is drawn (the lesson's step sentence appears), and
//   the two frames after it.
// Reported per lesson: the median over runs of the longest task in each phase and of the time
// each phase ended, the blocking time (the sum over tasks of what exceeds 50 ms, Lighthouse's
// "total blocking time" counted from navigation to the answer drawn), then the longest task
// over all runs. `--cpu K` slows the CPU K times (Chromium's throttling, as Lighthouse's mobile
// preset does with 4). A benchmark, not a test: it asserts nothing, since a busy machine
// stretches every task.
//
// Usage: node tests/e2e/start.mjs [--port P] [--runs N] [--dist DIR] [--only SLUG] [--cpu K] [--json]
// Serves DIR (default target/e2e-dist) on 127.0.0.1:P (default 8141) with serve.mjs, or
// measures --base URL when given.
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : dflt;
};
const port = Number(opt('--port', '8141'));
const runs = Number(opt('--runs', '3'));
const only = opt('--only', '');
const cpu = Number(opt('--cpu', '1'));
const dist = opt('--dist', join(here, '..', '..', 'target', 'e2e-dist'));
let base = opt('--base', '');

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor((s.length - 1) / 2)]; };

// The lessons' default links, as the home page lists them (so a new lesson is measured too).
async function defaultLinks(browser) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${base}index.html`);
  await page.getByTestId('lesson-link').first().waitFor({ timeout: 60000 });
  const links = await page.getByTestId('lesson-link').evaluateAll((as) =>
    as.map((a) => [a.getAttribute('data-lesson'), a.getAttribute('href')]));
  await context.close();
  return links;
}

async function measure(browser, href) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__long = [];
    window.__marks = {};
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) window.__long.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
    const seen = [['load', '.app'], ['answer', '[data-lesson] [data-testid=sentence]']];
    const check = () => {
      for (const [name, sel] of seen) {
        if (!(name in window.__marks) && document.querySelector(sel)) window.__marks[name] = performance.now();
      }
      if (Object.keys(window.__marks).length === seen.length) obs.disconnect();
    };
    const obs = new MutationObserver(check);
    const start = () => obs.observe(document.documentElement, { subtree: true, childList: true });
    if (document.documentElement) start(); else document.addEventListener('readystatechange', start, { once: true });
  });
  if (cpu > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  }
  await page.goto(`${base}index.html${href}`);
  await page.locator('[data-lesson] [data-testid=sentence]').waitFor({ timeout: 60000 });
  // Two frames after the answer, so the task that drew it has ended and been reported.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))));
  const { long, marks } = await page.evaluate(() => ({ long: window.__long, marks: window.__marks }));
  await context.close();
  const phases = ['load', 'answer'];
  const out = {};
  for (const p of phases) out[p] = { end: marks[p] ?? NaN, longest: 0 };
  out.blocking = 0;
  for (const [at, ms] of long) {
    out.blocking += Math.max(0, ms - 50);
    // A task belongs to the first phase that had not ended when it started.
    const p = phases.find((q) => !(marks[q] <= at)) ?? 'answer';
    out[p].longest = Math.max(out[p].longest, ms);
  }
  return out;
}

let server;
if (!base) {
  server = spawn(process.execPath, [join(here, 'serve.mjs'), dist, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => server.stdout.once('data', resolve));
  base = `http://127.0.0.1:${port}/`;
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run'],
});
const results = [];
try {
  const links = (await defaultLinks(browser)).filter(([slug]) => slug.includes(only));
  for (const [slug, href] of links) {
    const rs = [];
    for (let r = 0; r < runs; r++) rs.push(await measure(browser, href));
    results.push({ slug, href, runs: rs });
  }
} finally {
  await browser.close();
  server?.kill();
}
const f = (x) => (Number.isNaN(x) ? '—' : x.toFixed(0));
if (args.includes('--json')) {
  console.log(JSON.stringify(results, null, 1));
} else {
  console.log(`| lesson (default link) | longest task: load / answer, ms (median of ${runs}) | phase ends: load / answer, ms | blocking time, ms (median) | longest task of all runs, ms |`);
  console.log('|---|---|---|---|---|');
  for (const { slug, runs: rs } of results) {
    const m = (p, k) => median(rs.map((r) => r[p][k]));
    const worst = Math.max(...rs.flatMap((r) => ['load', 'answer'].map((p) => r[p].longest)));
    const blocking = median(rs.map((r) => r.blocking));
    console.log(`| ${slug} | ${f(m('load', 'longest'))} / ${f(m('answer', 'longest'))} | ${f(m('load', 'end'))} / ${f(m('answer', 'end'))} | ${f(blocking)} | ${f(worst)} |`);
  }
}
