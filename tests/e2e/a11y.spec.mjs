// Every lesson's default link and the home page pass axe-core's WCAG 2.1 A and AA rules, in
// English and in Chinese: among them, that each control's accessible name contains the label
// it shows (`label-content-name-mismatch`, which the split-Nim, end-piles and apple-tree
// pieces failed when they were named by their moves alone).
import AxeBuilder from '@axe-core/playwright';
import { test, expect, showsAddress } from './fixtures.mjs';

const lessons = ['nim', 'misere-nim', 'bounded-nim', 'staircase-nim', 'set-nim', 'split-nim', 'graph-sum',
  'wythoff', 'cutting', 'end-piles', 'apple-tree', 'flip-multiples', 'ie-divisible', 'majority', 'game-lab'];

/** axe's findings on the page as it is now, one line per element: rule, target, message. */
async function findings(page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim()}`));
}

for (const lang of ['en', 'zh']) {
  test(`every lesson passes axe's WCAG 2.1 AA rules (${lang})`, async ({ page }) => {
    test.setTimeout(300_000);
    if (lang === 'en') {
      await page.goto('index.html');
      await expect(page.locator('main')).toBeVisible();
      expect(await findings(page), 'the home page').toEqual([]);
    } else {
      await page.goto('index.html#/nim?lang=zh');
    }
    for (const slug of lessons) {
      await page.evaluate((h) => { location.hash = h; }, `#/${slug}?lang=${lang}`);
      await showsAddress(page);
      await expect(page.getByTestId('sentence')).toBeVisible();
      // The figure's shapes fade in: axe reads colours, so it waits for the last frame.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      expect(await findings(page), slug).toEqual([]);
    }
  });
}

test('a game in play passes axe too: pieces that play moves are named by what they show', async ({ page }) => {
  for (const link of ['split-nim?piles=2,3&vs=computer', 'end-piles?piles=3,1,9,4&vs=computer', 'apple-tree?apples=2,2,3&parents=1,1']) {
    await page.goto(`index.html#/${link}&lang=en`);
    await expect(page.getByTestId('sentence')).toBeVisible();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    expect(await findings(page), link).toEqual([]);
  }
});
