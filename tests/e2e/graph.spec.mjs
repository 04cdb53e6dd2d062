// The game-DAG view: hooks on every node, the mex walkthrough, sums of tokens, a played game,
// the DAG view of a pile, bad input, and a large graph that is drawn in part.
import { test, expect } from './fixtures.mjs';

test('graph-sum example: node hooks, tokens, nim-sum and verdict', async ({ page }) => {
  // 5 is terminal (0); 4 → 5 (1); 2, 3 → 4 (0); 1 → 2, 3 (mex{0} = 1). Tokens on 1 and 3: 1 ⊕ 0.
  await page.goto('index.html#/graph-sum?n=5&edges=1-2,1-3,2-4,3-4,4-5&tokens=1,3&lang=en');
  const nodes = page.getByTestId('dag-node');
  await expect(nodes).toHaveCount(5);
  for (const [id, sg] of [['1', '1'], ['2', '0'], ['3', '0'], ['4', '1'], ['5', '0']]) {
    await expect(page.locator(`[data-testid=dag-node][data-id="${id}"]`)).toHaveAttribute('data-sg', sg);
  }
  await expect(page.getByTestId('component')).toHaveCount(2);
  await expect(page.getByTestId('component').nth(0)).toHaveAttribute('data-sg', '1');
  await expect(page.getByTestId('nim-sum')).toHaveAttribute('data-value', '1');
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'first');
});

test('the walkthrough computes SG bottom-up and a step link lands on it', async ({ page }) => {
  await page.goto('index.html#/graph-sum?n=5&edges=1-2,1-3,2-4,3-4,4-5&tokens=1,3&step=1&lang=en');
  await expect(page.getByTestId('sentence')).toHaveText('Position 5 has no move, so SG(5) = mex{} = 0: a P\u2011position, the player to move there loses.');
  await page.keyboard.press('End');
  await expect(page.getByTestId('sentence')).toContainText('The tokens stand on 1, 3. By the Sprague–Grundy theorem the sum is worth the XOR of their SG values: 1 ⊕ 0 = 1');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('sentence')).toContainText('SG(1) = mex{0} = 1');
  await page.getByTestId('lang-switch').click();
  await expect(page.getByTestId('sentence')).toContainText('必胜局面（N）');
});

test('a played game: click a successor node, the computer answers, the verdict follows', async ({ page }) => {
  await page.goto('index.html#/graph-sum?n=5&edges=1-2,1-3,2-4,3-4,4-5&tokens=1,3&vs=computer&lang=en');
  // Winning move 1 → 2 (SG 0), leaving 0 ⊕ 0 for the computer.
  await page.locator('[data-testid=dag-node][data-move="1-2"]').click();
  await expect(page).toHaveURL(/moves=1-2/);
  await expect(page.getByTestId('history')).toContainText(/1-2, \d-\d/);
  await expect(page.getByTestId('turn')).toHaveAttribute('data-player', '1');
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'first');
  // Play on with the hint's first winning move until the game ends: player 1 started in a
  // winning position (SG 1 ⊕ 0) and plays perfectly, so player 1 must be the winner.
  const turn = page.getByTestId('turn');
  for (let moves = 0; (await turn.getAttribute('data-over')) !== 'true'; moves++) {
    expect(moves).toBeLessThan(10);
    await expect(turn).toHaveAttribute('data-player', '1');
    await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'first');
    const before = await page.getByTestId('history').textContent();
    await page.getByTestId('hint').click();
    // The hint says the moves in words and marks their nodes and arrows in the figure.
    await expect(page.getByTestId('hint-moves')).toContainText('slide the token on');
    const move = await page.locator('[data-testid=dag-node][data-hint=true]').first().getAttribute('data-move');
    const [from, to] = move.split('-');
    await expect(page.locator(`[data-testid=dag-edge][data-from="${from}"][data-to="${to}"]`)).toHaveAttribute('data-hint', 'true');
    await page.locator(`[data-testid=dag-node][data-move="${move}"]`).click();
    // The person's move and, unless it ended the game, the computer's reply are played.
    await expect(page.getByTestId('history')).not.toHaveText(before);
    await expect(async () => {
      const over = await turn.getAttribute('data-over');
      const player = await turn.getAttribute('data-player');
      expect(over === 'true' || player === '1').toBe(true);
    }).toPass();
  }
  await expect(turn).toHaveAttribute('data-winner', '1');
  await expect(turn).toContainText('You win!');
});

test('a cycle is refused and named, the last good graph stays', async ({ page }) => {
  await page.goto('index.html#/graph-sum?lang=en');
  await page.getByTestId('input-edges').fill('1-2\n2-3\n3-1');
  await page.getByTestId('apply').click();
  await expect(page.getByTestId('error')).toContainText('the edges form a cycle');
  await expect(page.getByTestId('dag-node')).toHaveCount(5);
  await page.getByTestId('input-edges').fill('1 2\n2 9');
  await page.getByTestId('apply').click();
  await expect(page.getByTestId('error')).toContainText('edge 2 “2 9”');
});

test('each pile of set-nim links to its DAG, which agrees with the SG column', async ({ page }) => {
  await page.goto('index.html#/set-nim?set=2,5&piles=2,4,7&lang=en');
  await page.locator('[data-testid=view-link][data-view=dag]').nth(2).click();
  await expect(page).toHaveURL(/view=dag/);
  await expect(page).toHaveURL(/pile=3/);
  await expect(page.locator('[data-testid=dag-node][data-id="7"]')).toHaveAttribute('data-sg', '0');
  await expect(page.locator('[data-testid=dag-node][data-id="5"]')).toHaveAttribute('data-sg', '2');
  await page.getByTestId('zoom-in').click();
  await expect(page.getByTestId('zoom-reset')).toHaveText('150%');
});

test('a graph of 5000 vertices shows a message and the part that fits', async ({ page }) => {
  const edges = Array.from({ length: 4999 }, (_, i) => `${i + 1}-${i + 2}`).join(',');
  await page.goto(`index.html#/graph-sum?n=5000&edges=${edges}&tokens=1&lang=en`);
  // Mounting 1,000 positions takes 6–10 s when both cores are busy (measured before and after
  // the readable zoom): the count gets the time, the rest of the test none extra.
  await expect(page.getByTestId('dag-node')).toHaveCount(1000, { timeout: 20_000 });
  await expect(page.getByTestId('sentence')).toContainText('Showing 1000 of 5000 positions');
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'first');
  // Too large to read fitted: it opens zoomed, around what the step is about.
  await expect(page.getByTestId('zoom-reset')).not.toHaveText('Fit');
  await expect(page.locator('[data-testid=figure] [data-focus=true]').first()).toBeInViewport();
});
