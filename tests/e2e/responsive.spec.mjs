// No link can freeze the tab: lessons are built in the solver worker, so while it computes a
// heavy link the page's main thread runs no long task and the stepper still answers.
import { test, expect } from './fixtures.mjs';

/** Records main-thread long tasks from now on (PerformanceObserver 'longtask'). */
/// Records main-thread long tasks, and when the solver's answer replaced the lesson shown, so
/// the tasks of the computation (which must not exist: it runs in the worker) are told apart
/// from mounting the answer's figure (a separate, documented cost).
async function watchLongTasks(page) {
  // The page that was open (nim) first finishes its own boot: its last mount slices, the
  // worker's start and the collection of the boot's garbage are not the new link's work.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
  // Its figure has faded in: while its shapes' appear animations run (0.3 s), each frame
  // restyles them, and a link set then shared frames with them (traces showed the old
  // figure's animations inside the new link's long task).
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.evaluate(() => {
    window.__long = [];
    window.__answered = Infinity;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__long.push([e.startTime, Math.round(e.duration)]);
    }).observe({ type: 'longtask' });
    new MutationObserver(() => {
      const shown = document.querySelector('[data-lesson]')?.getAttribute('data-lesson');
      if (shown && shown !== 'nim' && window.__answered === Infinity) window.__answered = performance.now();
    }).observe(document.body, { subtree: true, attributes: true, childList: true });
  });
}

/// The long tasks of the new link's work: those that started after the link was set (the open
/// page's own boot can still be mounting its first answer then: under load that task was
/// long, started before the link and ended after the observer was installed) and ended before
/// the answer was in the page (the task that mounts the answer is the mount, measured apart).
const ofTheLink = () => window.__long.filter(([start, d]) => start >= window.__linked && start + d < window.__answered);

// Links that froze the tab when the page built lessons itself (issue 10's table).
const splitPiles = Array.from({ length: 300 }, (_, i) => 1990 - (i % 10)).join(',');
// Mounting an answer is not counted here (the check below ends when the answer is in the page):
// a large figure is drawn a part per painted frame, and its frames are measured in
// docs/benchmarks.md ("The page in Chromium").
const heavy = [
  `split-nim?piles=${splitPiles}`,
  'flip-multiples?n=1000000000&white=1&moves=1:10000000',
  'end-piles?piles=' + Array.from({ length: 1000 }, (_, i) => 1 + (i * 7919) % 1000).join(','),
  'set-nim?set=2,5,7&piles=1000000,999999',
  // The game lab's largest table: Treblecross has no period and no sparse space below 10^5,
  // so the worker takes seconds, reporting its progress.
  'game-lab?code=0.007&n=100000',
];

// The flip of 10^7 multiples is played out, then refused: it would leave more white cells
// than the lesson follows. The page must stay responsive while the worker finds that out.
const refusedMoves = (link) => link.startsWith('flip-multiples');

for (const link of heavy) {
  test(`the page stays responsive while the solver works: ${link.slice(0, 40)}…`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('index.html#/nim?piles=3,4,5&lang=en');
    await expect(page.getByTestId('sentence')).toBeVisible();
    await watchLongTasks(page);
    await page.evaluate((l) => { window.__linked = performance.now(); location.hash = '#/' + l + '&lang=en'; }, link);
    // While the solver computes, the page answers: a hover lands (Playwright's own waits
    // included) and the next frame comes, each within the bounds below.
    const t0 = Date.now();
    await page.getByTestId('lang-switch').hover();
    expect(Date.now() - t0).toBeLessThan(1000);
    const answered = await page.evaluate(() => new Promise((resolve) => {
      const start = performance.now();
      requestAnimationFrame(() => resolve(performance.now() - start));
    }));
    expect(answered).toBeLessThan(100);
    // A long table shows how far the worker is.
    if (link.startsWith('game-lab')) await expect(page.getByTestId('progress')).toBeVisible();
    // The lesson arrives, every value of the link taken but the flip's moves (below), and
    // no main-thread long task ran while the worker computed it. (Mounting a very large
    // answer is measured in docs/benchmarks.md.) (The lesson of the link itself: nim's
    // sentence stays on screen until the answer.)
    const slug = link.split('?')[0];
    await expect(page.locator(`[data-lesson="${slug}"] [data-testid=sentence]`)).toBeVisible({ timeout: 100_000 });
    if (refusedMoves(link)) {
      // Worked out in full, then refused for what it would leave: one line naming `moves`.
      await expect(page.getByTestId('error').locator('li')).toHaveCount(1);
      await expect(page.getByTestId('error')).toContainText('“moves”');
    } else {
      await expect(page.getByTestId('error')).toHaveCount(0);
    }
    // A task counts when it ended before the answer was in the page (the task that mounts the
    // answer contains that moment, so it is the mount, not the computation).
    const long = await page.evaluate(ofTheLink);
    expect(long.filter(([, d]) => d > 50)).toEqual([]);
  });
}

