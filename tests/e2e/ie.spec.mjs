// Inclusion–exclusion: term hooks, the Venn walkthrough with its running total, pruning,
// the counting-proof grid, the general form for named sets, and exact 10^18 arithmetic.
import { test, expect } from './fixtures.mjs';

test('ie-divisible example: every term with its sign and value, and the count', async ({ page }) => {
  await page.goto('index.html#/ie-divisible?n=30&d=2,3,5&lang=en');
  await expect(page.getByTestId('result')).toHaveAttribute('data-value', '22');
  const terms = page.getByTestId('ie-term');
  await expect(terms).toHaveCount(7);
  // ⌊30/2⌋ = 15, ⌊30/6⌋ = 5 (subtracted), ⌊30/30⌋ = 1 (added back).
  await expect(page.locator('[data-testid=ie-term][data-set="1"]')).toHaveAttribute('data-value', '15');
  await expect(page.locator('[data-testid=ie-term][data-set="1,2"]')).toHaveAttribute('data-sign', '-');
  await expect(page.locator('[data-testid=ie-term][data-set="1,2"]')).toHaveAttribute('data-value', '5');
  await expect(page.locator('[data-testid=ie-term][data-set="1,2,3"]')).toHaveAttribute('data-sign', '+');
  await expect(page.locator('[data-testid=ie-term][data-set="1,2,3"]')).toHaveAttribute('data-value', '1');
});

test('stepping through the terms updates the running total', async ({ page }) => {
  await page.goto('index.html#/ie-divisible?n=10&d=2,3&lang=en');
  // Keys work once the page is up: wait for the stepper before pressing.
  await expect(page.getByTestId('step')).toHaveAttribute('data-count', '5');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('sentence')).toContainText('Running total 5.');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('sentence')).toContainText('Running total 8.');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('sentence')).toContainText('even: subtract. Running total 7.');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('sentence')).toContainText('7 of the numbers 1..10');
  await expect(page.getByTestId('result')).toHaveAttribute('data-value', '7');
});

test('zoomed on a projector, the window shows both the term\'s row and its intersection', async ({ page }) => {
  // At 1280×800 with extra-large text the Venn diagram and its table open zoomed; the step's
  // marks are the term's row and the intersection it counts, and both must be in the window.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('index.html#/ie-divisible?n=30&d=2,3,5&size=xl&lang=en&step=5');
  await expect(page.getByTestId('sentence')).toContainText('Running total 23.');
  await expect(page.getByTestId('zoom-reset')).not.toHaveText('Fit');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('sentence')).toContainText('Running total 21.');
  const figure = page.getByTestId('figure');
  const outside = () => figure.evaluate((f) => {
    const w = f.getBoundingClientRect();
    const marks = [...f.querySelectorAll('[data-focus=true]')];
    return marks.length + ':' + marks.filter((m) => {
      const r = m.getBoundingClientRect();
      return r.top < w.top - 1 || r.bottom > w.top + f.clientHeight + 1 || r.left < w.left - 1 || r.right > w.left + f.clientWidth + 1;
    }).length;
  });
  await expect.poll(outside).toBe('2:0');
});

test('terms whose lcm exceeds n are pruned', async ({ page }) => {
  await page.goto('index.html#/ie-divisible?n=30&d=2,3,5,7,11&lang=en');
  await expect(page.getByTestId('ie-term')).toHaveCount(31);
  await expect(page.locator('[data-testid=ie-term][data-set="4,5"]')).toHaveAttribute('data-pruned', 'true');
  await expect(page.locator('[data-testid=ie-term][data-set="1,4,5"]')).toHaveAttribute('data-pruned', 'true');
  // Counted directly: the 22 multiples of 2, 3 or 5 up to 30, plus 7 and 11.
  await expect(page.getByTestId('result')).toHaveAttribute('data-value', '24');
});

test('the grid shows why a number is counted once; clicking selects another', async ({ page }) => {
  await page.goto('index.html#/ie-divisible?n=30&d=2,3,5&view=grid&lang=en');
  await expect(page.getByTestId('grid-cell')).toHaveCount(30);
  await page.locator('[data-testid=grid-cell][data-x="12"]').click();
  await expect(page).toHaveURL(/x=12/);
  await expect(page.getByTestId('sentence')).toContainText('12 is divisible by 2, 3 (2 of them)');
  await expect(page.getByTestId('sentence')).toContainText('C(2,1) − C(2,2) = 2 − 1 = 1');
});

test('the general form for named sets, and inconsistent sizes are refused', async ({ page }) => {
  await page.goto('index.html#/ie-divisible?mode=sets&names=A,B,C&sizes=10,8,3,9,4,2,1&lang=en');
  // 10 + 8 + 9 − 3 − 4 − 2 + 1 = 19.
  await expect(page.getByTestId('result')).toHaveAttribute('data-value', '19');
  await page.getByTestId('input-sizes').fill('10,8,3,9,4,2,5');
  await page.getByTestId('apply').click();
  await expect(page.getByTestId('error')).toContainText('these sizes cannot all hold');
  await expect(page.getByTestId('result')).toHaveAttribute('data-value', '19');
});

test('exact at 10^18 with divisors up to 10^18', async ({ page }) => {
  await page.goto('index.html#/ie-divisible?n=1000000000000000000&d=999999999999999999,2,3&view=terms&lang=zh');
  // 999999999999999999 = 3 · 333333333333333333 is a multiple of 3, so it adds nothing:
  // the count is ⌊n/2⌋ + ⌊n/3⌋ − ⌊n/6⌋.
  await expect(page.getByTestId('result')).toHaveAttribute('data-value', '666666666666666667');
});
