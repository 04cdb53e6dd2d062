// Decks (#/deck?items=…): lesson links shown as one presentation. PageDown/PageUp cross items,
// the link round-trips (reload lands on the same item and step), a bad item shows its one line
// and the next still opens, "Add to deck" builds a deck that the editor reorders and trims, and
// the stage still fits 1280×800 under the progress bar, in both languages and in embeds.
import { test, expect } from './fixtures.mjs';

const THREE = 'deck?items=nim%3Fpiles%3D1%2C2,wythoff%3Fa%3D1%26b%3D2,majority%3Fvalues%3D1%2C1%2C2';

const lesson = (page) => page.locator('main.lesson');

// Route interception (the iframe host page) needs requests that no service worker answers.
test.use({ serviceWorkers: 'block' });

test('a three-item deck steps across items with PageDown/PageUp and its link round-trips', async ({ page }) => {
  await page.goto(`index.html#/${THREE}&lang=en`);
  const bar = page.getByTestId('deck-progress');
  const step = page.getByTestId('step');
  await expect(bar).toHaveAttribute('data-count', '3');
  await expect(bar).toHaveAttribute('data-index', '0');
  await expect(bar).toContainText('Item 1 of 3');
  await expect(lesson(page)).toHaveAttribute('data-lesson', 'nim');
  const count = Number(await step.getAttribute('data-count'));
  expect(count).toBeGreaterThan(2);
  for (let k = 1; k < count; k++) {
    await page.keyboard.press('PageDown');
    await expect(step).toHaveAttribute('data-index', String(k));
  }
  // At the item's last step, Next stays enabled: it leads into the next item.
  await expect(page.getByTestId('step-next')).toBeEnabled();
  await page.keyboard.press('PageDown');
  await expect(bar).toHaveAttribute('data-index', '1');
  await expect(lesson(page)).toHaveAttribute('data-lesson', 'wythoff');
  await expect(step).toHaveAttribute('data-index', '0');
  await page.keyboard.press('PageDown');
  await expect(step).toHaveAttribute('data-index', '1');
  // Back across the item boundary: the previous item's last step.
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  await expect(bar).toHaveAttribute('data-index', '0');
  await expect(lesson(page)).toHaveAttribute('data-lesson', 'nim');
  await expect(step).toHaveAttribute('data-index', String(count - 1));
  // The Next button crosses too; → steps on inside the item.
  await page.getByTestId('step-next').click();
  await expect(lesson(page)).toHaveAttribute('data-lesson', 'wythoff');
  await page.keyboard.press('ArrowRight');
  await expect(step).toHaveAttribute('data-index', '1');
  // The step is kept beside the items (cur=), which stay as written.
  await expect(page).toHaveURL(/#\/deck\?items=.*wythoff%3Fa%3D1%26b%3D2(,|&).*at=1&cur=wythoff%3Fa%3D1%26b%3D2%26step%3D1/);
  // Reload: the link alone lands on the same item and step.
  await page.reload();
  await expect(bar).toHaveAttribute('data-index', '1');
  await expect(lesson(page)).toHaveAttribute('data-lesson', 'wythoff');
  await expect(step).toHaveAttribute('data-index', '1');
  // Back leaves the item for the one before it (crossing items adds history entries).
  await page.goBack();
  await expect(bar).toHaveAttribute('data-index', '0');
  await expect(lesson(page)).toHaveAttribute('data-lesson', 'nim');
  // A segment of the bar opens its item.
  await page.getByTestId('deck-go').nth(2).click();
  await expect(bar).toHaveAttribute('data-index', '2');
  await expect(lesson(page)).toHaveAttribute('data-lesson', 'majority');
  await expect(page.getByTestId('deck-next')).toBeDisabled();
});

test('the title link keeps a deck being built: home links back to it and its lessons add to it', async ({ page }) => {
  // Review: one click on "Grundy Lab" while building a deck lost it; "Add to deck" then
  // started a new one.
  await page.goto('index.html#/nim?piles=3,4,5&lang=en');
  await page.getByTestId('add-to-deck').click();
  await expect(page.getByTestId('deck-item')).toHaveCount(1);
  await page.getByTestId('brand').click();
  await expect(page.getByTestId('deck-back')).toContainText('(1)');
  await page.locator('[data-testid="lesson-link"][data-lesson="majority"]').click();
  await expect(lesson(page)).toHaveAttribute('data-lesson', 'majority');
  await page.getByTestId('add-to-deck').click();
  await expect(page.getByTestId('deck-item')).toHaveCount(2);
  // And from inside the deck's editor, the title link keeps it too.
  await page.getByTestId('brand').click();
  await expect(page.getByTestId('deck-back')).toContainText('(2)');
  await page.getByTestId('deck-back').click();
  await expect(page.getByTestId('deck-item')).toHaveCount(2);
});

test('a rehearsal leaves the deck as written: its first item opens again at its first step', async ({ page }) => {
  // Review: stepping through a deck rewrote each item's step into the link, so presenting
  // again (or the link copied for class) opened on the answers.
  await page.goto(`index.html#/${THREE}&lang=en`);
  const bar = page.getByTestId('deck-progress');
  const step = page.getByTestId('step');
  await expect(bar).toHaveAttribute('data-index', '0');
  await page.keyboard.press('End');
  await expect(step).not.toHaveAttribute('data-index', '0');
  await page.getByTestId('deck-go').nth(1).click();
  await expect(bar).toHaveAttribute('data-index', '1');
  await page.getByTestId('deck-go').nth(0).click();
  await expect(bar).toHaveAttribute('data-index', '0');
  await expect(step).toHaveAttribute('data-index', '0');
  await expect(page).not.toHaveURL(/step%3D/);
});

test('a bad item shows its error in place and the next item still opens, in both languages', async ({ page }) => {
  const deck = 'deck?items=majority%3Fvalues%3D1,no-such-lesson%3Fx%3D1,nim%3Fpiles%3D3%2C4%2C5&at=1';
  for (const [lang, words] of [['en', 'There is no lesson'], ['zh', '没有名为']]) {
    await page.goto(`index.html#/${deck}&lang=${lang}`);
    const bar = page.getByTestId('deck-progress');
    await expect(bar).toHaveAttribute('data-index', '1');
    await expect(page.getByTestId('error')).toContainText(words);
    await expect(page.getByTestId('error')).toContainText('no-such-lesson');
    await page.keyboard.press('PageDown');
    await expect(bar).toHaveAttribute('data-index', '2');
    await expect(lesson(page)).toHaveAttribute('data-lesson', 'nim');
    await expect(page.getByTestId('error')).toHaveCount(0);
    await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'first');
    await page.keyboard.press('PageUp');
    await expect(page.getByTestId('error')).toContainText('no-such-lesson');
    await page.keyboard.press('PageUp');
    await expect(lesson(page)).toHaveAttribute('data-lesson', 'majority');
  }
});

