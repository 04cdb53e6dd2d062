// The practice page (issue 49; docs/links-and-hooks.md, "Practice"): a set worked through with
// the keyboard and with clicks, every hook and attribute, no answer before it is graded, the
// CSV record, the embedded page's message, a lesson's "Practise this", a reload that keeps
// the work, bad links, and the phone. The right answers come from embed.js `practice()` (the
// answer key the same solver gives), never from the page.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures.mjs';

test.use({ serviceWorkers: 'block' });

/** The answer key of a set, from embed.js (run in the site's own page). */
async function answerKey(page, topic, options) {
  return page.evaluate(async ([t, o]) => {
    const embed = await import('./embed.js');
    return embed.practice(t, o);
  }, [topic, options]);
}

const targets = (page) => page.getByTestId('practice-target');
const selectedId = (page) => page.locator('[data-testid=practice-target][aria-current=true]').getAttribute('data-id');

/** Nothing on the page names an answer of the item on screen before it is graded. */
async function noAnswerShown(page) {
  const found = await page.evaluate(() => {
    const out = [];
    for (const el of document.querySelectorAll('[data-testid=practice] *')) {
      for (const a of el.getAttributeNames()) {
        if (/^data-(sg|answer|value|outcome|result|nim-sum)$/.test(a)) out.push(`${el.tagName} ${a}`);
      }
    }
    for (const t of document.querySelectorAll('[data-testid=practice-target][data-state=blank]')) {
      const v = t.querySelector('.practice-value');
      if (v && v.textContent !== '?') out.push(`target ${t.dataset.id} shows ${v.textContent}`);
    }
    return out;
  });
  expect(found).toEqual([]);
}

async function openSet(page, link) {
  await page.goto(`index.html${link}`);
  await expect(page.getByTestId('practice')).toBeVisible();
  await expect(targets(page).first()).toBeVisible();
}

