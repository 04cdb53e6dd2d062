// After the game (issue 50; docs/links-and-hooks.md, "Review and remoteness"): the remoteness
// beside the verdict, the review strip opened by review=1, by the play panel's button and at
// the game's end, each move's verdict, a blunder's sentence, the retry link, the download of
// its value history, Chinese, a game too large to search, and review=1 refused off a game.
// The expected verdicts are reasoned from the nim-sum, not read from the page.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, showsAddress } from './fixtures.mjs';

// Nim 1,2,3 has nim-sum 0: player 1 loses, so 3:1 is forced (1,2,2: sum 1); 1:1 leaves 0,2,2
// (sum 0) at once, the fastest win; 2:1 is forced again (0,1,2: sum 3); 3:2 leaves 0,1,0
// (sum 1), a win for the opponent: the blunder (3:1 would have left 0,1,1, sum 0).
const GAME = 'nim?piles=1,2,3&moves=3:1,1:1,2:1,3:2';

const verdicts = (page) => page.getByTestId('review-move').evaluateAll((els) => els.map((e) => [e.dataset.index, e.dataset.player, e.dataset.verdict]));

test('review=1 lists each move with its verdict, the blunder says why, and retry cuts the moves before it', async ({ page }) => {
  await page.goto(`index.html#/${GAME}&review=1&lang=en`);
  const review = page.getByTestId('review');
  await expect(review).toBeVisible();
  // An ordered list, one item per move.
  await expect(review.locator('ol > li[data-testid=review-move]')).toHaveCount(4);
  expect(await verdicts(page)).toEqual([
    ['0', '1', 'forced'], ['1', '2', 'best'], ['2', '1', 'forced'], ['3', '2', 'blunder'],
  ]);
  const mistake = page.getByTestId('review-mistake');
  await expect(mistake).toHaveCount(1);
  await expect(page.locator('[data-testid=review-move][data-verdict=blunder] [data-testid=review-mistake]'))
    .toHaveText('“3:2” left nim-sum 1, a winning position for the opponent; “3:1” would have left nim-sum 0, a losing one.');
  await expect(page.locator('[data-testid=review-move][data-index="0"]')).toContainText('player 1');
  await expect(page.locator('[data-testid=review-move][data-index="0"]')).toContainText('loses (nim-sum 0) in 6 moves');
  // Retry: the same game up to the position before the blunder (three moves kept).
  const retry = page.getByTestId('review-retry');
  const href = await retry.getAttribute('href');
  expect(href).toContain('piles=1,2,3');
  expect(href).toContain('moves=3:1,1:1,2:1');
  expect(href).not.toContain('3:2');
  expect(href).not.toContain('review=');
  await retry.click();
  await expect(page).toHaveURL(/moves=3:1,1:1,2:1(&|$)/);
  await showsAddress(page);
  await expect(page.getByTestId('history')).toContainText('3:1, 1:1, 2:1');
  await expect(page.getByTestId('turn')).toHaveAttribute('data-player', '2');
  await expect(review).toHaveCount(0);
});

test('the remoteness sits beside the verdict and counts down as the winner plays', async ({ page }) => {
  // 1,2: the winner takes 2:1 to 1,1; the loser takes one; the winner the last: 3 moves.
  await page.goto('index.html#/nim?piles=1,2&lang=en');
  const remoteness = page.getByTestId('remoteness');
  await expect(remoteness).toHaveAttribute('data-value', '3');
  await expect(remoteness).toHaveText('(3 moves to the end)');
  // Inside the verdict, so it never takes a line of the side column of its own.
  await expect(page.locator('[data-testid=verdict] [data-testid=remoteness]')).toHaveCount(1);
  await page.getByTestId('move-input').fill('2:1');
  await page.getByTestId('play-move').click();
  await expect(page).toHaveURL(/moves=2:1/);
  await expect(remoteness).toHaveAttribute('data-value', '2');
});

