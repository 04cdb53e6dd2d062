// Embedding Grundy Lab (docs/embedding.md): embed=1 in iframes of lecture-note sizes, the
// iframe message API seen from the host page, the embed.js module (solve, figure,
// <grundy-lesson>), and the recipe pages of docs/examples/ served as they are.
import { fileURLToPath } from 'node:url';
import { test, expect } from './fixtures.mjs';

const EXAMPLES = new URL('../../docs/examples/', import.meta.url);

// Route interception needs requests that no service worker answers.
test.use({ serviceWorkers: 'block' });

/** Serves docs/examples/NAME.html at /examples/NAME.html (beside the site, as the recipes say). */
async function serveExamples(page) {
  await page.route('**/examples/*.html', (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop();
    return route.fulfill({ path: fileURLToPath(new URL(name, EXAMPLES)), contentType: 'text/html; charset=utf-8' });
  });
}

/** Serves `html` at /host.html on the site's origin. */
async function host(page, html) {
  await page.route('**/host.html', (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }));
  await page.goto('host.html');
}

/** A host page with one embedded lesson of `width`×`height`, recording its state events. */
const framePage = (width, height, link) => `<!DOCTYPE html><html><head><meta charset="utf-8"><title>host</title>
<style>body { margin: 0; } iframe { width: ${width}; height: ${height}; border: 0; display: block; }</style></head>
<body><iframe id="f" src="index.html#/${link}"></iframe><script>
  window.states = [];
  const frame = document.getElementById('f');
  addEventListener('message', (e) => { if (e.source === frame.contentWindow) window.states.push(e.data); });
</script></body></html>`;

const lastState = (page) => page.evaluate(() => window.states[window.states.length - 1] ?? null);

/** Waits for a state event matching `want` (a subset of its fields) and returns it. */
async function stateLike(page, want) {
  const handle = await page.waitForFunction((w) => window.states.find((s) =>
    s && Object.entries(w).every(([k, v]) => s[k] === v)), want);
  return handle.jsonValue();
}