test('the home page offers every topic, and a link without a seed gets one', async ({ page }) => {
  await page.goto('index.html');
  const links = page.getByTestId('practice-link');
  await expect(links).toHaveCount(6);
  expect(await links.evaluateAll((ls) => ls.map((l) => l.dataset.topic)))
    .toEqual(['sg-label', 'pn', 'winning-moves', 'nim-sum', 'sg-table', 'ie-terms']);
  await page.locator('[data-testid=practice-link][data-topic=pn]').click();
  await expect(page).toHaveURL(/#\/practice\?.*topic=pn.*seed=\d+/);
  const p = page.getByTestId('practice');
  await expect(p).toHaveAttribute('data-topic', 'pn');
  await expect(p).toHaveAttribute('data-level', '1');
  await expect(p).toHaveAttribute('data-count', '5');
  await expect(p).toHaveAttribute('data-item', '0');
  const seed = new URL(page.url()).hash.match(/seed=(\d+)/)[1];
  await expect(p).toHaveAttribute('data-seed', seed);
});

test('sg-label with the keyboard: wrong then right, every position, no spoiler, N, reload keeps the work', async ({ page }) => {
  await page.goto('index.html');
  const key = await answerKey(page, 'sg-label', { seed: 11, level: 1, count: 2 });
  expect(key.items).toHaveLength(2);
  await openSet(page, '#/practice?topic=sg-label&seed=11&level=1&count=2');
  const p = page.getByTestId('practice');
  await expect(p).toHaveAttribute('data-seed', '11');
  const answers = key.items[0].answers;
  const n = Object.keys(answers).length;
  await expect(targets(page)).toHaveCount(n);
  // Each position is a target over its own dag-node; none has its value yet.
  for (const t of await targets(page).all()) {
    await expect(t).toHaveAttribute('data-state', 'blank');
    const node = await t.getAttribute('data-node');
    expect(node).toBe(await t.getAttribute('data-id'));
    await expect(page.locator(`[data-testid=dag-node][data-id="${node}"]`)).toHaveCount(1);
    const box = await t.boundingBox();
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }
  await noAnswerShown(page);
  await expect(page.locator('[data-testid=dag-node][data-sg]')).toHaveCount(0);

  // Tab reaches the targets; the arrows move between them (wrapping); a digit opens the box.
  await targets(page).first().focus();
  const first = await targets(page).first().getAttribute('data-id');
  await page.keyboard.press('ArrowRight');
  const second = await targets(page).nth(1).getAttribute('data-id');
  expect(await page.evaluate(() => document.activeElement.dataset.id)).toBe(second);
  await page.keyboard.press('ArrowLeft');
  expect(await page.evaluate(() => document.activeElement.dataset.id)).toBe(first);
  await page.keyboard.press('ArrowLeft');
  expect(await page.evaluate(() => document.activeElement.dataset.id))
    .toBe(await targets(page).last().getAttribute('data-id'));
  await page.keyboard.press('ArrowRight');

  // A wrong value first: marked wrong, explained, the box keeps the target.
  const wrong = String(Number(answers[first]) + 1);
  await page.keyboard.press(wrong[0]);
  await expect(page.getByTestId('practice-input')).toBeFocused();
  for (const c of wrong.slice(1)) await page.keyboard.press(c);
  await page.keyboard.press('Enter');
  const t0 = page.locator(`[data-testid=practice-target][data-id="${first}"]`);
  await expect(t0).toHaveAttribute('data-state', 'wrong');
  await expect(page.getByTestId('practice-feedback')).toHaveClass(/wrong/);
  await expect(page.getByTestId('practice-feedback')).not.toBeEmpty();
  await expect(page.locator(`[data-testid=dag-node][data-id="${first}"][data-sg]`)).toHaveCount(0);
  await noAnswerShown(page);
  // The wrong entry stays selected in the box: typing replaces it. Not a whole number: one
  // line asking for one, not graded.
  await expect(page.getByTestId('practice-input')).toBeFocused();
  await page.keyboard.type('x');
  await expect(page.getByTestId('practice-input')).toHaveValue('x');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('practice-feedback')).toContainText('whole number');
  await expect(page.getByTestId('practice-score')).toHaveAttribute('data-answered', '1');
  // Then right: the node shows its value, and the box moves on to the next open position.
  await expect(page.getByTestId('practice-feedback')).toHaveClass(/note/);
  await page.keyboard.type(answers[first]);
  await expect(page.getByTestId('practice-input')).toHaveValue(answers[first]);
  await page.keyboard.press('Enter');
  await expect(t0).toHaveAttribute('data-state', 'right');
  await expect(page.locator(`[data-testid=dag-node][data-id="${first}"]`)).toHaveAttribute('data-sg', answers[first]);
  await expect(page.getByTestId('practice-feedback')).toHaveClass(/right/);
  await expect(page.getByTestId('practice-input')).toBeFocused();
  await page.screenshot({ path: 'target/practice-shots/en-midway.png' }).catch(() => {});

  // The rest, typed as the box moves on.
  for (let i = 1; i < n; i++) {
    const id = await selectedId(page);
    expect(id).not.toBe(first);
    await expect(page.locator(`[data-testid=dag-node][data-id="${id}"][data-sg]`)).toHaveCount(0);
    await page.keyboard.type(answers[id]);
    await page.keyboard.press('Enter');
    await expect(page.locator(`[data-testid=practice-target][data-id="${id}"]`)).toHaveAttribute('data-state', 'right');
  }
  const total = String(n + Object.keys(key.items[1].answers).length);
  const score = page.getByTestId('practice-score');
  await expect(score).toHaveAttribute('data-right', String(n - 1));
  await expect(score).toHaveAttribute('data-answered', String(n));
  await expect(score).toHaveAttribute('data-total', total);
  // It counts the answers to give in the whole set, not items (the header counts those).
  await expect(score).toHaveText(`${n} of ${total} answers given in this set · ${n - 1} right at the first try`);

  // A reload of the same link keeps the entries.
  await page.reload();
  await expect(score).toHaveAttribute('data-answered', String(n));
  await expect(t0).toHaveAttribute('data-state', 'right');

  // N: the next item, nothing of it shown.
  await page.locator('body').press('N');
  await expect(p).toHaveAttribute('data-item', '1');
  // The last item of an unfinished set: Next goes back to the first.
  await expect(page.getByTestId('practice-next')).toBeEnabled();
  await expect(targets(page)).toHaveCount(Object.keys(key.items[1].answers).length);
  await noAnswerShown(page);
  await expect(page.locator('[data-testid=dag-node][data-sg]')).toHaveCount(0);
  await expect(page.getByTestId('practice-summary')).toHaveCount(0);
});

