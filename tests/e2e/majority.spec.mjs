// The walking skeleton end to end: the home page, the majority lesson from links, stepping
// by buttons and keys, step links, the language switch, bad links and bad input.
import { test, expect } from './fixtures.mjs';

const step = (page) => page.getByTestId('step');

test('home lists the lessons and links to the majority lesson', async ({ page }) => {
  await page.goto('index.html#/?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grundy Lab');
  await page.locator('[data-lesson=majority]').click();
  await expect(page).toHaveURL(/#\/majority/);
  await expect(page.getByTestId('result')).toHaveAttribute('data-value', '2');
});

test('majority lesson opens from a link and steps with buttons and keys', async ({ page }) => {
  await page.goto('index.html#/majority?values=2,2,1,2,3&lang=en');
  await expect(page.getByTestId('result')).toHaveAttribute('data-value', '2');
  await expect(step(page)).toHaveAttribute('data-index', '0');
  await expect(step(page)).toHaveAttribute('data-count', '12');
  await page.getByTestId('step-next').click();
  await page.getByTestId('step-next').click();
  await expect(step(page)).toHaveAttribute('data-index', '2');
  await expect(page).toHaveURL(/step=2/);
  await expect(page.getByTestId('sentence')).toContainText('Position 2: 2 equals the candidate');
  await page.keyboard.press('ArrowRight');
  await expect(step(page)).toHaveAttribute('data-index', '3');
  await expect(page.getByTestId('sentence')).toContainText('they cancel');
  await page.keyboard.press('ArrowLeft');
  await expect(step(page)).toHaveAttribute('data-index', '2');
  await page.keyboard.press('End');
  await expect(step(page)).toHaveAttribute('data-index', '11');
  await expect(page.getByTestId('sentence')).toContainText('it is the majority');
  await page.keyboard.press('Home');
  await expect(step(page)).toHaveAttribute('data-index', '0');
  await page.getByTestId('step-last').click();
  await expect(step(page)).toHaveAttribute('data-index', '11');
  await page.getByTestId('step-first').click();
  await expect(step(page)).toHaveAttribute('data-index', '0');
});

test('play runs through the steps and Space pauses', async ({ page }) => {
  // The page's clock is Playwright's: playback advances exactly when the test moves time on,
  // so the test waits for events (ticks), never for wall-clock time.
  await page.clock.install();
  await page.goto('index.html#/majority?values=1,1,2&lang=en');
  await page.getByTestId('speed').selectOption('1000');
  await page.getByTestId('play').click();
  await expect(page.getByTestId('play')).toHaveAttribute('aria-pressed', 'true');
  // One tick of the page's 1 s timer is one step (the next timer is armed after each step).
  for (const next of ['1', '2']) {
    await page.clock.runFor(1_000);
    await expect(step(page)).toHaveAttribute('data-index', next);
  }
  await page.keyboard.press(' ');
  await expect(page.getByTestId('play')).toHaveAttribute('aria-pressed', 'false');
  // A paused walkthrough does not move however much time passes.
  await page.clock.runFor(5_000);
  await expect(step(page)).toHaveAttribute('data-index', '2');
  await page.keyboard.press(' ');
  await expect(page.getByTestId('play')).toHaveAttribute('aria-pressed', 'true');
  // 1 + 3 votes + 3 checks + answer = 8 steps: five more ticks reach the last, and play stops.
  for (const next of ['3', '4', '5', '6', '7']) {
    await page.clock.runFor(1_000);
    await expect(step(page)).toHaveAttribute('data-index', next);
  }
  await expect(page.getByTestId('play')).toHaveAttribute('aria-pressed', 'false');
});

test('a step link opens exactly that step, also after reload', async ({ page }) => {
  await page.goto('index.html#/majority?values=7,7,3,3,3&step=5&lang=en');
  await expect(step(page)).toHaveAttribute('data-index', '5');
  await expect(page.getByTestId('sentence')).toContainText('Position 5');
  await page.reload();
  await expect(step(page)).toHaveAttribute('data-index', '5');
  await expect(page.getByTestId('result')).toHaveAttribute('data-value', '3');
});

test('the language switch changes every string and keeps the state', async ({ page }) => {
  await page.goto('index.html#/majority?values=2,2,1,2,3&step=3&lang=en');
  await page.getByTestId('lang-switch').click();
  await expect(page).toHaveURL(/lang=zh/);
  await expect(page.locator('h1')).toHaveText('摩尔投票法');
  await expect(page.getByTestId('sentence')).toContainText('抵消');
  await expect(step(page)).toHaveAttribute('data-index', '3');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.getByTestId('lang-switch').click();
  await expect(page.locator('h1')).toHaveText('Boyer–Moore majority vote');
});

test('a bad link names the parameter and the page keeps working', async ({ page }) => {
  await page.goto('index.html#/majority?values=1,banana,3&lang=en');
  await expect(page.getByTestId('error')).toContainText('Parameter “values”');
  await expect(page.getByTestId('error')).toContainText('“banana” is not one');
  await expect(page.getByTestId('result')).toHaveAttribute('data-value', '2');
  await page.getByTestId('step-next').click();
  await expect(step(page)).toHaveAttribute('data-index', '1');
  await page.goto('index.html#/majority?values=1,2&step=77&lang=en');
  await expect(page.getByTestId('error')).toContainText('Parameter “step”');
  await page.goto('index.html#/no-such-lesson?lang=en');
  await expect(page.getByTestId('error')).toContainText('no-such-lesson');
  // A display value the page does not know is named too (it used to be ignored without a
  // word); the known ones beside it still apply.
  await page.goto('index.html#/majority?values=1,2,2&theme=dark&size=xl&view=dag&lang=zh');
  await expect(page.getByTestId('error')).toContainText('参数“theme”');
  await expect(page.getByTestId('error')).toContainText('“dark”不是它可取的值（可取：contrast）');
  await expect(page.getByTestId('error')).toContainText('参数“view”');
  await expect(page.locator('html')).toHaveAttribute('data-size', 'xl');
  await expect(page.getByTestId('result')).toHaveAttribute('data-value', '2');
});

test('typed input is validated and the last good state stays', async ({ page }) => {
  await page.goto('index.html#/majority?values=2,2,1,2,3&lang=en');
  const input = page.getByTestId('input-values');
  await input.fill('4, 4, x');
  await input.press('Enter');
  await expect(page.getByTestId('error')).toContainText('“x” is not one');
  // Named by the box's label, which the reader sees, not by the link's "values".
  await expect(page.getByTestId('input-error')).toContainText('“Values”: expected');
  await expect(page.getByTestId('result')).toHaveAttribute('data-value', '2');
  await input.fill('-9223372036854775808,-9223372036854775808,5');
  await page.getByTestId('apply').click();
  await expect(page.getByTestId('error')).toHaveCount(0);
  await expect(page.getByTestId('result')).toHaveAttribute('data-value', '-9223372036854775808');
  await expect(page).toHaveURL(/values=-9223372036854775808,-9223372036854775808,5/);
});

test('embed mode shows the figure and its step controls only', async ({ page }) => {
  await page.goto('index.html#/majority?values=3,3,4&embed=1&step=1&lang=en');
  await expect(page.getByTestId('figure')).toBeVisible();
  await expect(step(page)).toHaveAttribute('data-index', '1');
  await expect(page.getByTestId('lang-switch')).toHaveCount(0);
  await expect(page.getByTestId('input-values')).toHaveCount(0);
});

test('the figure downloads as PNG at twice its size', async ({ page }) => {
  await page.goto('index.html#/majority?values=2,2,1&step=2&lang=en');
  const download = page.waitForEvent('download');
  await page.getByTestId('export-png').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^majority-step-3-of-\d+\.png$/);
  const bytes = await (await import('node:fs/promises')).readFile(await file.path());
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
});

test('the figure downloads as SVG', async ({ page }) => {
  await page.goto('index.html#/majority?values=2,2,1&step=2&lang=en');
  const download = page.waitForEvent('download');
  await page.getByTestId('export-svg').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^majority-step-3-of-\d+\.svg$/);
  const text = (await (await import('node:fs/promises')).readFile(await file.path())).toString();
  expect(text.startsWith('<svg')).toBe(true);
  // The caption names the lesson and the step, and is on by default.
  expect(text).toContain('Boyer–Moore majority vote · Step');
});

test('a download without the caption has no caption', async ({ page }) => {
  await page.goto('index.html#/majority?values=2,2,1&step=2&lang=en');
  await page.getByTestId('export-caption').uncheck();
  const download = page.waitForEvent('download');
  await page.getByTestId('export-svg').click();
  const text = (await (await import('node:fs/promises')).readFile(await (await download).path())).toString();
  expect(text).not.toContain('Boyer–Moore majority vote · Step');
});
