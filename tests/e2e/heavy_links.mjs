// The heavy links the page is checked and measured on, in one place: responsive.spec.mjs
// checks that each opens while the page keeps answering; latency.mjs (`cargo xtask bench-page`)
// measures how long the page's tasks, frames and a hover take meanwhile.

// Links that froze the tab when the page built lessons itself (issue 10's table).
export const splitPiles = Array.from({ length: 300 }, (_, i) => 1990 - (i % 10)).join(',');
export const heavy = [
  `split-nim?piles=${splitPiles}`,
  // The flip of 10^7 multiples is played out, then refused: it would leave more white cells
  // than the lesson follows.
  'flip-multiples?n=1000000000&white=1&moves=1:10000000',
  'end-piles?piles=' + Array.from({ length: 1000 }, (_, i) => 1 + (i * 7919) % 1000).join(','),
  'set-nim?set=2,5,7&piles=1000000,999999',
  // The game lab's largest table: Treblecross has no period and no sparse space below 10^5,
  // so the worker takes seconds, reporting its progress.
  'game-lab?code=0.007&n=100000',
];

// Links at the page's caps, which are the judge's limits (issue 10), as [lesson, params].
const path = (from, to) => Array.from({ length: to - from }, (_, i) => `${from + i}-${from + i + 1}`).join(',');
export const dense = [];
for (let i = 1; i <= 1000; i++) for (let j = i + 1; j <= Math.min(i + 14, 1000); j++) dense.push(`${i}-${j}`);
export const atCaps = [
  ['split-nim', 'piles=10000,9999,9998,9997'],
  ['set-nim', 'set=2,3,5,7,11,13,17,19,23,29&piles=1000000,999999,999998'],
  ['flip-multiples', 'n=1000000000&white=2,3,5,1000,77777'],
  ['end-piles', 'piles=' + Array.from({ length: 1000 }, (_, i) => 1 + ((i * 7919) % 1000000000)).join(',')],
  ['graph-sum', `n=100000&edges=${path(1, 2000)}&tokens=1,500`],
  ['graph-sum', `n=1000&edges=${dense.join(',')}&tokens=1,2,3`],
];

/// Records main-thread long tasks, and when the solver's answer replaced the lesson shown, so
/// the tasks of the computation (which runs in the worker) are told apart from mounting the
/// answer's figure (a separate cost, measured in docs/benchmarks.md). Call on a page showing
/// nim, then set `window.__linked = performance.now()` as the link is set.
export async function watchLongTasks(page) {
  // The page that was open (nim) first finishes its own boot: its last mount slices, the
  // worker's start and the collection of the boot's garbage are not the new link's work.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
  // Its figure has faded in: while its shapes' appear animations run (0.3 s), each frame
  // restyles them, and a link set then shared frames with them.
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

/// (In the page.) The long tasks of the new link's work, as [start, duration]: those that
/// started after the link was set (the open page's own boot can still be mounting its first
/// answer then) and ended before the answer was in the page (the task that mounts the answer
/// contains that moment, so it is the mount, not the computation).
export const ofTheLink = () => window.__long.filter(([start, d]) => start >= window.__linked && start + d < window.__answered);