test('winning moves with clicks: check, reveal, the summary and the CSV record', async ({ page }) => {
  await page.goto('index.html');
  const key = await answerKey(page, 'winning-moves', { seed: 3, level: 1, count: 2 });
  await openSet(page, '#/practice?topic=winning-moves&seed=3&level=1&count=2');
  await noAnswerShown(page);
  await expect(page.getByTestId('practice-input')).toHaveCount(0);
  // Item 1: the right selection, clicked.
  const moves = key.items[0].answers.moves.split(',');
  for (const m of moves) await page.locator(`[data-testid=practice-target][data-id="${m}"]`).click();
  await page.getByTestId('practice-check').click();
  await expect(page.getByTestId('practice-feedback')).toHaveClass(/right/);
  // Each option is marked on its own: the chosen (winning) moves right, the others blank.
  for (const t of await targets(page).all()) {
    const id = await t.getAttribute('data-id');
    await expect(t).toHaveAttribute('data-state', moves.includes(id) ? 'right' : 'blank');
  }
  await expect(page.getByTestId('practice-score')).toHaveAttribute('data-right', '1');
  await page.getByTestId('practice-next').click();
  await expect(page.getByTestId('practice')).toHaveAttribute('data-item', '1');
  // Item 2: a wrong selection, then Reveal.
  const right2 = key.items[1].answers.moves.split(',');
  const wrongPick = right2.includes('none')
    ? await targets(page).first().getAttribute('data-id')
    : 'none';
  await page.locator(`[data-testid=practice-target][data-id="${wrongPick}"]`).click();
  await page.getByTestId('practice-check').click();
  await expect(page.getByTestId('practice-feedback')).toHaveClass(/wrong/);
  await expect(page.locator(`[data-testid=practice-target][data-id="${wrongPick}"]`)).toHaveAttribute('data-state', 'wrong');
  // A wrong check names no winning move the student did not choose.
  for (const m of right2) {
    await expect(page.locator(`[data-testid=practice-target][data-id="${m}"]`)).toHaveAttribute('data-state', 'blank');
  }
  await page.getByTestId('practice-reveal').click();
  for (const t of await targets(page).all()) {
    const id = await t.getAttribute('data-id');
    const wins = right2.includes(id);
    await expect(t).toHaveAttribute('data-state', wins ? 'revealed' : 'blank');
    await expect(t).toHaveAttribute('aria-pressed', wins ? 'true' : 'false');
  }
  const summary = page.getByTestId('practice-summary');
  await expect(summary).toHaveAttribute('data-right', '1');
  await expect(summary).toHaveAttribute('data-total', '2');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('practice-export').click(),
  ]);
  expect(download.suggestedFilename()).toBe('practice-winning-moves-3.csv');
  const csv = readFileSync(await download.path(), 'utf8').trim().split('\n');
  expect(csv[0]).toBe('item,target,answer,right,first try,seconds');
  expect(csv).toHaveLength(4);
  // Another set: the same topic, level and size, the next seed.
  await page.getByTestId('practice-new-set').click();
  await expect(page.getByTestId('practice')).toHaveAttribute('data-seed', '4');
  await expect(page.getByTestId('practice')).toHaveAttribute('data-count', '2');
  await expect(page.getByTestId('practice-summary')).toHaveCount(0);
  expect(csv[1]).toMatch(/^1,moves,.*,yes,yes,\d+$/);
  expect(csv[2]).toMatch(/^2,moves,.*,no,yes,\d+$/);
  expect(csv[3]).toMatch(/^2,moves,revealed,no,no,\d+$/);
});

test('tables with a grid of targets, in Chinese, and at a phone size', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('index.html');
  const key = await answerKey(page, 'sg-table', { seed: 5, level: 1, count: 1 });
  await openSet(page, '#/practice?topic=sg-table&seed=5&level=1&count=1&lang=zh');
  await expect(page.locator('h1')).toHaveText('填写 SG 值表');
  await noAnswerShown(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  for (const t of await targets(page).all()) {
    const box = await t.boundingBox();
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  // Click a cell, type its value.
  await page.locator('[data-testid=practice-target][data-id="g-2"]').click();
  await expect(page.getByTestId('practice-input')).toBeFocused();
  await page.keyboard.type(key.items[0].answers['g-2'].split(' | ')[0]);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-testid=practice-target][data-id="g-2"]')).toHaveAttribute('data-state', 'right');
  await expect(page.getByTestId('practice-score')).toHaveAttribute('data-right', '1');
});

