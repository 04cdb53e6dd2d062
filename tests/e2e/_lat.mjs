// Step latency: key press → the next painted frame after the step's DOM update; median and max of 20 steps.
import { chromium } from '/work/main/node_modules/playwright-core/index.mjs';
const base = process.argv[2];
const links = process.argv.slice(3);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-quic','--no-first-run'] });
const p = await b.newPage({ viewport: { width: 1280, height: 800 } });
for (const link of links) {
  const t = Date.now();
  await p.goto(base + '#/' + link);
  await p.locator('[data-lesson] [data-testid=sentence]').waitFor({ timeout: 60000 });
  const open = Date.now() - t;
  const times = [];
  for (let i = 0; i < 20; i++) {
    const ms = await p.evaluate(() => new Promise((resolve) => {
      const step = document.querySelector('[data-testid=step]');
      const before = step.getAttribute('data-index');
      const t0 = performance.now();
      const obs = new MutationObserver(() => {
        if (step.getAttribute('data-index') !== before) {
          obs.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
        }
      });
      obs.observe(step, { attributes: true });
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    }));
    times.push(ms);
    const idx = await p.getByTestId('step').getAttribute('data-index');
    const cnt = await p.getByTestId('step').getAttribute('data-count');
    if (Number(idx) + 1 >= Number(cnt)) await p.keyboard.press('Home');
  }
  times.sort((a, c) => a - c);
  console.log(`${link.slice(0, 60)}: open ${open} ms; step median ${times[10].toFixed(1)} ms, max ${times[19].toFixed(1)} ms`);
}
await b.close();