// Lecture-note sizes, and a page's full width (where the sentence and controls go beside the figure).
for (const [width, height] of [['480px', '320px'], ['640px', '400px'], ['100%', '360px']]) {
  test(`embed=1 at ${width}×${height}: sentence shown, controls inside, labels legible, driven by messages`, async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 700 });
    await host(page, framePage(width, height, 'nim?piles=3,4,5&embed=1&lang=en'));
    const first = await stateLike(page, { step: 0 });
    expect(first).toMatchObject({ type: 'grundy:state', lesson: 'nim', winner: 'first' });
    expect(first.link).toContain('piles=3,4,5');
    const count = first.count;
    expect(count).toBeGreaterThan(3);

    const frame = page.frameLocator('#f');
    const box = await page.locator('#f').boundingBox();
    const inside = (b) => b.x >= box.x - 0.5 && b.y >= box.y - 0.5
      && b.x + b.width <= box.x + box.width + 0.5 && b.y + b.height <= box.y + box.height + 0.5;

    // The sentence is on screen, inside the frame, and says something.
    const sentence = frame.getByTestId('sentence');
    await expect(sentence).toBeVisible();
    expect(inside(await sentence.boundingBox())).toBe(true);
    expect((await sentence.textContent()).trim().length).toBeGreaterThan(10);

    // Every visible control is wholly inside the frame, and nothing scrolls sideways.
    const controls = frame.locator('button, select, input, a[href]');
    const n = await controls.count();
    expect(n).toBeGreaterThan(3);
    for (let i = 0; i < n; i += 1) {
      const c = controls.nth(i);
      if (!(await c.isVisible())) continue;
      const b = await c.boundingBox();
      expect(inside(b), `${await c.evaluate((e) => e.outerHTML.slice(0, 80))} at ${JSON.stringify(b)}`).toBe(true);
    }
    const overflow = await frame.locator('html').evaluate((e) => [e.scrollWidth - e.clientWidth, e.scrollHeight - e.clientHeight]);
    expect(overflow).toEqual([0, 0]);
    // The five step buttons stand on one row (beside the figure, the last one wrapped alone).
    const tops = await frame.locator('.step-btn').evaluateAll((bs) => bs.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(new Set(tops).size, `button tops ${tops}`).toBe(1);
    // The sentence box shows whole lines: the next line is not a sliver at its bottom edge.
    const sliver = await sentence.evaluate((e) => {
      const line = parseFloat(getComputedStyle(e).lineHeight);
      // Scrolled text shows down to the padding box's edge, its bottom padding included.
      const shown = e.clientHeight - parseFloat(getComputedStyle(e).paddingTop);
      const part = shown % line;
      return e.scrollHeight > e.clientHeight ? Math.min(part, line - part) : 0;
    });
    expect(sliver, 'a part of a line at the sentence box\'s foot').toBeLessThan(1);

    // The whole figure is shown, scaled into its box: neither cut off nor scrolled.
    const figureBox = await frame.getByTestId('figure').boundingBox();
    const svgBox = await frame.locator('[data-testid="figure"] svg').boundingBox();
    expect(inside(svgBox)).toBe(true);
    expect(svgBox.y + svgBox.height).toBeLessThanOrEqual(figureBox.y + figureBox.height + 0.5);
    const sentenceBox = await sentence.boundingBox();
    const apart = sentenceBox.y >= svgBox.y + svgBox.height - 0.5 || sentenceBox.x >= svgBox.x + svgBox.width - 0.5;
    expect(apart, 'the sentence does not cover the figure').toBe(true);

    // Figure labels are legible: at least 10 CSS pixels on screen.
    const smallest = await frame.locator('[data-testid="figure"] svg').evaluate((svg) => {
      const scale = svg.getScreenCTM().a;
      const sizes = [...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
      return sizes.length ? Math.min(...sizes) : 0; // a figure without text fails
    });
    expect(smallest).toBeGreaterThanOrEqual(10);

    // The lesson's hooks are all there, as on the full page.
    await expect(frame.getByTestId('verdict')).toHaveAttribute('data-winner', 'first');
    await expect(frame.getByTestId('nim-sum')).toHaveAttribute('data-value', '2');
    await expect(frame.getByTestId('winning-move')).toHaveAttribute('data-pile', '1');
    await expect(frame.getByTestId('component')).toHaveCount(3);

    // The host steps it and hears each state.
    await page.evaluate(() => document.getElementById('f').contentWindow.postMessage({ type: 'grundy:step', step: 2 }, '*'));
    expect(await stateLike(page, { step: 2 })).toMatchObject({ lesson: 'nim', count, winner: 'first' });
    await expect(frame.getByTestId('step')).toHaveAttribute('data-index', '2');
    await page.evaluate(() => document.getElementById('f').contentWindow.postMessage({ type: 'grundy:next' }, '*'));
    expect(await stateLike(page, { step: 3 })).toMatchObject({ count });
    await page.evaluate(() => document.getElementById('f').contentWindow.postMessage({ type: 'grundy:prev' }, '*'));
    await expect.poll(() => lastState(page)).toMatchObject({ step: 2 });
    await page.evaluate(() => document.getElementById('f').contentWindow.postMessage({ type: 'grundy:open', link: '#/nim?piles=1,1&embed=1' }, '*'));
    expect(await stateLike(page, { winner: 'second' })).toMatchObject({ lesson: 'nim', step: 0 });
    await expect(frame.getByTestId('verdict')).toHaveAttribute('data-winner', 'second');
    // A lesson without a verdict reports winner: null.
    await page.evaluate(() => document.getElementById('f').contentWindow.postMessage({ type: 'grundy:open', link: '#/majority?values=2,2,1&embed=1' }, '*'));
    expect(await stateLike(page, { lesson: 'majority', winner: null })).toMatchObject({ step: 0 });
  });
}