test('a DAG item on a phone: node labels at 14 px at least, the figure scrolls sideways, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSet(page, '#/practice?topic=sg-label&seed=1&level=3&count=2&lang=zh');
  await noAnswerShown(page);
  const fig = page.getByTestId('figure');
  const sizes = await fig.evaluate((f) => [...f.querySelectorAll('[data-testid=dag-node] .txt-node')]
    .map((t) => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a));
  expect(sizes.length).toBeGreaterThan(0);
  for (const px of sizes) expect(px).toBeGreaterThanOrEqual(14);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  // This DAG at 14 px labels is wider than a phone: the figure says to swipe.
  const wider = await fig.evaluate((f) => f.scrollWidth > f.clientWidth + 12);
  expect(wider).toBe(true);
  await expect(page.locator('.practice-swipe')).toBeVisible();
  for (const t of await targets(page).all()) {
    const box = await t.boundingBox();
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  // A node scrolled to and clicked selects its target.
  const node = fig.locator('[data-testid=dag-node]').last();
  await node.scrollIntoViewIfNeeded();
  await node.click();
  await expect(page.locator('[data-testid=practice-target][aria-current=true]')).toHaveAttribute('data-id', await node.getAttribute('data-id'));
  // At 1280×800 it opens as a lesson's figure does, its text at 16 px at least (not fitted
  // smaller), scrolling in its box (a tab stop then), and the line under it says so.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => fig.evaluate((f) => Math.min(...[...f.querySelectorAll('text')]
    .map((t) => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a)))).toBeGreaterThanOrEqual(16);
  await expect(page.locator('.practice-swipe')).toBeVisible();
  await expect(fig).toHaveAttribute('tabindex', '0');
});