test('add to deck from lessons, then reorder and remove with the keyboard; the deck is its link', async ({ page }) => {
  await page.goto('index.html#/nim?piles=3,4,5&lang=en');
  await expect(page.getByTestId('step')).toHaveAttribute('data-index', '0');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('step')).toHaveAttribute('data-index', '2');
  await page.getByTestId('add-to-deck').click();
  const items = page.getByTestId('deck-item');
  await expect(page.getByTestId('deck-editor')).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAttribute('data-link', 'nim?piles=3,4,5&step=2');
  // Another lesson, opened from the editor, carries the deck being built.
  await page.locator('[data-testid="deck-add-lesson"][data-lesson="wythoff"]').click();
  await expect(lesson(page)).toHaveAttribute('data-lesson', 'wythoff');
  await expect(page.getByTestId('deck-back')).toContainText('(1)');
  await expect(page.getByTestId('error')).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('step')).toHaveAttribute('data-index', '1');
  await page.getByTestId('add-to-deck').click();
  await expect(items).toHaveCount(2);
  // The item is the lesson's link as it stood, without the carried deck or the deck's language.
  await expect(items.nth(1)).toHaveAttribute('data-link', 'wythoff?step=1');
  // Keyboard: focus "move up" of item 2 and press Enter, then remove item 2 (now nim).
  await items.nth(1).getByTestId('deck-up').focus();
  await page.keyboard.press('Enter');
  await expect(items.nth(0)).toHaveAttribute('data-link', 'wythoff?step=1');
  await expect(items.nth(1)).toHaveAttribute('data-link', 'nim?piles=3,4,5&step=2');
  // The focus follows the moved item (its "move up" is disabled at the top: "move down").
  await expect(items.nth(0).getByTestId('deck-down')).toBeFocused();
  await items.nth(1).getByTestId('deck-remove').focus();
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(1);
  await expect(items.nth(0).getByTestId('deck-remove')).toBeFocused();
  await page.goBack();
  await expect(items).toHaveCount(2);
  await items.nth(0).getByTestId('deck-remove').click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAttribute('data-link', 'nim?piles=3,4,5&step=2');
  // The edited deck is just its link: present it, reload it.
  await page.getByTestId('deck-present').click();
  await expect(page.getByTestId('deck-progress')).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('step')).toHaveAttribute('data-index', '2');
  await page.reload();
  await expect(lesson(page)).toHaveAttribute('data-lesson', 'nim');
  await expect(page.getByTestId('step')).toHaveAttribute('data-index', '2');
});