test('an upright figure (a game DAG) in a landscape frame gets its height, the sentence beside it', async ({ page }) => {
  // A chain of positions: one node per layer, however closely the layers are packed.
  await host(page, framePage('480px', '320px', 'graph-sum?n=8&edges=1-2,2-3,3-4,4-5,5-6,6-7,7-8&tokens=1&embed=1&step=2&lang=en'));
  await stateLike(page, { step: 2 });
  const frame = page.frameLocator('#f');
  const box = await page.locator('#f').boundingBox();
  const svg = await frame.locator('[data-testid="figure"] svg').boundingBox();
  const sentence = await frame.getByTestId('sentence').boundingBox();
  const next = await frame.getByTestId('step-next').boundingBox();
  expect(svg.height).toBeGreaterThan(0.85 * box.height);
  expect(sentence.x).toBeGreaterThanOrEqual(svg.x + svg.width - 0.5);
  expect(next.x + next.width).toBeLessThanOrEqual(box.x + box.width);
  expect(next.y + next.height).toBeLessThanOrEqual(box.y + box.height);
});

test('caption=0 leaves the sentence out; the hooks stay', async ({ page }) => {
  await host(page, framePage('480px', '320px', 'nim?piles=3,4,5&embed=1&caption=0&lang=en'));
  await stateLike(page, { step: 0 });
  const frame = page.frameLocator('#f');
  await expect(frame.getByTestId('step')).toBeVisible();
  await expect(frame.getByTestId('sentence')).toHaveCount(0);
  await expect(frame.getByTestId('nim-sum')).toHaveAttribute('data-value', '2');
});

test('a malformed message is ignored with a warning, and the embed keeps working', async ({ page }) => {
  const warnings = [];
  page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
  await host(page, framePage('640px', '400px', 'nim?piles=3,4,5&embed=1&lang=en'));
  await stateLike(page, { step: 0 });
  const post = (msg) => page.evaluate((m) => document.getElementById('f').contentWindow.postMessage(m, '*'), msg);
  await post('next please');
  await post({ type: 'grundy:step', step: -1 });
  await post({ type: 'grundy:teleport' });
  await post({ type: 'grundy:lang', lang: 'fr' });
  await expect.poll(() => warnings.filter((w) => w.includes('Grundy Lab ignored a message')).length).toBe(4);
  expect(warnings.join('\n')).toContain('grundy:step needs');
  await post({ type: 'grundy:next' });
  expect(await stateLike(page, { step: 1 })).toMatchObject({ lesson: 'nim' });
  await post({ type: 'grundy:lang', lang: 'zh' });
  await expect(page.frameLocator('#f').locator('html')).toHaveAttribute('lang', /zh/);
});

test('solve() gives the hooks\' facts and figure() a standalone SVG, from the app\'s solver', async ({ page }) => {
  await host(page, '<!DOCTYPE html><title>api</title><p>api</p>');
  const out = await page.evaluate(async () => {
    const { solve, figure } = await import('./embed.js');
    const [nim, lost, maj, graph] = await Promise.all([
      solve('nim', 'piles=3,4,5'), solve('nim', 'piles=1,2,3'), solve('majority', 'values=2,2,1,2,3'),
      solve('graph-sum', 'lang=zh')]);
    const again = await solve('nim', 'piles=3,4,5');
    const svg = await figure('nim', 'piles=3,4,5', { step: 5, lang: 'en', caption: true });
    const zh = await figure('nim', 'piles=3,4,5', { lang: 'zh' });
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    const refusal = async (p) => p.then(() => 'resolved', (e) => (e instanceof Error ? e.message : `not an Error: ${e}`));
    return {
      nim, lost, maj, graph, again,
      root: doc.documentElement.localName,
      parseErrors: doc.getElementsByTagName('parsererror').length,
      components: doc.querySelectorAll('[data-testid="component"]').length,
      caption: svg.includes('Step 6 of'),
      zhText: /[\u4e00-\u9fff]/.test(zh),
      badParam: await refusal(solve('nim', 'piles=3,x')),
      badLesson: await refusal(solve('chess', 'piles=1')),
      badStep: await refusal(figure('nim', 'piles=3', { step: -2 })),
    };
  });
  expect(out.nim).toMatchObject({ lesson: 'nim', winner: 'first', nimSum: 2, sg: [3, 4, 5],
    winningMove: { pile: 1, take: 2, move: '1:2', words: 'take 2 from pile 1' } });
  // A game whose move takes no stones: the move and its words, in the answer's language.
  expect(out.graph.winningMove).toEqual({ move: '1-4', words: expect.stringContaining('4') });
  expect(out.graph.winningMove.words).toMatch(/[\u4e00-\u9fff]/);
  expect(out.nim.steps).toBeGreaterThan(3);
  expect(out.again).toEqual(out.nim);
  expect(out.lost).toMatchObject({ winner: 'second', nimSum: 0, winningMove: null, sg: [1, 2, 3] });
  expect(out.maj).toMatchObject({ lesson: 'majority', answer: '2' });
  expect(out.root).toBe('svg');
  expect(out.parseErrors).toBe(0);
  expect(out.components).toBe(3);
  expect(out.caption).toBe(true);
  expect(out.zhText).toBe(true);
  // A script's link names the parameter (a box's label is for what is typed into the form).
  expect(out.badParam).toContain('Parameter “piles”');
  expect(out.badParam).not.toContain('\n');
  expect(out.badLesson).toContain('chess');
  expect(out.badStep).toContain('step');
});