test('embedded: each graded entry posts grundy:practice to the parent', async ({ page }) => {
  await page.route('**/host.html', (route) => route.fulfill({
    contentType: 'text/html; charset=utf-8',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>host</title></head><body>
<iframe id="f" style="width:900px;height:700px;border:0" src="index.html#/practice?topic=nim-sum&seed=2&level=1&count=1&embed=1"></iframe>
<script>window.got = []; addEventListener('message', (e) => { if (e.data && e.data.type === 'grundy:practice') window.got.push(e.data); });</script>
</body></html>`,
  }));
  await page.goto('index.html');
  const key = await answerKey(page, 'nim-sum', { seed: 2, level: 1, count: 1 });
  await page.goto('host.html');
  const frame = page.frameLocator('#f');
  await expect(frame.getByTestId('practice')).toBeVisible();
  await expect(frame.locator('.topbar')).toHaveCount(0);
  const id = 'sum';
  await frame.locator(`[data-testid=practice-target][data-id="${id}"]`).click();
  await frame.getByTestId('practice-input').fill(key.items[0].answers[id].split(' | ')[0]);
  await frame.getByTestId('practice-input').press('Enter');
  await page.waitForFunction(() => window.got.length === 1);
  const got = await page.evaluate(() => window.got[0]);
  expect(got).toEqual({
    type: 'grundy:practice', topic: 'nim-sum', seed: 2, level: 1, item: 0, count: 1,
    right: 1, answered: 1, done: false,
  });
});

test('Practise this: a lesson opens its topic with its own position first', async ({ page }) => {
  await page.goto('index.html#/nim?piles=3,4,5');
  // On the first screen (in the top bar), not below the lesson.
  await expect(page.getByTestId('practice-this')).toBeInViewport();
  await page.getByTestId('practice-this').click();
  await expect(page).toHaveURL(/#\/nim\?.*practice=1.*seed=\d+/);
  await expect(page.getByTestId('practice')).toBeVisible();
  await expect(page.getByTestId('practice-this')).toHaveCount(0);
  const p = page.getByTestId('practice');
  await expect(p).toHaveAttribute('data-topic', 'nim-sum');
  await expect(p).toHaveAttribute('data-item', '0');
  await expect(page.locator('.practice-position')).toContainText('3 + 4 + 5');
  await noAnswerShown(page);
  // A lesson without a game or a topic (the majority vote) has no such link.
  await page.goto('index.html#/majority');
  await expect(page.getByTestId('figure')).toBeVisible();
  await expect(page.getByTestId('practice-this')).toHaveCount(0);
});

test('Practise this on a lesson with a game: its own moves in its words, graded by its rules', async ({ page }) => {
  await page.goto('index.html#/wythoff?a=1&b=2');
  await expect(page.getByTestId('practice-this')).toBeInViewport();
  await page.getByTestId('practice-this').click();
  await expect(page).toHaveURL(/#\/wythoff\?.*practice=1/);
  const p = page.getByTestId('practice');
  await expect(p).toHaveAttribute('data-topic', 'winning-moves');
  await expect(page.locator('.practice-position')).toContainText('Wythoff');
  await expect(page.getByTestId('figure')).toBeVisible();
  await noAnswerShown(page);
  // Each option is a move of the game, named by its notation and said in words.
  const move = page.locator('[data-testid=practice-target][data-id="0:1"]');
  await expect(move).toBeVisible();
  await expect(move).not.toHaveText('0:1');
  // (1, 2) is a cold pair: every move loses. A move chosen is explained; "none" is right.
  await move.click();
  await page.getByTestId('practice-check').click();
  await expect(page.getByTestId('practice-feedback')).toHaveClass(/wrong/);
  await expect(page.getByTestId('practice-feedback')).not.toBeEmpty();
  await expect(move).toHaveAttribute('data-state', 'wrong');
  await move.click();
  await page.locator('[data-testid=practice-target][data-id="none"]').click();
  await page.getByTestId('practice-check').click();
  await expect(page.getByTestId('practice-feedback')).toHaveClass(/right/);
});

test('at 1280×800 a piles table ends where it is drawn, and a cutting sheet numbers its lines', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // A table kept blank room for a "→ target" practice never draws, and the swipe line said to
  // scroll to it: set piles in Chinese and a split-Nim position overflowed their box.
  for (const link of ['#/practice?topic=winning-moves&seed=5&level=3&lang=zh', '#/split-nim?piles=3,5&practice=1&lang=zh']) {
    await page.goto(`index.html${link}`);
    await expect(targets(page).first()).toBeVisible();
    await expect(page.getByTestId('figure')).toBeVisible();
    await expect(page.locator('.practice-swipe')).toBeHidden();
  }
  // The options say "cut at x = 3": the sheet's lines are numbered, x under it, y beside it.
  await page.goto('index.html#/cutting?w=6&h=3&practice=1');
  await expect(targets(page).first()).toContainText('x = 1');
  const texts = await page.getByTestId('figure').locator('text').allTextContents();
  for (const t of ['x', 'y', '1', '2', '5']) expect(texts).toContain(t);
  await expect(page.locator('.practice-swipe')).toBeHidden();
});

test('N is an answer on a P-or-N item: it never skips the item before it is done', async ({ page }) => {
  await openSet(page, '#/practice?topic=pn&seed=1&level=2&count=3');
  const p = page.getByTestId('practice');
  await page.locator('body').press('N');
  await page.locator('body').press('n');
  // The key went nowhere: still the first item, and Check waits for a choice elsewhere.
  await expect(p).toHaveAttribute('data-item', '0');
  await page.getByTestId('practice-next').click();
  await expect(p).toHaveAttribute('data-item', '1');
});

test('a bad link says what is wrong in one line each and opens the defaults', async ({ page }) => {
  await openSet(page, '#/practice?topic=chess&seed=4&level=9&count=0');
  const error = page.getByTestId('error');
  await expect(error).toContainText('topic');
  await expect(error).toContainText('level');
  await expect(error).toContainText('count');
  const p = page.getByTestId('practice');
  await expect(p).toHaveAttribute('data-topic', 'sg-label');
  await expect(p).toHaveAttribute('data-level', '1');
  await expect(p).toHaveAttribute('data-count', '5');
  // The address says what is in use, so a shared link opens without the lines; an entry
  // made now is still there after a reload of it.
  await expect(page).toHaveURL(/#\/practice\?topic=sg-label&seed=4&level=1&count=5$/);
  await expect(error).toBeVisible();
  const t0 = targets(page).first();
  await t0.click();
  await page.getByTestId('practice-input').fill('999');
  await page.getByTestId('practice-input').press('Enter');
  await expect(t0).toHaveAttribute('data-state', 'wrong');
  await page.reload();
  await expect(page.getByTestId('practice')).toBeVisible();
  await expect(page.getByTestId('error')).toHaveCount(0);
  await expect(targets(page).first()).toHaveAttribute('data-state', 'wrong');
});

test('axe finds no WCAG 2.1 AA violation on practice pages, graded and blank, in both languages', async ({ page }) => {
  for (const [topic, lang] of [['sg-label', 'en'], ['winning-moves', 'zh'], ['ie-terms', 'en'], ['pn', 'zh']]) {
    await openSet(page, `#/practice?topic=${topic}&seed=6&level=2&count=2&lang=${lang}`);
    if (topic !== 'winning-moves') {
      await targets(page).first().click();
      await page.keyboard.type('9');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('practice-feedback')).not.toBeEmpty();
    }
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const found = violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}`));
    expect(found, `${topic} ${lang}`).toEqual([]);
  }
});
