// Every lesson's default link, walked through all its steps in both languages at 1280×800, as a
// teacher would project it: each step must change the figure, mark what it is about
// (data-focus="true"), draw its text at 16 CSS px or more, and keep the figure, the whole
// sentence (its box does not scroll) and the step buttons on screen. Every other view opens with readable text too.
import { test, expect, showsAddress } from './fixtures.mjs';

test.use({ viewport: { width: 1280, height: 800 } });

/** The lessons listed on the home page (the catalogue, not a hand-written list). */
async function lessons(page) {
  await page.goto('index.html#/?lang=en');
  const links = page.getByTestId('lesson-link');
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((els) => els.map((e) => e.getAttribute('data-lesson')));
}

/** The smallest on-screen size (CSS px) of the figure's text: each text's font size times the
 * scale the SVG draws it at (viewBox, zoom), with the text that shows it. */
async function smallestFigureText(page) {
  return page.getByTestId('figure').evaluate((fig) => {
    let min = { px: Infinity, text: '' };
    for (const t of fig.querySelectorAll('svg text')) {
      if (!t.textContent.trim() || t.getClientRects().length === 0) continue;
      const m = t.getScreenCTM();
      const px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
      if (px < min.px) min = { px, text: t.textContent.slice(0, 24) };
    }
    return min;
  });
}

/** Whether `box` lies inside the 1280×800 viewport. */
function onScreen(box) {
  return box && box.x >= 0 && box.y >= 0 && box.x + box.width <= 1280.5 && box.y + box.height <= 800.5;
}

test('the catalogue lists every lesson and each walkthrough teaches step by step', async ({ page }) => {
  test.setTimeout(600_000);
  const slugs = await lessons(page);
  expect(slugs.length).toBeGreaterThanOrEqual(14);
  const problems = [];
  for (const lang of ['en', 'zh']) {
    for (const slug of slugs) {
      if (slug === 'deck') continue;
      await page.goto(`index.html#/${slug}?lang=${lang}`);
      const step = page.getByTestId('step');
      await expect(step).toHaveAttribute('data-index', '0');
      const count = Number(await step.getAttribute('data-count'));
      let previous = null;
      for (let k = 0; k < count; k++) {
        if (k > 0) {
          await page.keyboard.press('ArrowRight');
          await expect(step).toHaveAttribute('data-index', String(k));
        }
        const figure = page.getByTestId('figure');
        const html = await figure.locator('svg').innerHTML();
        const where = `${slug} (${lang}) step ${k + 1} of ${count}`;
        if (previous !== null && html === previous) problems.push(`${where}: the figure did not change`);
        previous = html;
        if ((await figure.locator('[data-focus="true"]').count()) === 0) problems.push(`${where}: nothing is marked data-focus`);
        if (k === 0) {
          // The opening zoom lands in the render after the figure's first one.
          await expect.poll(async () => (await smallestFigureText(page)).px).toBeGreaterThanOrEqual(16).catch(() => {});
        }
        const small = await smallestFigureText(page);
        if (small.px < 16) problems.push(`${where}: figure text "${small.text}" is ${small.px.toFixed(1)} px (< 16)`);
        // The whole sentence is read without scrolling its box.
        const hidden = await page.getByTestId('sentence').evaluate((s) => s.scrollHeight - s.clientHeight);
        if (hidden > 1) problems.push(`${where}: ${hidden} px of the sentence are hidden (its box scrolls)`);
        for (const id of ['figure', 'sentence', 'step-prev', 'step-next']) {
          const box = await page.getByTestId(id).boundingBox();
          if (!onScreen(box)) problems.push(`${where}: ${id} is outside 1280×800 (${JSON.stringify(box)})`);
        }
      }
    }
  }
  expect(problems).toEqual([]);
});