test('a page on another site uses embed.js: solve() through its own worker, and the element', async ({ page, baseURL }) => {
  const site = new URL('./', baseURL).href;
  // Another origin on the same machine, the same server: the app's home page at localhost.
  const other = site.replace('127.0.0.1', 'localhost');
  expect(new URL(other).origin).not.toBe(new URL(site).origin);
  // A page of that origin without the app's Content-Security-Policy (which refuses the other
  // site's script, as it should): a plain file of the same server, shown as a text document.
  // (A page made by page.route would not be on the loopback address, whose requests Chromium
  // then refuses.)
  // (Such a document asks for /favicon.ico, which the site does not have.)
  await page.route(`${other}favicon.ico`, (route) => route.fulfill({ status: 204, body: '' }));
  await page.goto(`${other}solver_worker_loader.js`);
  const facts = await page.evaluate(async (url) => {
    const { solve } = await import(url);
    const el = document.createElement('grundy-lesson');
    el.id = 'g';
    el.setAttribute('link', 'nim?piles=1,2,3');
    document.body.prepend(el);
    return solve('nim', 'piles=1,2,3');
  }, `${site}embed.js`);
  expect(facts).toMatchObject({ winner: 'second', nimSum: 0, sg: [1, 2, 3] });
  const g = page.locator('#g');
  await expect(g.frameLocator('iframe').getByTestId('verdict')).toHaveAttribute('data-winner', 'second');
  await expect.poll(() => g.evaluate((el) => el.state && el.state.step)).toBe(0);
  await g.evaluate((el) => el.setAttribute('step', '1'));
  await expect(g.frameLocator('iframe').getByTestId('step')).toHaveAttribute('data-index', '1');
  await expect.poll(() => g.evaluate((el) => el.state && el.state.step)).toBe(1);
  // A step that is no number is refused, and a later reload (caption) does not carry it.
  await g.evaluate((el) => { el.setAttribute('step', 'x'); el.setAttribute('caption', '0'); });
  await expect.poll(() => g.evaluate((el) => el.state && el.state.link)).toContain('caption=0');
  expect(await g.evaluate((el) => el.shadowRoot.querySelector('iframe').src)).not.toContain('step=x');
});

