// Lessons with their own figures: Wythoff, paper cutting, take-from-either-end, the apple
// tree and flip-multiples. Expected verdicts were worked out independently (cold pairs by
// hand, the rest by a brute-force search outside the app).
import { test, expect, showsAddress } from './fixtures.mjs';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

test('wythoff: cold pairs lose, a click on a queen move plays it', async ({ page }) => {
  await page.goto('index.html#/wythoff?a=3&b=5&lang=en');
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'second');
  await page.goto('index.html#/wythoff?a=4&b=9&lang=en');
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'first');
  // (4, 9) → (4, 7), the cold pair k = 3: take 2 from the second pile.
  await page.locator('[data-testid=board-cell][data-move="0:2"]').click();
  await expect(page).toHaveURL(/moves=0:2/);
  await expect(page.getByTestId('turn')).toHaveAttribute('data-player', '2');
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'second');
  await expect(page.getByTestId('token')).toHaveAttribute('data-b', '7');
});

test('wythoff: exact at 10^18 without a board', async ({ page }) => {
  // k = 381966011250105152 gives the cold pair (⌊kφ⌋, ⌊kφ⌋ + k) = (618033988749894848, 10^18)
  // (checked with 80-digit decimals); one more stone in the first pile makes it hot.
  await page.goto('index.html#/wythoff?a=618033988749894848&b=1000000000000000000&lang=en');
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'second');
  await expect(page.getByTestId('board-cell')).toHaveCount(0);
  await expect(page.getByTestId('sentence')).toContainText('exact up to 10¹⁸');
  await page.goto('index.html#/wythoff?a=618033988749894849&b=1000000000000000000&lang=en');
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'first');
});

test('cutting: the judge samples, a click on a grid line cuts', async ({ page }) => {
  // Each link is checked once its answer is on screen (the verdict before stays meanwhile).
  await page.goto('index.html#/cutting?w=2&h=2&lang=en');
  await showsAddress(page);
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'second');
  await page.goto('index.html#/cutting?w=3&h=2&lang=en');
  await showsAddress(page);
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'second');
  await page.goto('index.html#/cutting?w=4&h=2&lang=en');
  await showsAddress(page);
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'first');
  // Click along the line, away from where it crosses the horizontal line in the middle.
  await page.locator('[data-testid=cut-line][data-move="1:v2"]').click({ position: { x: 5, y: 8 } });
  await expect(page.getByTestId('component')).toHaveCount(2);
  await expect(page.getByTestId('component').nth(0)).toHaveAttribute('data-sg', '0');
  await expect(page.getByTestId('nim-sum')).toHaveAttribute('data-value', '0');
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'second');
});

test('cutting: a cut under the step\'s highlight can be played', async ({ page }) => {
  // The highlighted sheet and its edge lay over the cut x = 4 at step 6 and took its clicks.
  await page.goto('index.html#/cutting?step=5&lang=en');
  await showsAddress(page);
  await page.locator('[data-testid=cut-line][data-move="1:v4"]').click();
  await expect(page).toHaveURL(/moves=1:v4/);
});

test('cutting: the mex step and the heat map', async ({ page }) => {
  await page.goto('index.html#/cutting?w=4&h=2&step=1&lang=en');
  // First the piece it leaves, 2×2, drawn under it: no cut, worth 0.
  await expect(page.getByTestId('sentence')).toContainText('Sheet 2×2 has no cut');
  await expect(page.locator('[data-testid=smaller-sheet][data-size="2x2"][data-focus=true]')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('sentence')).toContainText('pieces 2×2 (SG 0) and 2×2 (SG 0)');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('sentence')).toHaveText('SG(4×2) = mex{0} = 1.');
  await page.locator('[data-testid=view-link][data-view=dag]').click();
  // The 4×2 board: one admissible cut, to two 2×2 sheets (a P-position); the board is SG 1.
  await expect(page.getByTestId('dag-node')).toHaveCount(2);
  // Labelled as the board is given (4 wide, 2 tall), like the sentences and the sheets view.
  await expect(page.locator('[data-testid=dag-node][data-id="4×2"]')).toHaveAttribute('data-sg', '1');
  await expect(page.locator('[data-testid=dag-node][data-id="2×2+2×2"]')).toHaveAttribute('data-sg', '0');
  await page.locator('[data-testid=view-link][data-view=table]').click();
  await expect(page.getByTestId('sentence')).toContainText('SG values of every sheet up to 12×12');
});

