// The review and the computer's reply timed on an open page (issue 50), worker and drawing
// included: a link change to its answer on screen. The review of a 40-move game (Nim
// 10,10,10,10, one stone a move) until its 40 `review-move` rows are drawn; the computer's
// reply to a move at Nim 20,20,20,20 (within the play cap's search) and Nim 30×5 (past it),
// until the reply is in the link (this includes the page's deliberate 700 ms pause before a
// reply). Median, min and max over runs. A benchmark, not a test: it asserts nothing.
//
// Usage: node tests/e2e/review_time.mjs BASE_URL [RUNS]   (a served release build, e.g.
// `node tests/e2e/serve.mjs dist 8213` and http://127.0.0.1:8213)
import { chromium } from 'playwright-core';
const base = process.argv[2];
const runs = Number(process.argv[3] || 5);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor((s.length - 1) / 2)]; };
const forty = ['1:1', '2:1', '3:1', '4:1'].flatMap((m) => Array(10).fill(m)).join(',');
async function timeHash(hash, done) {
  return page.evaluate(async ([hash, done]) => {
    const t0 = performance.now();
    location.hash = hash;
    await new Promise((resolve) => {
      const ok = () => done === 'review'
        ? document.querySelectorAll('[data-testid=review-move]').length === 40
        : (new URLSearchParams(location.hash.split('?')[1])).get('moves')?.split(',').length === 2;
      const check = () => (ok() ? resolve() : requestAnimationFrame(check));
      check();
    });
    return performance.now() - t0;
  }, [hash, done]);
}
await page.goto(`${base}/index.html#/nim?piles=1,2&lang=en`);
await page.getByTestId('sentence').waitFor();
const out = {};
for (let r = 0; r < runs; r++) {
  // A new step each run, so the link is new to the page.
  const hash = `#/nim?piles=10,10,10,10&moves=${forty}&review=1&lang=${r % 2 ? 'zh' : 'en'}&step=${r}`;
  (out.review ??= []).push(await timeHash(hash, 'review'));
  await page.goto(`${base}/index.html#/nim?piles=1,2&lang=en`);
  await page.getByTestId('sentence').waitFor();
}
for (const [name, piles, first] of [['computer at 20,20,20,20', '20,20,20,20', '1:1'], ['computer past the cap, 30x5', '30,30,30,30,30', '1:1']]) {
  for (let r = 0; r < runs; r++) {
    await page.goto(`${base}/index.html#/nim?piles=${piles}&vs=computer&lang=en&step=${r}`);
    await page.getByTestId('sentence').waitFor();
    (out[name] ??= []).push(await timeHash(`#/nim?piles=${piles}&vs=computer&lang=en&step=${r}&moves=${first}`, 'reply'));
  }
}
for (const [k, v] of Object.entries(out)) console.log(`${k}: median ${median(v).toFixed(0)} ms, min ${Math.min(...v).toFixed(0)}, max ${Math.max(...v).toFixed(0)} (${v.length} runs)`);
await browser.close();