test('a newer link lands at once even while a slow one is computing', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('index.html#/nim?piles=3,4,5&lang=en');
  await expect(page.getByTestId('sentence')).toBeVisible();
  await page.evaluate((l) => { location.hash = '#/' + l + '&lang=en'; }, `split-nim?piles=${splitPiles}`);
  await page.evaluate(() => { location.hash = '#/majority?values=1,1,2&lang=en'; });
  await expect(page.locator('[data-lesson=majority] [data-testid=sentence]')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('computing')).toHaveCount(0);
});

// The wait is said only once it lasts (www/style.css, `gl-late`): for 0.3 s the sign has no
// box at all, so the frames right after a link lay out and paint nothing new, and a quick
// answer never flickers a spinner. Checked at every frame; a frame can come late under load,
// never early, so the floor holds on any machine.
test('the wait\'s sign has no box until the wait has lasted 0.3 s, then offers Stop', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('index.html#/nim?piles=3,4,5&lang=en');
  await expect(page.getByTestId('sentence')).toBeVisible();
  const nimTitle = await page.locator('.topbar-title').textContent();
  await page.evaluate(() => {
    window.__signIn = null;
    window.__signShown = null;
    const watch = () => {
      const sign = document.querySelector('[data-testid=computing]');
      const now = performance.now() - window.__linked;
      if (sign && window.__signIn === null) window.__signIn = now;
      // checkVisibility() is false for an element without a box (display: none).
      if (sign && sign.checkVisibility() && window.__signShown === null) window.__signShown = now;
      if (window.__signShown === null) requestAnimationFrame(watch);
    };
    window.__linked = performance.now();
    location.hash = '#/game-lab?code=0.007&n=100000&lang=en';
    requestAnimationFrame(watch);
  });
  await expect(page.getByTestId('computing')).toBeVisible();
  const { signIn, signShown } = await page.evaluate(() => ({ signIn: window.__signIn, signShown: window.__signShown }));
  // The sign is in the page from the link's first frames, boxless until 0.3 s have passed.
  expect(signIn).toBeLessThan(signShown);
  expect(signShown).toBeGreaterThanOrEqual(295);
  // While it waits, the page is named after the lesson on screen, not the link being computed.
  await expect(page.locator('.topbar-title')).toHaveText(nimTitle);
  expect(await page.title()).toContain(nimTitle);
  // The old lesson stays until the answer; Stop keeps it and drops the wait.
  await page.getByTestId('stop').click();
  await expect(page.getByTestId('computing')).toHaveCount(0);
  await expect(page.locator('[data-lesson=nim] [data-testid=sentence]')).toBeVisible();
});