test('two <grundy-lesson> elements on one page step independently (docs/examples/element.html)', async ({ page }) => {
  await serveExamples(page);
  await page.goto('examples/element.html');
  const nim = page.locator('#nim');
  const small = page.locator('#small');
  await expect(nim).toHaveAttribute('data-step', '2');
  await expect(small).toHaveAttribute('data-step', '0');
  // Sized by the element: the default 640×400, and CSS's 480×320.
  const size = async (l) => l.locator('iframe').evaluate((f) => [f.offsetWidth, f.offsetHeight]);
  expect(await size(nim)).toEqual([640, 400]);
  expect(await size(small)).toEqual([480, 320]);
  await expect(small.frameLocator('iframe').locator('html')).toHaveAttribute('lang', /zh/);

  await page.getByRole('button', { name: 'Nim: next step' }).click();
  await expect(nim).toHaveAttribute('data-step', '3');
  await expect(nim.frameLocator('iframe').getByTestId('step')).toHaveAttribute('data-index', '3');
  await expect(small).toHaveAttribute('data-step', '0');

  const wythoffCount = await small.evaluate((el) => el.state.count);
  await page.getByRole('button', { name: 'Wythoff: last step' }).click();
  await expect(small).toHaveAttribute('data-step', String(wythoffCount - 1));
  await expect(small.frameLocator('iframe').getByTestId('step')).toHaveAttribute('data-index', String(wythoffCount - 1));
  await expect(nim).toHaveAttribute('data-step', '3');

  // Attributes drive the lesson too: step, then another link (which opens at its own step).
  await nim.evaluate((el) => el.setAttribute('step', '1'));
  await expect(nim).toHaveAttribute('data-step', '1');
  const events = [];
  await page.exposeFunction('recordState', (s) => events.push(s));
  await nim.evaluate((el) => el.addEventListener('grundy-state', (e) => window.recordState(e.detail)));
  await nim.evaluate((el) => el.setAttribute('link', 'nim?piles=1,1'));
  await expect(nim.frameLocator('iframe').getByTestId('verdict')).toHaveAttribute('data-winner', 'second');
  await expect.poll(() => events.at(-1)).toMatchObject({ lesson: 'nim', winner: 'second', step: 0 });
  expect(events.at(-1).link).toContain('piles=1,1');
  await expect(small).toHaveAttribute('data-step', String(wythoffCount - 1));

  // The page's own solve() and figure() calls.
  await expect(page.locator('#facts')).toHaveText('first player wins, nim-sum 2, SG values 3, 4, 5');
  await expect(page.locator('#figure svg [data-testid="component"]')).toHaveCount(3);
});

test('the plain HTML recipe steps its iframe with its own buttons (docs/examples/iframe.html)', async ({ page }) => {
  await serveExamples(page);
  await page.goto('examples/iframe.html');
  const status = page.locator('#status');
  await expect(status).toHaveAttribute('data-step', '0');
  await expect(status).toContainText('the first player wins');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(status).toHaveAttribute('data-step', '1');
  await page.getByRole('button', { name: 'Last step' }).click();
  const count = await page.frameLocator('#nim').getByTestId('step').getAttribute('data-count');
  await expect(status).toHaveAttribute('data-step', String(Number(count) - 1));
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(status).toHaveAttribute('data-step', String(Number(count) - 2));
  await expect(page.frameLocator('#nim').getByTestId('sentence')).toBeVisible();
});

// A stand-in for reveal.js with its API's part the recipe uses (on, initialize) and the
// deck's fragment navigation (nextFragment, prevFragment) firing the same events.
const FAKE_REVEAL = `window.Reveal = (() => {
  const handlers = {};
  let shown = 0;
  const fragments = () => [...document.querySelectorAll('.fragment')];
  const fire = (name, fragment) => (handlers[name] || []).forEach((h) => h({ fragment, fragments: [fragment] }));
  return {
    on(name, h) { (handlers[name] = handlers[name] || []).push(h); },
    initialize() { document.documentElement.dataset.deck = 'ready'; return Promise.resolve(); },
    nextFragment() { const f = fragments()[shown]; if (!f) return false; shown += 1; f.classList.add('visible'); fire('fragmentshown', f); return true; },
    prevFragment() { if (!shown) return false; shown -= 1; const f = fragments()[shown]; f.classList.remove('visible'); fire('fragmenthidden', f); return true; },
  };
})();`;

