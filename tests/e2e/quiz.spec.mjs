// Predict before reveal (quiz=1): a step that derives a value asks first (`quiz`), hides its
// sentence until answered, says whether the answer was right, and keeps a score
// (`quiz-score`). The right answers here are worked out by the test itself from the link
// (XOR of the piles, mex on the graph's edges, the vote), never read from the page.
import { test, expect, showsAddress } from './fixtures.mjs';

test.use({ viewport: { width: 1280, height: 800 } });

/** Waits for step `k` and returns the quiz question's state there (`none` without one). */
async function at(page, k) {
  await expect(page.getByTestId('step')).toHaveAttribute('data-index', String(k));
  const q = page.getByTestId('quiz');
  return (await q.count()) === 0 ? 'none' : q.getAttribute('data-state');
}

async function next(page, k) {
  await page.getByTestId('step-next').click();
  return at(page, k);
}

async function score(page, right, answered) {
  const s = page.getByTestId('quiz-score');
  await expect(s).toHaveAttribute('data-right', String(right));
  await expect(s).toHaveAttribute('data-answered', String(answered));
}

test('a Nim quiz asks each derivation first, scores right and wrong answers, and never blocks', async ({ page }) => {
  const piles = [3, 4, 5];
  const x = piles.reduce((a, b) => a ^ b, 0);
  const bits = Math.floor(Math.log2(Math.max(...piles))) + 1;
  const parity = (b) => (piles.filter((p) => (p >> b) & 1).length % 2 ? 'odd' : 'even');
  const high = Math.floor(Math.log2(x));
  const winningPiles = piles.map((p, i) => [p, i + 1]).filter(([p]) => (p >> high) & 1).map(([, i]) => String(i));

  await page.goto(`index.html#/nim?piles=${piles.join(',')}&quiz=1&lang=en`);
  expect(await at(page, 0)).toBe('none');
  await expect(page.getByTestId('quiz-score')).toHaveAttribute('data-total', String(bits + 2));

  // Column 1 (the highest): the right parity.
  expect(await next(page, 1)).toBe('open');
  await expect(page.getByTestId('sentence')).toHaveCount(0);
  await page.locator(`[data-testid="quiz-choice"][data-value="${parity(bits - 1)}"]`).click();
  await expect(page.getByTestId('quiz')).toHaveAttribute('data-state', 'right');
  await expect(page.getByTestId('quiz-verdict')).toContainText('Right');
  await expect(page.getByTestId('sentence')).not.toBeEmpty();
  await score(page, 1, 1);

  // Column 2: the wrong parity; the reveal names the right one and explains it.
  expect(await next(page, 2)).toBe('open');
  const wrong = parity(bits - 2) === 'odd' ? 'even' : 'odd';
  await page.locator(`[data-testid="quiz-choice"][data-value="${wrong}"]`).click();
  await expect(page.getByTestId('quiz')).toHaveAttribute('data-state', 'wrong');
  await expect(page.getByTestId('quiz-verdict')).toContainText(parity(bits - 2));
  await expect(page.getByTestId('quiz-why')).not.toBeEmpty();
  await score(page, 1, 2);

  // The last column is skipped: Next always works.
  for (let k = 3; k <= bits; k++) expect(await next(page, k)).toBe('open');

  // The nim-sum, typed.
  expect(await next(page, bits + 1)).toBe('open');
  await page.getByTestId('quiz-input').fill(` ${x} `);
  await page.getByTestId('quiz-input').press('Enter');
  await expect(page.getByTestId('quiz')).toHaveAttribute('data-state', 'right');
  await score(page, 2, 3);

  // The winning move's pile: its answer (and the winning-move hook) stays hidden until then.
  expect(await next(page, bits + 2)).toBe('open');
  await expect(page.getByTestId('winning-move')).toBeHidden();
  const choices = await page.getByTestId('quiz-choice').evaluateAll((els) => els.map((e) => e.dataset.value));
  expect(choices).toEqual(piles.map((_, i) => String(i + 1)));
  await page.locator(`[data-testid="quiz-choice"][data-value="${winningPiles[0]}"]`).click();
  await expect(page.getByTestId('quiz')).toHaveAttribute('data-state', 'right');
  // The answered step's sentence names the move: the hook carries it, and its chip leaves
  // the sentence its room.
  await expect(page.getByTestId('winning-move')).toHaveAttribute('data-pile', winningPiles[0]);
  const words = await page.getByTestId('winning-move').textContent();
  await expect(page.getByTestId('sentence')).toContainText(words.trim());
  await expect(page.getByTestId('winning-move')).toBeHidden();
  await score(page, 3, 4);
  // Why the move wins closes the walkthrough: it asks nothing.
  expect(await next(page, bits + 3)).toBe('none');
  await expect(page.getByTestId('quiz-score')).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('quiz-score')).toContainText(`3 right of ${bits + 2}`);

  // Going back shows what was answered; the skipped column still asks.
  await page.getByTestId('step-first').click();
  expect(await next(page, 1)).toBe('right');
  expect(await next(page, 2)).toBe('wrong');
  expect(await next(page, 3)).toBe('open');
  // A reveal without answering shows the answer and is not counted.
  await page.getByTestId('quiz-reveal').click();
  await expect(page.getByTestId('quiz')).toHaveAttribute('data-state', 'unanswered');
  await score(page, 3, 4);

  // The answers belong to the page, the quiz to the link: a reload asks again (once the
  // address holds the step, which it does after the step's painted frame).
  await expect(page).toHaveURL(/step=3/);
  await page.reload();
  expect(await at(page, 3)).toBe('open');
  await score(page, 0, 0);
});