test('end-piles: the DP fills stretch by stretch and names its case', async ({ page }) => {
  await page.goto('index.html#/end-piles?piles=3,1,9,4&lang=en');
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'second');
  await expect(page.getByTestId('step')).toHaveAttribute('data-count', '8');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('sentence')).toContainText('Pile 2 alone: a single pile x = 1');
  await page.keyboard.press('End');
  await expect(page.getByTestId('sentence')).toContainText('is also 3, so the player to move loses');
  await page.getByTestId('move-input').fill('R:1');
  await page.getByTestId('play-move').click();
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'first');
});

test('apple-tree: swap counts of the judge samples, classes, a broken tree', async ({ page }) => {
  await page.goto('index.html#/apple-tree?apples=2,2,3&parents=1,1&lang=en');
  await expect(page.getByTestId('result')).toHaveAttribute('data-value', '1');
  await page.goto('index.html#/apple-tree?apples=7,2,2,5,4,3,1,1&parents=1,1,1,4,4,5,6&lang=en');
  await expect(page.getByTestId('result')).toHaveAttribute('data-value', '4');
  await expect(page.getByTestId('tree-node')).toHaveCount(8);
  await expect(page.locator('[data-testid=tree-node][data-id="4"]')).toHaveAttribute('data-nim', 'true');
  await expect(page.locator('[data-testid=tree-node][data-id="5"]')).toHaveAttribute('data-nim', 'false');
  await page.goto('index.html#/apple-tree?apples=1,1,1,1&parents=1,2,1&lang=en');
  await expect(page.getByTestId('error')).toContainText('different parity');
});

test('a hint marks what a move changes where no piece plays it, and says it in words', async ({ page }) => {
  const marked = page.locator('[data-testid=figure] [data-hint=true]');
  const hint = page.getByTestId('hint-moves');
  // The hint goes off when a new position is on screen: once the lesson `slug` is shown (the
  // last one stays until the new link is answered, with its own hint state), set it as each
  // check needs.
  const setHint = async (slug, on) => {
    await expect(page.locator(`[data-lesson="${slug}"]`)).toBeVisible();
    const button = page.getByTestId('hint');
    await expect(button).toBeEnabled();
    if ((await button.getAttribute('aria-pressed')) !== String(on)) await button.click();
    await expect(button).toHaveAttribute('aria-pressed', String(on));
  };
  // Apples: 1:1-2 moves an apple from node 1 down to node 2; 3:1 eats one at node 3.
  await page.goto('index.html#/apple-tree?apples=2,2,3&parents=1,1&lang=en');
  await setHint('apple-tree', true);
  await expect(hint).toHaveText('Winning moves are marked in the figure: move 1 apple from node 1 to node 2; eat 1 apple at node 3');
  // The nodes the apples leave, and the edge the first move's apple goes down.
  await expect(marked).toHaveCount(3);
  await expect(page.locator('[data-testid=tree-node][data-id="1"]')).toHaveAttribute('data-hint', 'true');
  await expect(page.locator('[data-testid=tree-node][data-id="3"]')).toHaveAttribute('data-hint', 'true');
  await expect(page.locator('[data-testid=tree-edge][data-from="1"][data-to="2"]')).toHaveAttribute('data-hint', 'true');
  // End piles: the one winning move takes 1 from the rightmost pile (brute force outside the app).
  await page.goto('index.html#/end-piles?piles=3,1,9,5&lang=zh');
  await setHint('end-piles', true);
  await expect(hint).toHaveText('图中已标出必胜走法：从最右边一堆取 1 颗');
  await expect(marked).toHaveCount(1);
  await expect(page.locator('[data-testid=pile][data-index="4"]')).toHaveAttribute('data-hint', 'true');
  // A split: the row of the pile split is marked.
  await page.goto('index.html#/split-nim?piles=2,3&lang=en');
  await setHint('split-nim', true);
  await expect(hint).toContainText('replace pile 2 by piles of 2 and 0');
  await expect(page.locator('[data-testid=component][data-index="2"]')).toHaveAttribute('data-hint', 'true');
  // The hint off, nothing is marked; the last move is said in words.
  await page.goto('index.html#/end-piles?piles=3,1,9,5&moves=R:1&lang=en');
  await setHint('end-piles', false);
  await expect(marked).toHaveCount(0);
  await expect(page.getByTestId('last-move')).toHaveText("Player 1's move: take 1 from the rightmost pile");
});