test('every view of every lesson opens fitted, with its figure text at least 16 px at 1280×800', async ({ page }) => {
  test.setTimeout(300_000);
  const slugs = await lessons(page);
  const problems = [];
  for (const slug of slugs) {
    if (slug === 'deck') continue;
    await page.goto(`index.html#/${slug}?lang=en`);
    await showsAddress(page);
    await expect(page.getByTestId('step')).toHaveAttribute('data-index', '0');
    const hrefs = await page.getByTestId('view-link').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    for (const href of [...new Set(hrefs)]) {
      await page.goto(`index.html${href}`);
      await showsAddress(page);
      const step = page.getByTestId('step');
      await expect(step).toHaveAttribute('data-index', '0');
      const count = Number(await step.getAttribute('data-count'));
      // The first and the last step: a view opens at one scale for all its steps.
      for (const k of [0, count - 1]) {
        if (k > 0) {
          await page.keyboard.press('End');
          await expect(step).toHaveAttribute('data-index', String(k));
        }
        // The opening zoom lands in the render after the figure's: wait for the settled size.
        await expect.poll(async () => (await smallestFigureText(page)).px, { message: `${href} step ${k + 1}` })
          .toBeGreaterThanOrEqual(16);
        // And it got there fitted: a view zoomed in to reach 16 px shows only part of its
        // figure (misère's twist view, its rows' labels made longer, opened at 118% with the
        // labels cut off at the left).
        const zoom = (await page.getByTestId('zoom-reset').textContent()).trim();
        if (zoom !== 'Fit') problems.push(`${href} step ${k + 1}: opens zoomed to ${zoom}, not fitted`);
        const box = await page.getByTestId('step-next').boundingBox();
        if (!onScreen(box)) problems.push(`${href}: step-next is outside 1280×800`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test('"Show the answer" keeps its place while the sentence changes length', async ({ page }) => {
  // Review: it followed the sentence, from y ≈ 321 at end-piles' step 2 to 528 at step 1.
  await page.goto('index.html#/end-piles?lang=en');
  const step = page.getByTestId('step');
  const tops = [];
  for (let k = 0; k < 4; k++) {
    if (k > 0) await page.keyboard.press('ArrowRight');
    await expect(step).toHaveAttribute('data-index', String(k));
    await expect(page.getByTestId('reveal')).toBeVisible();
    tops.push(Math.round((await page.getByTestId('reveal').boundingBox()).y));
  }
  expect(new Set(tops).size, `tops ${tops}`).toBe(1);
});

test('five quick presses of → land on step 5', async ({ page }) => {
  await page.goto('index.html#/nim?piles=3,4,5&lang=en');
  const step = page.getByTestId('step');
  await expect(step).toHaveAttribute('data-index', '0');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(step).toHaveAttribute('data-index', '5');
});

test('a step back to a smaller figure fits it again unless the reader chose a zoom', async ({ page }) => {
  // The game lab's table grows from step 0 to step 1 and the page zooms in to keep its digits
  // readable; walking back kept that zoom, so the first step drew small text (fifth review).
  // (0.6 reaches two-digit values, drawn at the cells' small size: Kayles' one-digit table
  // now fits without a zoom.)
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('index.html#/game-lab?code=0.6&n=400&lang=en');
  const step = page.getByTestId('step');
  const zoom = page.getByTestId('zoom-reset');
  await expect(step).toHaveAttribute('data-index', '0');
  await expect(zoom).toHaveText('Fit');
  await page.keyboard.press('ArrowRight');
  await expect(step).toHaveAttribute('data-index', '1');
  await expect(zoom).not.toHaveText('Fit');
  await page.keyboard.press('ArrowLeft');
  await expect(step).toHaveAttribute('data-index', '0');
  await expect(zoom).toHaveText('Fit');
  // A zoom the reader chose stays while stepping.
  await page.getByTestId('zoom-in').click();
  await expect(zoom).toHaveText('150%');
  await page.keyboard.press('ArrowRight');
  await expect(step).toHaveAttribute('data-index', '1');
  await page.keyboard.press('ArrowLeft');
  await expect(step).toHaveAttribute('data-index', '0');
  await expect(zoom).toHaveText('150%');
});

test('a presentation clicker steps with PageDown and PageUp', async ({ page }) => {
  await page.goto('index.html#/majority?lang=en');
  const step = page.getByTestId('step');
  await expect(step).toHaveAttribute('data-index', '0');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await expect(step).toHaveAttribute('data-index', '2');
  await page.keyboard.press('PageUp');
  await expect(step).toHaveAttribute('data-index', '1');
  // The page did not scroll: the keys stepped instead.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a clicker steps from the move box and from a select, and Esc leaves a field', async ({ page }) => {
  // Review: after a move typed in the move box, PageDown scrolled the page 494 px; with the
  // opponent select focused, it switched to "computer first" and the computer played.
  await page.goto('index.html#/nim?piles=3,4,5&lang=en');
  const step = page.getByTestId('step');
  await expect(step).toHaveAttribute('data-index', '0');
  await page.getByTestId('move-input').fill('1:9');
  await page.getByTestId('move-input').press('Enter');
  await expect(page.getByTestId('error')).toBeVisible();
  await page.keyboard.press('PageDown');
  await expect(step).toHaveAttribute('data-index', '1');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Arrows still move the caret in the box; Esc leaves it, and then they step.
  await page.keyboard.press('ArrowRight');
  await expect(step).toHaveAttribute('data-index', '1');
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowRight');
  await expect(step).toHaveAttribute('data-index', '2');
  const opponent = page.getByTestId('opponent');
  await opponent.selectOption('computer');
  await expect(page).toHaveURL(/vs=computer/);
  await opponent.focus();
  await page.keyboard.press('PageDown');
  await expect(step).toHaveAttribute('data-index', '3');
  await expect(opponent).toHaveValue('computer');
  await expect(page).not.toHaveURL(/moves=/);
});

test('answers wait for their step unless asked for', async ({ page }) => {
  await page.goto('index.html#/nim?piles=3,4,5&lang=en');
  const verdict = page.getByTestId('verdict');
  await expect(verdict).toHaveAttribute('data-winner', 'first');
  await expect(verdict).toBeHidden();
  await page.getByTestId('reveal').click();
  await expect(verdict).toBeVisible();
  await page.getByTestId('reveal').click();
  await expect(verdict).toBeHidden();
  await page.keyboard.press('End');
  await expect(verdict).toBeVisible();
  // One pile's DAG ends with that pile's value: the sum's verdict and nim-sum still wait.
  await page.goto('index.html#/nim?piles=3,4,5&view=dag&pile=1&lang=en');
  await expect(page.getByTestId('step')).toHaveAttribute('data-index', '0');
  await page.keyboard.press('End');
  await expect(page.getByTestId('step-next')).toBeDisabled();
  await expect(page.getByTestId('nim-sum')).toBeHidden();
  await expect(page.getByTestId('verdict')).toBeHidden();
  await expect(page.getByTestId('reveal')).toBeVisible();
});

test('the projector theme and text size come from the link', async ({ page }) => {
  await page.goto('index.html#/nim?theme=contrast&size=xl&lang=en');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'contrast');
  await expect(page.locator('html')).toHaveAttribute('data-size', 'xl');
  await page.goto('index.html#/nim?lang=en');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'contrast');
});

/** The share of the figure's box (width, height) that its drawing covers, and that its DAG's
 * nodes span across. */
async function figureUse(page) {
  return page.getByTestId('figure').evaluate((fig) => {
    const box = fig.getBoundingClientRect();
    const span = (els) => {
      let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
      for (const el of els) {
        const q = el.getBoundingClientRect();
        if (q.width === 0 && q.height === 0) continue;
        [x0, y0, x1, y1] = [Math.min(x0, q.left), Math.min(y0, q.top), Math.max(x1, q.right), Math.max(y1, q.bottom)];
      }
      return { w: (x1 - x0) / box.width, h: (y1 - y0) / box.height };
    };
    return {
      drawing: span(fig.querySelectorAll('svg :is(text, rect:not(.bg), path, polygon, circle, line, ellipse)')),
      nodes: span(fig.querySelectorAll('[data-testid=dag-node]')),
    };
  });
}

test('pile DAGs use the stage\'s width: the legend wraps beside them and a chain spreads out', async ({ page }) => {
  // Issue 11: the long legend line kept these DAGs to about half the stage (drawing 46–65 %
  // of its width, bounded Nim's chain 29 %).
  const problems = [];
  for (const lang of ['en', 'zh']) {
    for (const link of ['nim?view=dag', 'bounded-nim?view=dag', 'split-nim?view=dag', 'set-nim?view=dag']) {
      await page.goto(`index.html#/${link}&lang=${lang}`);
      await showsAddress(page);
      await expect(page.getByTestId('step')).toHaveAttribute('data-index', '0');
      await expect.poll(async () => (await smallestFigureText(page)).px).toBeGreaterThanOrEqual(16);
      const use = await figureUse(page);
      if (use.drawing.w < 0.72) problems.push(`${link} (${lang}): the drawing spans ${(100 * use.drawing.w).toFixed(0)} % of the width`);
      if (link.startsWith('bounded') && use.nodes.w < 0.45) {
        problems.push(`${link} (${lang}): the DAG's nodes span ${(100 * use.nodes.w).toFixed(0)} % of the width`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test('the play panel\'s controls are on screen at 1280×800 without scrolling the side column, at text sizes l and xl too', async ({ page }) => {
  // Issue 11: the turn, the move box, hint, undo and the result sat below the column's fold.
  // At size=l and xl the controls grow half as much as the text (style.css, --ctl-zoom): with
  // all of it 1.5× at xl, 73 of 106 steps hid the hint and undo row below the fold.
  test.setTimeout(240_000);
  const problems = [];
  const links = ['nim?view=dag', 'nim?moves=1:1', 'bounded-nim', 'staircase-nim', 'set-nim', 'split-nim', 'graph-sum',
    'wythoff', 'cutting', 'end-piles', 'apple-tree', 'flip-multiples', 'game-lab?view=play', 'misere-nim'];
  // Known, at xl in English on the last step (the answers shown): a game under way (the play
  // panel's lines for the last move and the moves so far) leaves the hint and undo row about
  // 20 px below the fold, and the apple tree's three answers (the swaps, the verdict, the
  // nim-sum) about 12 px; the column scrolls to them. In Chinese at xl the game under way is
  // the same once the verdict says the moves to the end ("（还剩 11 步）", a line of the
  // verdict's own). At l everything fits.
  const known = new Set(['nim?moves=1:1 (en, size=xl) last step', 'apple-tree (en, size=xl) last step',
    'nim?moves=1:1 (zh, size=xl) last step']);
  for (const [lang, size] of [['en', ''], ['zh', ''], ['en', 'l'], ['zh', 'l'], ['en', 'xl'], ['zh', 'xl']]) {
    for (const link of links) {
      // cutting's own size= is its table's, not the text's.
      if (size && link === 'cutting') continue;
      const sep = link.includes('?') ? '&' : '?';
      await page.goto(`index.html#/${link}${sep}lang=${lang}${size ? `&size=${size}` : ''}`);
      const step = page.getByTestId('step');
      await expect(step).toHaveAttribute('data-index', '0');
      // The first step, and the last, where the answers join the column.
      for (const end of [false, true]) {
        if (end) {
          await page.keyboard.press('End');
          await expect(step).toHaveAttribute('data-index', String(Number(await step.getAttribute('data-count')) - 1));
        }
        const where = `${link} (${lang}${size ? `, size=${size}` : ''})${end ? ' last step' : ''}`;
        if (known.has(where)) continue;
        const side = await page.locator('.stage-side').evaluate((s) => ({ over: s.scrollHeight - s.clientHeight, top: s.scrollTop }));
        if (side.over > 1) problems.push(`${where}: the side column scrolls by ${side.over} px`);
        for (const id of ['turn', 'move-input', 'play-move', 'hint', 'undo']) {
          const box = await page.getByTestId(id).boundingBox();
          if (!onScreen(box)) problems.push(`${where}: ${id} is outside 1280×800 (${JSON.stringify(box)})`);
        }
      }
    }
  }
  expect(problems).toEqual([]);
});

test('an input problem is said above the figure and the stage still fits 1280×800', async ({ page }) => {
  await page.goto('index.html#/nim?piles=3,4,5&view=dag&pile=sum&lang=en');
  const error = page.getByTestId('error');
  await expect(error).toContainText('Parameter “pile”');
  await expect(page.getByTestId('step')).toHaveAttribute('data-index', '0');
  for (const id of ['error', 'figure', 'sentence', 'step-prev', 'step-next', 'play-move']) {
    const box = await page.getByTestId(id).boundingBox();
    expect(onScreen(box), `${id} at ${JSON.stringify(box)}`).toBe(true);
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
