// Green Hackenbush: the contract's hooks on the default picture, the collapse walkthrough, a
// cut made by clicking an edge (what no longer reaches the ground falls), the perfect
// computer, and bad edge lists refused with one line while the last good picture stays.
import { test, expect } from './fixtures.mjs';

// The default picture: a tree 0-1,1-2,1-3 (colon principle: 1 + (1 ⊕ 1) = 1), a triangle
// 0-4,4-5,5-0 (fusion: three loops, 1 ⊕ 1 ⊕ 1 = 1) and a loop on a stalk 0-6,6-6 (1 + 1 = 2).
// The whole picture is worth 1 ⊕ 1 ⊕ 2 = 2; the only cut to 0 is the stalk's 0-6.
const DEFAULT = 'index.html#/hackenbush?edges=0-1,1-2,1-3,0-4,4-5,5-0,0-6,6-6&lang=en';

test('the parts standing on the ground, the value and the verdict', async ({ page }) => {
  await page.goto(DEFAULT);
  await expect(page.getByTestId('hb-edge')).toHaveCount(8);
  const parts = page.getByTestId('component');
  await expect(parts).toHaveCount(3);
  const values = await parts.evaluateAll((els) => els.map((e) => e.dataset.sg));
  expect(values.sort()).toEqual(['1', '1', '2']);
  await expect(page.getByTestId('nim-sum')).toHaveAttribute('data-value', '2');
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'first');
  // Every edge says its ends and the move that cuts it.
  const loop = page.locator('[data-testid=hb-edge][data-from="6"][data-to="6"]');
  await expect(loop).toHaveAttribute('data-move', '6-6');
});

test('the walkthrough collapses the picture to one stalk, naming each principle', async ({ page }) => {
  await page.goto(DEFAULT);
  const sentence = page.getByTestId('sentence');
  await expect(sentence).toContainText('8 edges standing on the ground');
  const seen = [];
  for (let i = 0; i < 12; i++) {
    seen.push(await sentence.textContent());
    if (seen[seen.length - 1].startsWith('The value is')) break;
    await page.keyboard.press('ArrowRight');
    await expect(sentence).not.toHaveText(seen[seen.length - 1]);
  }
  const all = seen.join('\n');
  expect(all).toContain('Colon principle');
  expect(all).toContain('Fusion principle');
  expect(all).toMatch(/One stalk of\s2\s+edges stands on the ground/);
  await expect(sentence).toContainText('The value is 2, not 0: the player to move wins, for example by cutting 0-6');
  await page.getByTestId('lang-switch').click();
  await expect(sentence).not.toContainText('The value is');
});

test('cutting the stalk drops the loop with it; the computer then loses', async ({ page }) => {
  await page.goto(DEFAULT.replace('lang=en', 'vs=computer&lang=en'));
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-moves')).toHaveAttribute('data-count', '1');
  // An edge is a button: the keyboard cuts it as a click does.
  await page.locator('[data-testid=hb-edge][data-move="0-6"]').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/moves=0-6/);
  // The loop on 6 no longer reaches the ground: it fell with the stalk, and the computer,
  // now at value 0, has cut one more edge.
  await expect(page.locator('[data-testid=hb-edge][data-from="6"]')).toHaveCount(0);
  await expect(page.getByTestId('history')).toContainText(/0-6, \d-\d/);
  await expect(page.getByTestId('turn')).toHaveAttribute('data-player', '1');
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'first');
  // Play the hint's winning cut until the end: player 1 must win.
  const turn = page.getByTestId('turn');
  for (let moves = 0; (await turn.getAttribute('data-over')) !== 'true'; moves++) {
    expect(moves).toBeLessThan(8);
    const before = await page.getByTestId('history').textContent();
    await page.getByTestId('hint').click();
    const move = await page.locator('[data-testid=hb-edge][data-hint=true]').first().getAttribute('data-move');
    // A vertical edge's box is 0 px wide (the stroke is not in it), so the click is forced;
    // it lands on the edge's 24-unit hit stroke as a pointer would.
    await page.locator(`[data-testid=hb-edge][data-move="${move}"]`).first().click({ force: true });
    await expect(page.getByTestId('history')).not.toHaveText(before);
    await expect(async () => {
      const over = await turn.getAttribute('data-over');
      const player = await turn.getAttribute('data-player');
      expect(over === 'true' || player === '1').toBe(true);
    }).toPass();
  }
  await expect(turn).toHaveAttribute('data-winner', '1');
});

test('a replayed cut and a cut of an edge that is gone', async ({ page }) => {
  await page.goto(DEFAULT.replace('lang=en', 'moves=1-2&lang=en'));
  await expect(page.getByTestId('hb-edge')).toHaveCount(7);
  // 1 + (1) = 2 for the tree now: 2 ⊕ 1 ⊕ 2 = 1.
  await expect(page.getByTestId('nim-sum')).toHaveAttribute('data-value', '1');
  await page.getByTestId('move-input').fill('1-2');
  await page.getByTestId('play-move').click();
  await expect(page.getByTestId('play-panel').getByTestId('error')).toContainText('no edge 1-2 is standing');
  await expect(page.getByTestId('hb-edge')).toHaveCount(7);
});

test('bad edge lists get one line each, and the last good picture stays', async ({ page }) => {
  await page.goto(DEFAULT);
  const field = page.getByTestId('input-edges');
  for (const [bad, why] of [
    ['0-1,1-x', 'is not an edge'],
    ['0-1,1-100', 'over the cap'],
    ['1-2,2-3', 'no edge touches the ground'],
  ]) {
    await field.fill(bad);
    await page.getByTestId('apply').click();
    await expect(page.getByTestId('error')).toHaveCount(1);
    await expect(page.getByTestId('error')).toContainText(why);
    await expect(page.getByTestId('hb-edge')).toHaveCount(8);
  }
});