test('a hint rings the pieces each marked move takes, one move per heap or pile, and its words say which are marked', async ({ page }) => {
  // Kayles on heaps 5, 7, 9 (nim-sum 4 ⊕ 2 ⊕ 4 = 2): the hint marks the first winning move of
  // each heap, 2:1:3 (token 4 of heap 2, leaving 3 and 3) and 3:2:2 (tokens 3 and 4 of
  // heap 3). The stylesheet's "a marked stone takes every stone after it" once ringed tokens
  // 4–7 and 3–9 as well: eleven tokens for moves that take three.
  await page.goto('index.html#/game-lab?code=0.77&heaps=5,7,9&lang=en');
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-moves')).toContainText('take 1 from heap 2, leaving heaps of 3 and 3');
  const ringed = () => page.locator('[data-testid=figure] circle').evaluateAll((circles) => circles
    .filter((c) => getComputedStyle(c).stroke === 'rgb(242, 183, 5)')
    .map((c) => c.closest('[data-at]')?.getAttribute('data-at')));
  await expect.poll(ringed).toEqual(['2:4', '3:3', '3:4']);
  // A take from a heap's end still rings every token it takes (Kayles 0.77 on one heap of 2:
  // the winning move takes both, from token 1).
  await page.goto('index.html#/game-lab?code=0.77&heaps=2&lang=en');
  // Once the new position is on screen, the hint is on (it stays on within a lesson).
  await expect(page.locator('[data-shown="#/game-lab?code=0.77&heaps=2&lang=en"]')).toHaveCount(1);
  const button = page.getByTestId('hint');
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('hint-moves')).toContainText('take 2 from heap 1');
  await expect.poll(ringed).toEqual(['1:1', '1:2']);
  // Several winning moves on one heap: the figure rings the first of each heap (three
  // splits of heap 10 ringed side by side read as one take of three, not a Kayles move), and
  // the words say which are marked and name the others apart.
  await page.goto('index.html#/game-lab?code=0.77&heaps=10,4,1&lang=en');
  await expect(page.locator('[data-shown="#/game-lab?code=0.77&heaps=10,4,1&lang=en"]')).toHaveCount(1);
  // (Formulas in the words are bound with no-break spaces.)
  await expect.poll(async () => (await page.getByTestId('hint-moves').textContent()).replace(/\u00a0/g, ' ')).toMatch(
    /^Winning moves marked in the figure: take 1 from heap 1, leaving heaps of 1 and 8; take 1 from heap 2\. Also winning: take 1 from heap 1, leaving heaps of 2 and 7;/);
  await expect.poll(ringed).toEqual(['1:2', '2:4']);
  // A split-Nim row marked whole rings its stones (4 + 6 + 7), not its bit cells or its frame.
  // (Once its answer is on screen: the game lab's three heaps are three components too, and
  // a new lesson starts with the hint off.)
  await page.goto('index.html#/split-nim?piles=4,6,7&step=8&lang=en');
  await expect(page.locator('[data-shown="#/split-nim?piles=4,6,7&step=8&lang=en"]')).toHaveCount(1);
  await expect(page.getByTestId('step')).toHaveAttribute('data-index', '8');
  const hint = page.getByTestId('hint');
  if ((await hint.getAttribute('aria-pressed')) !== 'true') await hint.click();
  const yellow = (tag) => page.locator(`[data-testid=figure] ${tag}`).evaluateAll((shapes) => shapes
    .filter((s) => getComputedStyle(s).stroke === 'rgb(242, 183, 5)').length);
  await expect.poll(() => yellow('circle')).toBe(17);
  await expect.poll(() => yellow('rect')).toBe(0);
});