/** SG values of the graph (1-based vertices, edges FROM-TO) by mex over successors. */
function sgValues(n, edges) {
  const succ = Array.from({ length: n + 1 }, () => []);
  for (const [a, b] of edges) succ[a].push(b);
  const sg = new Map();
  const value = (v) => {
    if (!sg.has(v)) {
      const seen = new Set(succ[v].map(value));
      let m = 0;
      while (seen.has(m)) m++;
      sg.set(v, m);
    }
    return sg.get(v);
  };
  for (let v = 1; v <= n; v++) value(v);
  return sg;
}

test('a graph-sum quiz asks each node\'s SG value and scores right and wrong answers', async ({ page }) => {
  const n = 6;
  const edges = [[1, 2], [1, 3], [2, 4], [3, 4], [4, 5], [3, 6], [6, 5]];
  const sg = sgValues(n, edges);
  const link = `n=${n}&edges=${edges.map((e) => e.join('-')).join(',')}&tokens=1,3`;
  await page.goto(`index.html#/graph-sum?${link}&quiz=1&lang=en`);
  expect(await at(page, 0)).toBe('none');
  const count = Number(await page.getByTestId('step').getAttribute('data-count'));
  let right = 0;
  let answered = 0;
  for (let k = 1; k < count - 1; k++) {
    expect(await next(page, k)).toBe('open');
    // The question's node is the one marked in the figure; its value is still "?".
    const node = page.getByTestId('figure').locator('[data-testid="dag-node"][data-focus="true"]');
    await expect(node).toHaveCount(1);
    await expect(node).toContainText('?');
    const id = Number(await node.getAttribute('data-id'));
    const answer = k % 3 === 0 ? sg.get(id) + 1 : sg.get(id);
    await page.getByTestId('quiz-input').fill(String(answer));
    await page.getByTestId('quiz-submit').click();
    const ok = answer === sg.get(id);
    await expect(page.getByTestId('quiz')).toHaveAttribute('data-state', ok ? 'right' : 'wrong');
    right += ok ? 1 : 0;
    answered += 1;
    await score(page, right, answered);
    // The reveal draws the value.
    await expect(page.getByTestId('figure').locator(`[data-testid="dag-node"][data-id="${id}"]`)).toHaveAttribute('data-sg', String(sg.get(id)));
  }
  expect(right).toBeGreaterThan(0);
  expect(answered - right).toBeGreaterThan(0);
  // The closing step asks nothing and says the quiz is done.
  expect(await next(page, count - 1)).toBe('none');
  await expect(page.getByTestId('quiz-score')).toHaveAttribute('data-total', String(count - 2));
  await expect(page.getByTestId('quiz-score')).toHaveAttribute('data-done', 'true');
});

test('the quiz speaks Chinese, and works inside an embed', async ({ page }) => {
  const values = [2, 2, 1, 2, 3];
  await page.goto(`index.html#/majority?values=${values.join(',')}&quiz=1&lang=zh`);
  expect(await next(page, 1)).toBe('open');
  await expect(page.getByTestId('quiz-prompt')).toContainText('候选');
  // The first value read becomes the candidate.
  await page.getByTestId('quiz-input').fill(String(values[0]));
  await page.getByTestId('quiz-submit').click();
  await expect(page.getByTestId('quiz-verdict')).toContainText('答对了');
  await expect(page.getByTestId('quiz-score')).toContainText('得分');
  await score(page, 1, 1);
  expect(await next(page, 2)).toBe('open');
  await page.getByTestId('quiz-reveal').click();
  await expect(page.getByTestId('quiz-verdict')).toContainText('未作答');
  await score(page, 1, 1);

  await page.goto(`index.html#/nim?piles=3,4,5&quiz=1&embed=1&lang=zh&step=1`);
  await expect(page.getByTestId('quiz')).toHaveAttribute('data-state', 'open');
  await expect(page.getByTestId('quiz-prompt')).toContainText('偶数还是奇数');
  const ones = [3, 4, 5].filter((p) => (p >> 2) & 1).length;
  await page.locator(`[data-testid="quiz-choice"][data-value="${ones % 2 ? 'odd' : 'even'}"]`).click();
  await expect(page.getByTestId('quiz')).toHaveAttribute('data-state', 'right');
  await expect(page.getByTestId('sentence')).toBeVisible();
});

