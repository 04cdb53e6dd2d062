// No link can freeze the tab: lessons are built in the solver worker, so while it computes a
// heavy link the page's main thread runs no task over 50 ms and the stepper still answers.
import { test, expect } from './fixtures.mjs';

/** Records main-thread long tasks from now on (PerformanceObserver 'longtask'). */
async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.__long = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__long.push(Math.round(e.duration));
    }).observe({ type: 'longtask' });
  });
}

// Links that froze the tab when the page built lessons itself (issue 10's table).
const splitPiles = Array.from({ length: 300 }, (_, i) => 1990 - (i % 10)).join(',');
// (300 split-Nim piles near 2,000 is computed in the worker too, but mounting its 2,400-element
// figure still costs main-thread tasks of about 100 ms on this machine: a known gap, see
// docs/benchmarks.md; the last test below keeps it honest about responsiveness.)
const heavy = [
  'split-nim?piles=120&view=dag',
  'flip-multiples?n=1000000000&white=1&moves=1:10000000',
  'end-piles?piles=' + Array.from({ length: 1000 }, (_, i) => 1 + (i * 7919) % 1000).join(','),
  'set-nim?set=2,5,7&piles=1000000,999999',
];

for (const link of heavy) {
  test(`the page stays responsive while the solver works: ${link.slice(0, 40)}…`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('index.html#/nim?piles=3,4,5&lang=en');
    await expect(page.getByTestId('sentence')).toBeVisible();
    await watchLongTasks(page);
    await page.evaluate((l) => { location.hash = '#/' + l + '&lang=en'; }, link);
    // While the solver computes, the page answers a click within 100 ms.
    const t0 = Date.now();
    await page.getByTestId('lang-switch').hover();
    expect(Date.now() - t0).toBeLessThan(1000);
    const answered = await page.evaluate(() => new Promise((resolve) => {
      const start = performance.now();
      requestAnimationFrame(() => resolve(performance.now() - start));
    }));
    expect(answered).toBeLessThan(100);
    // The lesson arrives (or says why it cannot), and no main-thread task took over 50 ms.
    await expect(page.locator('[data-lesson] [data-testid=sentence], [data-testid=error]').first()).toBeVisible({ timeout: 100_000 });
    const long = await page.evaluate(() => window.__long);
    expect(long.filter((d) => d > 50)).toEqual([]);
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
