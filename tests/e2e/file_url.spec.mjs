// The single-file build (grundy-lab.html, written by `cargo xtask` beside the site) opens
// from file://, where browsers refuse module scripts and wasm fetches from other files.
import { test, expect } from './fixtures.mjs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

test('grundy-lab.html works from file:// with links, steps and play', async ({ page }) => {
  const url = pathToFileURL(resolve('target/e2e-dist/grundy-lab.html')).href;
  await page.goto(`${url}#/nim?piles=3,4,5&lang=en`);
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'first');
  await expect(page.getByTestId('winning-move')).toHaveAttribute('data-pile', '1');
  await page.getByTestId('step-next').click();
  await expect(page.getByTestId('step')).toHaveAttribute('data-index', '1');
  await page.locator('[data-move="1:2"]').click();
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'second');
});