test('the end of a game opens its review; the Review button opens it during play and keeps review=1 in the link', async ({ page }) => {
  await page.goto('index.html#/nim?piles=1,2&moves=2:2&lang=en');
  await showsAddress(page);
  await expect(page.getByTestId('review')).toHaveCount(0);
  await page.getByTestId('review-open').click();
  await expect(page).toHaveURL(/review=1/);
  await expect(page.getByTestId('review-open')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('review-move')).toHaveCount(1);
  // 2:2 leaves 1,0 (sum 1) to player 2: a blunder; 2:1 would have left 1,1.
  expect(await verdicts(page)).toEqual([['0', '1', 'blunder']]);
  await expect(page.getByTestId('review-retry')).toHaveAttribute('href', /^#\/nim\?piles=1,2(&lang=en)?$/);
  // Player 2 takes the last stone: the game ends, the review (still in the link) has both moves.
  await page.getByTestId('move-input').fill('1:1');
  await page.getByTestId('play-move').click();
  await expect(page).toHaveURL(/moves=2:2,1:1.*review=1|review=1.*moves=2:2,1:1/);
  await expect(page.getByTestId('turn')).toHaveAttribute('data-over', 'true');
  expect(await verdicts(page)).toEqual([['0', '1', 'blunder'], ['1', '2', 'best']]);

  // Without review=1: the last move of a game opens the review by itself.
  await page.goto('index.html#/nim?piles=1,2&moves=2:1,1:1&lang=en');
  await showsAddress(page);
  await expect(page.getByTestId('review')).toHaveCount(0);
  await page.getByTestId('move-input').fill('2:1');
  await page.getByTestId('play-move').click();
  await expect(page.getByTestId('review')).toBeVisible();
  expect(await verdicts(page)).toEqual([['0', '1', 'best'], ['1', '2', 'forced'], ['2', '1', 'best']]);
  await expect(page.getByTestId('review-retry')).toHaveCount(0);
});

test('the value history downloads as SVG', async ({ page }) => {
  await page.goto(`index.html#/${GAME}&review=1&lang=en`);
  await expect(page.getByTestId('review-move')).toHaveCount(4);
  const download = page.waitForEvent('download');
  await page.getByTestId('review-export-svg').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('nim-review.svg');
  const path = await file.path();
  const { readFileSync } = await import('node:fs');
  const svg = readFileSync(path, 'utf8');
  expect(svg).toContain('<svg');
  expect(svg).toContain('blunder');
});

test('in Chinese, the review and the remoteness are worded in Chinese', async ({ page }) => {
  await page.goto(`index.html#/${GAME}&review=1&lang=zh`);
  const review = page.getByTestId('review');
  await expect(review.locator('h2')).toHaveText('对局复盘');
  await expect(page.locator('[data-testid=review-move][data-verdict=blunder]')).toContainText('失误');
  await expect(page.getByTestId('review-mistake')).toContainText('尼姆和');
  await expect(page.getByTestId('review-retry')).toHaveText('从第一个失误之前重来');
  // 0,1,0 after the four moves: player 1 takes the last stone.
  await expect(page.getByTestId('remoteness')).toHaveText('（还剩 1 步）');
});

test('a game too large to search keeps its verdicts from the nim-sum and says why no remoteness', async ({ page }) => {
  // 40,40,40,40 has sum 0: 1:40 is forced (0,40,40,40: sum 40); 2:1 then leaves 0,39,40,40
  // (sum 39) to player 1: a blunder.
  await page.goto('index.html#/nim?piles=40,40,40,40&moves=1:40,2:1&review=1&lang=en');
  await expect(page.getByTestId('review-move')).toHaveCount(2);
  expect(await verdicts(page)).toEqual([['0', '1', 'forced'], ['1', '2', 'blunder']]);
  await expect(page.getByTestId('review-note')).toHaveText(/^\(over 100,?000 positions to count\)$/);
  await expect(page.getByTestId('remoteness')).toHaveCount(0);
  await expect(page.locator('[data-testid=verdict] [data-testid=remoteness-note]')).toHaveText(/^\(over 5,?000 positions to count\)$/);
});

test('review=1 is refused in one line on a lesson without a game; a bad move keeps its line', async ({ page }) => {
  await page.goto('index.html#/ie-divisible?review=1&lang=en');
  await expect(page.getByTestId('error')).toContainText('Parameter “review”');
  await page.goto('index.html#/nim?piles=1,2&moves=2:1,9:9&review=1&lang=en');
  await showsAddress(page);
  await expect(page.getByTestId('error')).toContainText('9:9');
  await expect(page.getByTestId('review')).toBeVisible();
});

test('the open review passes axe in both languages, and a screen reader reads it as a list', async ({ page }) => {
  for (const lang of ['en', 'zh']) {
    await page.goto(`index.html#/${GAME}&review=1&lang=${lang}`);
    await showsAddress(page);
    await expect(page.getByTestId('review-move')).toHaveCount(4);
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}`)), lang).toEqual([]);
    const tree = await page.getByTestId('review').ariaSnapshot();
    expect(tree).toContain('- list:');
    expect(tree.match(/- listitem:/g)).toHaveLength(4);
  }
});