// Links at the page's caps, which are the judge's limits (issue 10): each opens as a lesson
// (no error), and while the worker builds it no main-thread long task runs.
const path = (from, to) => Array.from({ length: to - from }, (_, i) => `${from + i}-${from + i + 1}`).join(',');
const dense = [];
for (let i = 1; i <= 1000; i++) for (let j = i + 1; j <= Math.min(i + 14, 1000); j++) dense.push(`${i}-${j}`);
const atCaps = [
  // Split-Nim piles of 10^4 was a known gap (style and layout of the frames around the
  // switch); since no layout is forced inside the answer's task, the root is written only when
  // it changes and system-ui comes first, it runs no long task, beside a busy loop too
  // (docs/benchmarks.md), so it is checked strictly again.
  ['split-nim', 'piles=10000,9999,9998,9997'],
  ['set-nim', 'set=2,3,5,7,11,13,17,19,23,29&piles=1000000,999999,999998'],
  ['flip-multiples', 'n=1000000000&white=2,3,5,1000,77777'],
  ['end-piles', 'piles=' + Array.from({ length: 1000 }, (_, i) => 1 + ((i * 7919) % 1000000000)).join(',')],
];
// Known gap (docs/benchmarks.md, "The page in Chromium", long tasks):
// these open as lessons and run no long task on an idle machine, but beside a busy loop one
// run in several still has one, mostly Chromium's own handling of the long address, which
// would make CI under load fail now and then. They are checked for opening cleanly and for
// the stepper answering while the worker computes.
const atCapsKnownGap = [
  ['graph-sum', `n=100000&edges=${path(1, 2000)}&tokens=1,500`],
  ['graph-sum', `n=1000&edges=${dense.join(',')}&tokens=1,2,3`],
];

for (const [lesson, params] of [...atCaps, ...atCapsKnownGap]) {
  const strict = atCaps.some(([l, p]) => l === lesson && p === params);
  test(`a link at the judge's limits opens${strict ? ' without a long task' : ''}: ${lesson}?${params.slice(0, 40)}…`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('index.html#/nim?piles=3,4,5&lang=en');
    await expect(page.getByTestId('sentence')).toBeVisible();
    await watchLongTasks(page);
    await page.evaluate((h) => { window.__linked = performance.now(); location.hash = h; }, `#/${lesson}?${params}&lang=en`);
    const answered = await page.evaluate(() => new Promise((resolve) => {
      const start = performance.now();
      requestAnimationFrame(() => resolve(performance.now() - start));
    }));
    expect(answered).toBeLessThan(100);
    await expect(page.locator(`[data-lesson=${lesson}] [data-testid=sentence]`)).toBeVisible({ timeout: 100_000 });
    await expect(page.getByTestId('error')).toHaveCount(0);
    if (strict) {
      const long = await page.evaluate(ofTheLink);
      expect(long.filter(([, d]) => d > 50)).toEqual([]);
    }
  });
}

// A step writes its link into the address only up to `LONGEST_REPLACED_ADDRESS`
// (src/browser.rs): past that, Chromium's history call alone makes a step slow. A longer
// link steps on screen and the address keeps the link as it was opened.
test('a step of a link over 64 KB is shown without rewriting the address', async ({ page }) => {
  test.setTimeout(120_000);
  const link = `#/graph-sum?n=1000&edges=${dense.join(',')}&tokens=1,2,3&lang=en`;
  expect(link.length).toBeGreaterThan(64 * 1024);
  await page.goto(`index.html${link}`);
  await expect(page.locator('[data-lesson=graph-sum] [data-testid=sentence]')).toBeVisible({ timeout: 100_000 });
  await expect(page.getByTestId('step')).toHaveAttribute('data-index', '0');
  await page.getByTestId('step-next').click();
  await expect(page.getByTestId('step')).toHaveAttribute('data-index', '1');
  // (Both links are read in the page: a failure printing the whole link would bury the log.)
  const shown = await page.evaluate(() => document.querySelector('main[data-shown]').dataset.shown.slice(-40));
  expect(shown).toMatch(/&step=1(&|$)/);
  // The history write is made after the next painted frame: give it two.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300)))));
  const address = await page.evaluate((l) => (location.hash === l ? 'as opened' : location.hash.slice(-40)), link);
  expect(address).toBe('as opened');
  // A short link's step is written as before.
  await page.goto('index.html#/nim?piles=3,4,5&lang=en');
  await expect(page.locator('[data-lesson=nim] [data-testid=sentence]')).toBeVisible();
  await page.getByTestId('step-next').click();
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('step=1');
});