test('theme and size hold across items, and decks work embedded', async ({ page }) => {
  await page.goto(`index.html#/${THREE}&theme=contrast&size=l&lang=zh`);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'contrast');
  await expect(html).toHaveAttribute('data-size', 'l');
  await expect(page.getByTestId('deck-progress')).toContainText('第 1 项，共 3 项');
  await page.getByTestId('deck-next').click();
  await expect(lesson(page)).toHaveAttribute('data-lesson', 'wythoff');
  await expect(html).toHaveAttribute('data-theme', 'contrast');
  await expect(html).toHaveAttribute('lang', /zh/);
  await page.goto(`index.html#/${THREE}&embed=1&lang=en`);
  await expect(page.locator('.topbar')).toHaveCount(0);
  await expect(page.locator('main.embed')).toBeVisible();
  const bar = page.getByTestId('deck-progress');
  await expect(bar).toHaveAttribute('data-index', '0');
  await page.keyboard.press('End');
  await page.keyboard.press('PageDown');
  await expect(bar).toHaveAttribute('data-index', '1');
  await expect(page.getByTestId('figure')).toBeVisible();
});

test('in an iframe, grundy:next crosses items and the state event carries the deck\'s link', async ({ page }) => {
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>host</title></head><body>
<iframe id="f" style="width: 640px; height: 400px; border: 0" src="index.html#/${THREE}&embed=1&lang=en"></iframe><script>
  window.states = [];
  const f = document.getElementById('f');
  addEventListener('message', (e) => { if (e.source === f.contentWindow) window.states.push(e.data); });
</script></body></html>`;
  await page.route('**/host.html', (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }));
  await page.goto('host.html');
  const frame = page.frameLocator('#f');
  const send = (msg) => page.evaluate((m) => document.getElementById('f').contentWindow.postMessage(m, '*'), msg);
  await expect(frame.getByTestId('deck-progress')).toHaveAttribute('data-index', '0');
  const count = Number(await frame.getByTestId('step').getAttribute('data-count'));
  await send({ type: 'grundy:step', step: count - 1 });
  await expect(frame.getByTestId('step')).toHaveAttribute('data-index', String(count - 1));
  await send({ type: 'grundy:next' });
  await expect(frame.getByTestId('deck-progress')).toHaveAttribute('data-index', '1');
  await page.waitForFunction(() => window.states.some((s) => s.lesson === 'wythoff' && s.step === 0
    && s.link.startsWith('#/deck?items=') && s.link.includes('at=1')));
  await send({ type: 'grundy:prev' });
  await expect(frame.getByTestId('deck-progress')).toHaveAttribute('data-index', '0');
  await expect(frame.getByTestId('step')).toHaveAttribute('data-index', String(count - 1));
});

test.describe('at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('the home page\'s deck opens, and every item\'s stage fits one screen under the bar', async ({ page }) => {
    test.setTimeout(120_000);
    const inside = (b) => b && b.y >= 0 && b.x >= 0 && b.y + b.height <= 800.5 && b.x + b.width <= 1280.5;
    for (const lang of ['en', 'zh']) {
      await page.goto(`index.html#/?lang=${lang}`);
      await page.getByTestId('deck-link').click();
      const bar = page.getByTestId('deck-progress');
      const n = Number(await bar.getAttribute('data-count'));
      expect(n).toBeGreaterThanOrEqual(10);
      await expect(lesson(page)).toHaveAttribute('data-lesson', 'ie-divisible');
      const shown = () => page.locator('main[data-shown]').getAttribute('data-shown');
      for (let i = 0; i < n; i++) {
        if (i > 0) {
          // The bar moves at once; the item's answer comes from the solver after it, and the
          // previous item stays on screen until then.
          const before = await shown();
          await page.getByTestId('deck-next').click();
          await expect(bar).toHaveAttribute('data-index', String(i));
          await expect.poll(shown).not.toBe(before);
          await expect(page.getByTestId('computing')).toHaveCount(0);
        }
        await expect(page.getByTestId('sentence')).not.toBeEmpty();
        await expect(page.getByTestId('error')).toHaveCount(0);
        for (const id of ['deck-progress', 'figure', 'sentence', 'step-next']) {
          expect(inside(await page.getByTestId(id).boundingBox()), `${lang} item ${i}: ${id}`).toBe(true);
        }
        const stage = await page.locator('.stage').boundingBox();
        expect(stage.y + stage.height, `${lang} item ${i}: the stage`).toBeLessThanOrEqual(800.5);
      }
    }
  });
});