test('the reveal.js recipe steps the figure with the deck\'s fragments (docs/examples/slides.html)', async ({ page }) => {
  await serveExamples(page);
  await page.route('https://cdn.jsdelivr.net/npm/reveal.js@5.1.0/dist/**', (route) => {
    const js = route.request().url().endsWith('.js');
    return route.fulfill({ body: js ? FAKE_REVEAL : '', contentType: js ? 'text/javascript' : 'text/css' });
  });
  await page.goto('examples/slides.html');
  await expect(page.locator('html')).toHaveAttribute('data-deck', 'ready');
  const frame = page.locator('iframe.grundy');
  await expect(frame).toHaveAttribute('data-ready', 'yes');
  await expect(frame).toHaveAttribute('data-step', '0');
  const index = page.frameLocator('iframe.grundy').getByTestId('step');
  for (const step of ['1', '3', '5']) {
    await page.evaluate(() => window.Reveal.nextFragment());
    await expect(frame).toHaveAttribute('data-step', step);
    await expect(index).toHaveAttribute('data-index', step);
  }
  await page.evaluate(() => window.Reveal.prevFragment());
  await expect(frame).toHaveAttribute('data-step', '3');
  await page.evaluate(() => { window.Reveal.prevFragment(); window.Reveal.prevFragment(); });
  await expect(frame).toHaveAttribute('data-step', '0');
  await expect(index).toHaveAttribute('data-index', '0');
});

test('an embedded link with a problem says it in the frame and in its state event', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 700 });
  // A refused parameter: the lesson opens without it, and the event carries the reason.
  await host(page, framePage('640px', '400px', 'nim?piles=3,x&embed=1&lang=en'));
  const bad = await stateLike(page, { lesson: 'nim' });
  expect(bad.error).toContain('piles');
  const frame = page.frameLocator('#f');
  await expect(frame.getByTestId('error')).toContainText('What is refused is left out');
  // A good link's event has error null.
  await page.evaluate(() => document.getElementById('f').contentWindow.postMessage({ type: 'grundy:open', link: '#/nim?piles=1,2' }, '*'));
  const good = await stateLike(page, { lesson: 'nim', error: null });
  expect(good.link).toContain('piles=1,2');
  // An unknown lesson: the frame shows the one line (not the home page), and says it once.
  await page.evaluate(() => document.getElementById('f').contentWindow.postMessage({ type: 'grundy:open', link: '#/nimm?piles=3' }, '*'));
  const unknown = await stateLike(page, { lesson: 'nimm' });
  expect(unknown).toMatchObject({ count: 0, winner: null });
  expect(unknown.error).toContain('nimm');
  await expect(frame.getByTestId('error')).toContainText('nimm');
  await expect(frame.locator('.lesson-card')).toHaveCount(0);
  await expect(frame.locator('.topbar')).toHaveCount(0);
});

test('an embed shows a long computation, its progress and Stop over the frame', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 400 });
  await page.goto('index.html#/wythoff?a=3&b=5&embed=1&lang=en');
  await expect(page.getByTestId('sentence')).toBeVisible();
  // A table that takes the worker many seconds.
  await page.evaluate(() => { location.hash = '#/game-lab?code=0.37777777777777777777&n=100000&embed=1&lang=en'; });
  const computing = page.getByTestId('computing');
  await expect(computing).toBeVisible();
  await expect(computing).toBeInViewport();
  await page.getByTestId('stop').click();
  await expect(computing).toHaveCount(0);
  await expect(page).toHaveURL(/#\/wythoff\?/);
  await expect(page.locator('main')).toHaveAttribute('data-lesson', 'wythoff');
  await expect(page.getByTestId('figure')).toBeVisible();
});

test('an embed has the download hooks: shown on hover, and they download the figure', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 400 });
  await page.goto('index.html#/majority?values=2,2,1&step=2&embed=1&lang=en');
  await expect(page.getByTestId('sentence')).toBeVisible();
  const svg = page.getByTestId('export-svg');
  await expect(svg).toHaveCount(1);
  await expect(page.getByTestId('export-png')).toHaveCount(1);
  await page.getByTestId('figure').hover();
  const download = page.waitForEvent('download');
  await svg.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^majority-step-3-of-\d+\.svg$/);
});