/** g(m) of flip-multiples: the mex over j of g(⌊m/2⌋) ⊕ … ⊕ g(⌊m/j⌋). */
function flipValue(m, memo = new Map()) {
  if (!memo.has(m)) {
    const seen = new Set();
    let acc = 0;
    for (let j = 1; j <= m; j++) {
      if (j > 1) acc ^= flipValue(Math.floor(m / j), memo);
      seen.add(acc);
    }
    let v = 0;
    while (seen.has(v)) v++;
    memo.set(m, v);
  }
  return memo.get(m);
}

test('a flip-multiples quiz asks each white cell\'s value and the XOR, and scores them', async ({ page }) => {
  const n = 12;
  const white = [2, 3, 5];
  const g = white.map((x) => flipValue(Math.floor(n / x)));
  const x = g.reduce((a, b) => a ^ b, 0);
  await page.goto(`index.html#/flip-multiples?n=${n}&white=${white.join(',')}&view=cells&quiz=1&lang=en`);
  expect(await at(page, 0)).toBe('none');
  await expect(page.getByTestId('quiz-score')).toHaveAttribute('data-total', String(white.length + 1));
  expect(await next(page, 1)).toBe('none');
  const answers = [g[0], g[1] + 1, g[2]];
  for (let i = 0; i < white.length; i++) {
    expect(await next(page, i + 2)).toBe('open');
    await expect(page.getByTestId('quiz-prompt')).toContainText(`Cell ${white[i]}`);
    await page.getByTestId('quiz-input').fill(String(answers[i]));
    await page.getByTestId('quiz-submit').click();
    await expect(page.getByTestId('quiz')).toHaveAttribute('data-state', answers[i] === g[i] ? 'right' : 'wrong');
  }
  await score(page, 2, 3);
  await expect(page.getByTestId('quiz-verdict')).toContainText('Right');
  expect(await next(page, white.length + 2)).toBe('open');
  await page.getByTestId('quiz-input').fill(String(x));
  await page.getByTestId('quiz-input').press('Enter');
  await expect(page.getByTestId('quiz')).toHaveAttribute('data-state', 'right');
  await score(page, 3, 4);
  await expect(page.getByTestId('quiz-score')).toHaveAttribute('data-done', 'true');
});

test('an answered question leaves the step\'s sentence whole and its verdict on screen, in every lesson', async ({ page }) => {
  // The answered question and the step's sentence share the side column at 1280×800; the
  // sentence used to shrink to one scrolling line under a long "why" (sixth review).
  test.setTimeout(300_000);
  await page.goto('index.html#/?lang=en');
  const links = page.getByTestId('lesson-link');
  await expect(links.first()).toBeVisible();
  const slugs = (await links.evaluateAll((els) => els.map((e) => e.getAttribute('data-lesson')))).filter((s) => s !== 'deck');
  const problems = [];
  let asked = 0;
  for (const lang of ['en', 'zh']) {
    for (const slug of slugs) {
      await page.goto(`index.html#/${slug}?lang=${lang}&quiz=1`);
      await showsAddress(page);
      await expect(page.locator(`[data-lesson="${slug}"]`)).toBeVisible();
      expect(await at(page, 0)).not.toBe(null);
      const count = Number(await page.getByTestId('step').getAttribute('data-count'));
      for (let k = 0; k < count; k++) {
        if (k > 0) await page.keyboard.press('ArrowRight');
        if ((await at(page, k)) !== 'open') continue;
        asked++;
        await page.getByTestId('quiz-reveal').click();
        await expect(page.getByTestId('quiz')).toHaveAttribute('data-state', 'unanswered');
        const where = `${slug} (${lang}) step ${k + 1}`;
        const hidden = await page.getByTestId('sentence').evaluate((s) => s.scrollHeight - s.clientHeight);
        if (hidden > 1) problems.push(`${where}: ${hidden} px of the sentence are hidden`);
        // The verdict lies inside the question's visible box, and the box on screen.
        const verdict = await page.getByTestId('quiz-verdict').evaluate((v) => {
          const box = v.closest('.quiz').getBoundingClientRect();
          const r = v.getBoundingClientRect();
          return r.top >= box.top && r.bottom <= box.bottom + 0.5 && box.bottom <= 800.5;
        });
        if (!verdict) problems.push(`${where}: the verdict is scrolled out of view`);
        const next = await page.getByTestId('step-next').boundingBox();
        if (!next || next.y + next.height > 800.5) problems.push(`${where}: step-next is off screen`);
      }
    }
  }
  expect(asked).toBeGreaterThan(50);
  expect(problems).toEqual([]);
});

test('a typed answer that is no number is not graded: the box asks for a whole number', async ({ page }) => {
  await page.goto('index.html#/majority?values=2,2,1,2,3&quiz=1&step=1&lang=en');
  await expect(page.getByTestId('quiz-input')).toBeVisible();
  for (const typed of ['abc', '']) {
    await page.getByTestId('quiz-input').fill(typed);
    await page.getByTestId('quiz-submit').click();
    await expect(page.getByTestId('quiz-not-number')).toHaveText('Type a whole number, such as 3.');
    await expect(page.getByTestId('quiz-input')).toBeVisible();
  }
  await expect(page.getByTestId('quiz-score')).toHaveAttribute('data-answered', '0');
});
