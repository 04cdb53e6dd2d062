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
