// The game lab as a student uses it: a table cell opens that heap's mex walk, a long table is
// moved by the box its sentence names, and a move box does not carry text to another game.
import { test, expect } from './fixtures.mjs';

test('game lab: a table cell opens its heap’s mex from the first step, from any table link', async ({ page }) => {
  // The table as the view links open it (view=table), at the step with rows of the period.
  await page.goto('index.html#/game-lab?code=0.77&n=200&view=table&step=2&lang=en');
  await expect(page.getByTestId('step')).toHaveAttribute('data-index', '2');
  await page.locator('[data-testid=cell][data-n="10"]').click();
  await expect(page).toHaveURL(/view=mex/);
  await expect(page).toHaveURL(/heap=10/);
  await expect(page.getByTestId('step')).toHaveAttribute('data-index', '0');
  await expect(page.getByTestId('sentence')).toContainText('10');
});

test('game lab: a table too long to draw at once is moved by the box its sentence names', async ({ page }) => {
  await page.goto('index.html#/game-lab?code=0.6&n=1000&step=1&lang=en');
  await expect(page.getByTestId('sentence')).toContainText('First heap drawn');
  const from = page.getByTestId('input-from');
  await expect(from).toHaveValue('0');
  await expect(page.locator('[data-testid=cell][data-n="900"]')).toHaveCount(0);
  await from.fill('900');
  await page.getByTestId('apply').click();
  await expect(page).toHaveURL(/from=900/);
  // Moving the window is not a new game: the table's step stays.
  await expect(page.getByTestId('step')).toHaveAttribute('data-index', '1');
  await expect(page.locator('[data-testid=cell][data-n="900"]')).toHaveCount(1);
  // A table that fits draws every heap and offers no such box.
  await page.goto('index.html#/game-lab?code=0.77&n=200&step=1&lang=en');
  await expect(page.getByTestId('cell')).toHaveCount(200);
  await expect(page.getByTestId('input-from')).toHaveCount(0);
});

test('a move typed in one game is not left in the next game’s move box', async ({ page }) => {
  await page.goto('index.html#/nim?piles=3,4,5&lang=en');
  const box = page.getByTestId('move-input');
  await box.fill('1:');
  await page.goto('index.html#/staircase-nim?piles=1,2,3&lang=en');
  await expect(page.getByTestId('move-input')).toHaveValue('');
  // Another input of the same lesson is a new game too.
  await page.getByTestId('move-input').fill('2:');
  await page.goto('index.html#/staircase-nim?piles=4,2,3&lang=en');
  await expect(page.getByTestId('move-input')).toHaveValue('');
});

test('game lab: a refused input is said beside the boxes too, and the last good table stays', async ({ page }) => {
  await page.goto('index.html#/game-lab?code=0.77&n=200&step=1&lang=en');
  await page.getByTestId('input-code').fill('0.8');
  await page.getByTestId('apply').click();
  await expect(page.getByTestId('input-error')).toContainText('digit 1 is 8');
  await expect(page.getByTestId('error')).toContainText('digit 1 is 8');
  await expect(page.getByTestId('cell')).toHaveCount(200);
  // A good input clears it.
  await page.getByTestId('input-code').fill('0.137');
  await page.getByTestId('apply').click();
  await expect(page).toHaveURL(/code=0.137/);
  await expect(page.getByTestId('input-error')).toHaveCount(0);
});

test('game lab: Grundy’s game, its table, a split played, and bad links in one line', async ({ page }) => {
  // G(0..19) of Grundy's game (Winning Ways; OEIS A002188), checked in the core against
  // plain recursion.
  const values = [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3];
  await page.goto('index.html#/game-lab?game=grundy&n=20&step=1&lang=en');
  await expect(page.getByTestId('cell')).toHaveCount(20);
  for (const [n, g] of values.entries()) {
    await expect(page.locator(`[data-testid=cell][data-n="${n}"]`)).toHaveAttribute('data-sg', String(g));
  }
  // The last step claims no period and says why.
  await page.getByTestId('step-last').click();
  await expect(page.getByTestId('sentence')).toContainText('No period is claimed');
  await expect(page.getByTestId('sentence')).toContainText('Guy–Smith theorem');
  await expect(page.getByTestId('input-game')).toHaveValue('grundy');

  // Play: heaps 7 and 9; a split of heap 1 into 3 + 4 is written 1:0:3.
  await page.goto('index.html#/game-lab?game=grundy&n=20&heaps=7,9&lang=en');
  await expect(page.getByTestId('component')).toHaveCount(2);
  await page.getByTestId('move-input').fill('1:0:3');
  await page.getByTestId('move-input').press('Enter');
  await expect(page).toHaveURL(/moves=1(:|%3A)0(:|%3A)3/);
  await expect(page.getByTestId('component')).toHaveCount(3);
  await expect(page.locator('[data-testid=component][data-heap="1"]')).toHaveAttribute('data-sg', '1');
  await expect(page.locator('[data-testid=component][data-heap="2"]')).toHaveAttribute('data-sg', '0');
  // An equal split is refused in one line, and the position stays.
  await page.getByTestId('move-input').fill('2:0:2');
  await page.getByTestId('move-input').press('Enter');
  await expect(page.getByTestId('error')).toContainText('two equal heaps');
  await expect(page.getByTestId('component')).toHaveCount(3);

  // A code typed while the game box still names Grundy's game: one line, the table stays.
  await page.goto('index.html#/game-lab?game=grundy&n=20&step=1&lang=en');
  await page.getByTestId('input-code').fill('0.77');
  await page.getByTestId('apply').click();
  await expect(page.getByTestId('input-error')).toContainText('not both');
  await expect(page.locator('[data-testid=cell][data-n="13"]')).toHaveAttribute('data-sg', '3');
  // An unknown game in a link: one line naming it.
  await page.goto('index.html#/game-lab?game=nim&n=20&lang=en');
  await expect(page.getByTestId('error')).toContainText('“nim” is not a game the lab knows by name');
});