test('a piece that needs a number starts its move in the move box, by click or by keyboard', async ({ page }) => {
  // An end pile needs an amount: a click puts "L:" in the box, with the notation above it.
  await page.goto('index.html#/end-piles?piles=3,1,9,5&lang=en');
  const box = page.getByTestId('move-input');
  const left = page.locator('[data-testid=pile][data-index="1"]');
  // Named by what it shows first (its size, its place), then by what a click does.
  await expect(left).toHaveAttribute('aria-label', '3 1 — take from the leftmost pile: the move box takes the rest');
  await expect(page.locator('[data-testid=pile][data-index="2"]')).not.toHaveAttribute('data-begin', /./);
  await left.click();
  await expect(box).toHaveValue('L:');
  await expect(box).toBeFocused();
  await expect(page.getByTestId('finish-move')).toContainText('Finish the move: L:TAKE or R:TAKE');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/moves=L:2/);
  await expect(page.getByTestId('finish-move')).toHaveCount(0);
  await expect(box).toHaveValue('');
  // The apple tree in Chinese, by keyboard: Tab to node 1, Enter, type the rest.
  await page.goto('index.html#/apple-tree?apples=2,2,3&parents=1,1&lang=zh');
  const node = page.locator('[data-testid=tree-node][data-id="1"]');
  // (Named by what it shows first, as the end pile above.)
  await expect(node).toHaveAttribute('aria-label', /^\S.*——把结点 1 的苹果往下移：在走法框里写完这一步$/);
  await node.focus();
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('1:');
  await expect(box).toBeFocused();
  await expect(page.getByTestId('finish-move')).toContainText('写完这一步：结点:数量');
  await page.keyboard.type('1-2');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/moves=1:1-2/);
  // Split-Nim's pile row starts a split.
  await page.goto('index.html#/split-nim?piles=2,3&lang=en');
  await page.locator('[data-testid=component][data-index="2"]').click();
  await expect(box).toHaveValue('2:');
});

test('flip-multiples: select a white cell, click a multiple to flip up to it', async ({ page }) => {
  await page.goto('index.html#/flip-multiples?n=12&white=2,3,5&lang=en');
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'second');
  await expect(page.getByTestId('cell')).toHaveCount(12);
  // Each white cell is one summand of the sum: the contract's component hook.
  await expect(page.getByTestId('component')).toHaveCount(3);
  await page.locator('[data-testid=cell][data-x="3"]').click();
  await expect(page).toHaveURL(/sel=3/);
  await page.locator('[data-testid=cell][data-x="12"]').click();
  await expect(page).toHaveURL(/moves=3:4/);
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'first');
  await expect(page.locator('[data-testid=cell][data-x="3"]')).toHaveAttribute('data-white', 'false');
  await expect(page.locator('[data-testid=cell][data-x="6"]')).toHaveAttribute('data-white', 'true');
});

/// The catalogue as the core declares it: the `lessons!` list in lesson.rs (one line per
/// lesson) and the descriptors' slugs in the lesson modules.
function coreCatalogue() {
  const core = fileURLToPath(new URL('../../crates/grundy-lessons/src/', import.meta.url));
  const list = readFileSync(`${core}lesson.rs`, 'utf8').match(/lessons! \{([^}]*)\}/)[1];
  const kinds = list.split('\n').filter((l) => /^\s*\w+ => [\w:]+,\s*$/.test(l));
  const slugs = [];
  const files = readdirSync(`${core}lesson`, { recursive: true }).filter((f) => f.endsWith('.rs'));
  for (const file of files) {
    const text = readFileSync(`${core}lesson/${file}`, 'utf8');
    for (const m of text.matchAll(/^\s*slug: "([a-z-]+)",$/gm)) slugs.push(m[1]);
  }
  return { count: kinds.length, slugs: slugs.sort() };
}

test('every lesson on the home page opens without errors in both languages', async ({ page }) => {
  const core = coreCatalogue();
  expect(core.count).toBeGreaterThan(0);
  expect(core.slugs).toHaveLength(core.count);
  await page.goto('index.html#/?lang=en');
  const links = page.getByTestId('lesson-link');
  await expect(links).toHaveCount(core.count);
  const slugs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('data-lesson')));
  expect([...slugs].sort()).toEqual(core.slugs);
  for (const slug of slugs) {
    for (const lang of ['en', 'zh']) {
      await page.goto(`index.html#/${slug}?lang=${lang}`);
      await showsAddress(page);
      await expect(page.locator('main')).toHaveAttribute('data-lesson', slug);
      await expect(page.getByTestId('figure')).toBeVisible();
      await expect(page.getByTestId('error')).toHaveCount(0);
      await expect(page.getByTestId('sentence')).not.toBeEmpty();
    }
  }
});
