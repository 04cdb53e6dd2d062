// The first answer is computed while the page loads: index.html starts the solver worker and,
// once it is ready, sends the page's first request itself; the page takes that answer when its
// own first request is the same, and starts a fresh worker when it is not.
import { test, expect } from './fixtures.mjs';

/** Records the requests (objects with a `hash`) posted to any worker, in order, and which
 * worker each went to (`early`: the one index.html started). The page's own wasm is held back
 * until the early worker is ready and has been sent index.html's request, so the page finds
 * it whatever the machine's load (a fixed delay let a loaded machine start the page first). */
async function recordRequests(page, { changeEarlyId } = {}) {
  await page.route(/grundy-lab-[^/]*_bg\.wasm$/, async (route) => {
    await page.waitForFunction(() => window.glSolverWorker?.glEarly, null, { timeout: 30_000 });
    await route.continue();
  });
  await page.addInitScript((changeEarlyId) => {
    window.__posted = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (message, ...rest) {
      if (message && typeof message === 'object' && 'hash' in message) {
        // Simulates an early request the page will not make (the page's first has id 1): the
        // request index.html sends (from the worker it still holds) is changed itself, as
        // index.html keeps it (`glEarly`) to be compared.
        if (changeEarlyId && this === window.glSolverWorker) message.id = changeEarlyId;
        const to = this === window.glSolverWorker ? 'early' : 'new';
        window.__posted.push({ id: message.id, hash: message.hash, lang: message.lang, to });
      }
      return post.call(this, message, ...rest);
    };
  }, changeEarlyId ?? 0);
}

test('the page takes the answer index.html asked for: one request opens the lesson', async ({ page }) => {
  await recordRequests(page);
  await page.goto('index.html#/nim?piles=3,4,5&lang=en');
  const step = page.getByTestId('step');
  await expect(step).toHaveAttribute('data-index', '0');
  await expect(page.getByTestId('sentence')).toContainText('binary');
  const posted = await page.evaluate(() => window.__posted);
  expect(posted).toEqual([{ id: 1, hash: '#/nim?piles=3,4,5&lang=en', lang: 'en', to: 'early' }]);
  // The claimed worker goes on answering: steps, and a new link.
  await page.keyboard.press('ArrowRight');
  await expect(step).toHaveAttribute('data-index', '1');
  await page.evaluate(() => { location.hash = '#/nim?piles=1,2&lang=en'; });
  await expect(page.getByTestId('figure').locator('[data-testid=stone]')).toHaveCount(3);
});

test('a first request the early script did not predict gets a fresh worker and the right lesson', async ({ page }) => {
  await recordRequests(page, { changeEarlyId: 7 });
  await page.goto('index.html#/nim?piles=3,4,5&lang=zh');
  const step = page.getByTestId('step');
  await expect(step).toHaveAttribute('data-index', '0');
  await expect(page.getByTestId('sentence')).toContainText('二进制');
  const posted = await page.evaluate(() => window.__posted);
  expect(posted.map((p) => [p.id, p.to])).toEqual([[7, 'early'], [1, 'new']]);
  await page.keyboard.press('ArrowRight');
  await expect(step).toHaveAttribute('data-index', '1');
  await expect(page.getByTestId('figure').locator('[data-testid=stone]')).toHaveCount(12);
});
