// The six Nim-family lessons: hooks (verdict, nim-sum, components, winning move) on known
// positions worked out by hand, the XOR walkthrough, and a game played against the computer.
import { test, expect } from './fixtures.mjs';

const cases = [
  // lesson, params, winner, nim-sum, component SG values (in order)
  ['nim', 'piles=3,4,5', 'first', '2', ['3', '4', '5']],
  ['nim', 'piles=1,2,3', 'second', '0', ['1', '2', '3']],
  ['misere-nim', 'piles=1,1', 'first', '0', ['1', '1']],       // all ≤ 1, an even count of ones
  ['misere-nim', 'piles=1,1,1', 'second', '1', ['1', '1', '1']],
  ['bounded-nim', 'piles=7,9,4&k=3', 'first', '2', ['3', '1', '0']], // a mod 4
  ['staircase-nim', 'steps=3,1,4,1,5', 'first', '2', ['3', '4', '5']], // odd steps only
  ['set-nim', 'set=2,5&piles=2,4,7', 'first', '1', ['1', '0', '0']],   // SG table of S = {2,5}
  ['split-nim', 'piles=2,3', 'first', '6', ['2', '4']],
];

for (const [lesson, params, winner, nimSum, sgs] of cases) {
  test(`${lesson} ${params}: verdict, nim-sum and components`, async ({ page }) => {
    await page.goto(`index.html#/${lesson}?${params}&lang=en`);
    await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', winner);
    await expect(page.getByTestId('nim-sum')).toHaveAttribute('data-value', nimSum);
    const components = page.getByTestId('component');
    await expect(components).toHaveCount(sgs.length);
    for (let i = 0; i < sgs.length; i++) {
      await expect(components.nth(i)).toHaveAttribute('data-sg', sgs[i]);
    }
  });
}

test('nim shows the judge\'s winning move and walks to it column by column', async ({ page }) => {
  await page.goto('index.html#/nim?piles=3,6,9&lang=en');
  await expect(page.getByTestId('winning-move')).toHaveAttribute('data-pile', '3');
  await expect(page.getByTestId('winning-move')).toHaveAttribute('data-take', '4');
  // The binary rows, four columns, the sum, the move, and why it wins.
  await expect(page.getByTestId('step')).toHaveAttribute('data-count', '8');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('sentence')).toContainText('The 8s column: 1 one, an odd count');
  await page.keyboard.press('End');
  await expect(page.getByTestId('sentence')).toContainText('Why it wins: after take 4 from pile 3, every column is even.');
  // The position the move leaves: 3, 6, 5, its nim-sum 0, and nothing in it plays.
  await expect(page.getByTestId('figure').locator('[data-testid=component]').nth(2)).toHaveAttribute('data-sg', '5');
  await expect(page.getByTestId('figure').locator('[data-move]')).toHaveCount(0);
  // The answers beside it are still the position in play's (nim-sum 12), and say so.
  await expect(page.getByTestId('answers-note')).toHaveText('(before the move)');
  await expect(page.getByTestId('nim-sum')).toHaveAttribute('data-value', '12');
  // A hint there marks the outlines of the four stones the move took.
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('figure').locator('[data-testid=taken-stone][data-hint=true]')).toHaveCount(4);
  await page.getByTestId('hint').click();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('sentence')).toContainText('take 4 from pile 3');
  // The move step has derived the answers: they show from there on (the move in its
  // sentence, not again in a chip).
  await expect(page.getByTestId('verdict')).toBeVisible();
  await expect(page.getByTestId('winning-move')).toBeHidden();
  await expect(page.getByTestId('reveal')).toHaveCount(0);
  await expect(page.getByTestId('answers-note')).toHaveCount(0);
  await expect(page.getByTestId('figure')).toHaveAttribute('lang', 'en');
  await page.getByTestId('lang-switch').click();
  await expect(page.getByTestId('sentence')).toContainText('从第 3 堆取 4 颗');
  // The figure's own language follows its labels (set when the Chinese answer arrives).
  await expect(page.getByTestId('figure')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByTestId('figure')).toContainText('堆');
});

test('"Show the answer" names the winning move the walkthrough will derive, in words', async ({ page }) => {
  // Bounded Nim 0,3,1 with k = 2: values (mod 3) 0, 0, 1, nim-sum 1. Two moves win: take 2
  // from pile 2 (its value 0 → 1) and take 1 from pile 3 (1 → 0). The move step derives the
  // second (pile 3 has the nim-sum's bit), so the answer names that one.
  await page.goto('index.html#/bounded-nim?piles=0,3,1&k=2&lang=en');
  const chip = page.getByTestId('winning-move');
  await expect(chip).toBeHidden();
  await page.getByTestId('reveal').click();
  await expect(chip).toBeVisible();
  await expect(chip).toHaveText('take 1 from pile 3');
  await expect(chip).toHaveAttribute('data-notation', '3:1');
  await expect(chip).toHaveAttribute('data-pile', '3');
  await expect(chip).toHaveAttribute('data-take', '1');
  // The move step says the same move; from there the chip is not repeated.
  await page.keyboard.press('End');
  await expect(page.getByTestId('sentence')).toContainText('take 1 from pile 3');
  await expect(chip).toBeHidden();
  // A game whose move takes no stones: the chip has the move's notation and words only.
  await page.goto('index.html#/graph-sum?lang=zh');
  await page.getByTestId('reveal').click();
  await expect(chip).toHaveAttribute('data-notation', '1-4');
  await expect(chip).not.toHaveAttribute('data-pile', /./);
  await expect(chip).toContainText('4');
});

test('a game against the computer: click stones, the computer replies, undo and redo', async ({ page }) => {
  await page.goto('index.html#/nim?piles=1,2&vs=computer&lang=en');
  await expect(page.getByTestId('turn')).toHaveAttribute('data-player', '1');
  // Clicking the second stone of pile 2 takes it alone: 1,1 has nim-sum 0 for the computer.
  await page.locator('[data-move="2:1"]').click();
  await expect(page).toHaveURL(/moves=2:1/);
  // The computer (player 2) answers by itself; then it is player 1's turn with one stone left.
  await expect(page.getByTestId('history')).toContainText(/2:1, [12]:1/);
  await expect(page.getByTestId('turn')).toHaveAttribute('data-player', '1');
  // Both moves are said: yours, then the computer's reply.
  await expect(page.getByTestId('own-move')).toContainText('Your last move: take 1 from pile 2');
  await expect(page.getByTestId('last-move')).toContainText("The computer's move: take 1 from pile");
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'first');
  // The position's verdict and winning move are not given away during the game: they wait
  // for the walkthrough's last step, the hint, or "Show the answer".
  await expect(page.getByTestId('verdict')).toBeHidden();
  await expect(page.getByTestId('winning-move')).toBeHidden();
  await expect(page.getByTestId('reveal')).toBeVisible();
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-moves')).toHaveAttribute('data-count', '1');
  // The hint marks the winning move in the figure itself.
  await expect(page.locator('[data-testid=figure] [data-hint=true]')).toHaveCount(1);
  await page.getByTestId('stone').first().click();
  await expect(page.getByTestId('turn')).toHaveAttribute('data-over', 'true');
  await expect(page.getByTestId('turn')).toHaveAttribute('data-winner', '1');
  await expect(page.getByTestId('turn')).toContainText('You win!');
  await expect(page.getByTestId('last-move')).toContainText('Your last move');
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('turn')).toHaveAttribute('data-over', 'false');
  await expect(page.getByTestId('turn')).toHaveAttribute('data-player', '1');
  await page.getByTestId('redo').click();
  await expect(page.getByTestId('turn')).toHaveAttribute('data-over', 'true');
});

test('typed moves are checked and a bad one is refused with its reason, beside the move box', async ({ page }) => {
  await page.goto('index.html#/bounded-nim?piles=7,9,4&k=3&lang=en');
  await page.getByTestId('move-input').fill('1:4');
  await page.getByTestId('play-move').click();
  // One line in the play panel, in a player's words (not the link's parameter and index),
  // and nothing over the figure: the contract's `error` hook is that line.
  const why = page.getByTestId('play-panel').getByTestId('error');
  await expect(why).toHaveText('“1:4” cannot be played: 4 is not an allowed number of stones to take (allowed: 1..3)');
  await expect(page.getByTestId('error')).toHaveCount(1);
  // The refused move was not played: no move is listed (the row appears with the first move).
  await expect(page.getByTestId('history')).toHaveCount(0);
  // The line goes with the move it is about: editing or clearing the box takes it away.
  await page.getByTestId('move-input').fill('');
  await expect(why).toHaveCount(0);
  await page.getByTestId('play-move').click();
  await expect(why).toHaveCount(0);
  await page.getByTestId('move-input').fill('1:9');
  await page.getByTestId('move-input').press('Enter');
  await expect(why).toContainText('“1:9” cannot be played');
  await page.getByTestId('move-input').fill('1:2'); // 7 → 5: values 1,1,0, nim-sum 0
  await expect(why).toHaveCount(0);
  await page.getByTestId('move-input').press('Enter');
  await expect(page.getByTestId('error')).toHaveCount(0);
  await expect(why).toHaveCount(0);
  await expect(page.getByTestId('history')).toContainText('1:2');
  await expect(page.getByTestId('turn')).toHaveAttribute('data-player', '2');
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'second');
});

test('staircase: the drawn staircase; a click moves stones one step down', async ({ page }) => {
  await page.goto('index.html#/staircase-nim?steps=3,1,4,1,5&lang=en');
  await expect(page.getByTestId('stair-stone')).toHaveCount(14);
  // The one stone on step 2 moves to step 1: steps 4,0,4,1,5, odd steps 4 ⊕ 4 ⊕ 5 = 5.
  await page.locator('[data-testid=stair-stone][data-move="2:1"]').click();
  await expect(page).toHaveURL(/moves=2:1/);
  await expect(page.getByTestId('nim-sum')).toHaveAttribute('data-value', '5');
  await expect(page.getByTestId('turn')).toHaveAttribute('data-player', '2');
});

test('a moves= link reproduces a game in progress', async ({ page }) => {
  await page.goto('index.html#/misere-nim?piles=1,2,3,4&moves=4:4,3:1&lang=en');
  await expect(page.getByTestId('turn')).toHaveAttribute('data-player', '1');
  await expect(page.getByTestId('component')).toHaveCount(4);
  await expect(page.getByTestId('component').nth(2)).toHaveAttribute('data-sg', '2');
  await expect(page.getByTestId('component').nth(3)).toHaveAttribute('data-sg', '0');
});

test('a stone previews its move, Enter plays it, the keyboard stays in the figure, and the move is traced', async ({ page }) => {
  await page.goto('index.html#/nim?piles=3,4,5&lang=en');
  const fill = (move) => page.locator(`[data-testid=figure] [data-testid=stone][data-move="${move}"] circle`)
    .evaluate((c) => getComputedStyle(c).fill);
  const plain = await fill('3:5');
  // Hovering the third stone of pile 3 marks it and the two after it: the three a click takes.
  await page.locator('[data-testid=figure] [data-testid=stone][data-move="3:3"]').hover();
  // Polled: the fill fades in over 0.3 s.
  const marked = async () => {
    const out = [];
    for (const m of ['3:5', '3:4', '3:3', '3:2', '3:1', '2:1']) out.push((await fill(m)) !== plain);
    return out;
  };
  await expect.poll(marked).toEqual([false, false, true, true, true, false]);
  // Its accessible name says what it plays, in words, and assistive technology reaches it
  // (a figure of role img would hide its buttons).
  await expect(page.getByRole('button', { name: 'take 3 from pile 3' })).toHaveCount(1);
  // The same stone reached from the keyboard: Enter plays 3:3, the figure loses those three
  // stones, and focus moves to the piece now in its place instead of falling to the page.
  await page.mouse.move(0, 0);
  await page.locator('[data-testid=figure] [data-testid=stone][data-move="3:3"]').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/moves=3:3/);
  await expect(page.getByTestId('turn')).toHaveAttribute('data-player', '2');
  await expect(page.locator('[data-testid=figure] [data-testid=stone]')).toHaveCount(9);
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid=figure] [role=button]') !== null)).toBe(true);
  // The three stones the move took are outlined where they stood.
  await expect(page.locator('[data-testid=figure] [data-testid=taken-stone]')).toHaveCount(3);
  // Enter again plays from where the keyboard is, and that move's trace replaces the last.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('turn')).toHaveAttribute('data-player', '1');
  await expect(page.getByTestId('history')).toContainText(/3:3, \d:\d/);
});

test('set-Nim: only legal takes click, and a hovered stone marks every stone its move takes', async ({ page }) => {
  await page.goto('index.html#/set-nim?set=2,5&piles=2,4,7&lang=en');
  const row = page.getByTestId('component').nth(2);
  await expect(row.locator('[data-testid=stone]')).toHaveCount(2); // 3:5 and 3:2
  const fills = () => row.locator('circle.stone').evaluateAll((cs) => cs.map((c) => getComputedStyle(c).fill));
  const before = await fills();
  await row.locator('[data-testid=stone][data-move="3:5"]').hover();
  // Stones 3..7 change (the five 3:5 takes, three of which no click could take alone);
  // polled, as the fill fades in over 0.3 s.
  await expect.poll(async () => (await fills()).map((f, i) => f !== before[i]))
    .toEqual([false, false, true, true, true, true, true]);
  await row.locator('[data-testid=stone][data-move="3:5"]').click();
  await expect(page).toHaveURL(/moves=3:5/);
  await expect(row.locator('[data-testid=taken-stone]')).toHaveCount(5);
});

test('a pile the move did not touch keeps its stones still while the figure changes', async ({ page }) => {
  // The computer's reply 3:3 leaves 3,1,2: the rows lose a bit column. Unkeyed, a row's
  // children were matched from the end, and pile 1's first stone glided in from the third.
  await page.goto('index.html#/nim?piles=3,4,5&vs=computer&lang=en');
  await expect(page.getByTestId('turn')).toHaveAttribute('data-player', '1');
  await page.evaluate(() => {
    window.__drift = 0;
    window.__frames = 0;
    const watch = () => {
      window.__frames += 1;
      for (const c of document.querySelectorAll('[data-testid=component][data-index="1"] circle')) {
        const drift = Math.abs(parseFloat(getComputedStyle(c).cx) - parseFloat(c.getAttribute('cx')));
        window.__drift = Math.max(window.__drift, drift);
      }
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  await page.locator('[data-move="2:3"]').click();
  await expect(page.getByTestId('history')).toContainText('2:3, 3:3');
  // Watched until the figure's transitions have run out, over at least 20 frames (a fixed
  // wait measured nothing when frames came late).
  const from = await page.evaluate(() => window.__frames);
  await page.waitForFunction((from) => window.__frames >= from + 20
    && document.getAnimations().every((a) => a.playState !== 'running'), from);
  expect(await page.evaluate(() => window.__drift)).toBeLessThan(0.5);
});

test('the move box and the play buttons keep their place as the hint and a refusal come and go', async ({ page }) => {
  // Second play review: turning the hint on grew the panel under its buttons, so the Hint
  // button moved up by 55–104 px under the pointer; and a refused move turned the hint off.
  await page.goto('index.html#/end-piles?lang=en');
  const where = async () => {
    const out = [];
    for (const id of ['hint', 'undo', 'move-input', 'play-move']) {
      const b = await page.getByTestId(id).boundingBox();
      out.push(`${id} ${Math.round(b.x)},${Math.round(b.y)}`);
    }
    return out.join('; ');
  };
  await expect(page.getByTestId('turn')).toBeVisible();
  const before = await where();
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-moves')).toBeVisible();
  expect(await where()).toBe(before);
  await page.getByTestId('move-input').fill('L:99');
  await page.getByTestId('move-input').press('Enter');
  await expect(page.getByTestId('play-panel').getByTestId('error')).toContainText('cannot be played');
  expect(await where()).toBe(before);
  // The position is the one the hint was asked in, so the hint stays.
  await expect(page.getByTestId('hint')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('hint-moves')).toBeVisible();
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-moves')).toHaveCount(0);
  await expect(page.getByTestId('play-panel').getByTestId('error')).toHaveCount(1);
});

test('the computer can open the game: it moves first, then it is your turn', async ({ page }) => {
  // Wythoff's 3, 5 is lost for the player to move: with the computer opening, the student
  // plays the winning side.
  await page.goto('index.html#/wythoff?a=3&b=5&lang=en');
  await expect(page.getByTestId('turn')).toHaveAttribute('data-player', '1');
  await page.getByTestId('opponent').selectOption('computer-first');
  await expect(page).toHaveURL(/vs=computer-first/);
  await expect(page.getByTestId('turn')).toHaveAttribute('data-player', '2');
  await expect(page.getByTestId('turn')).toContainText('Your turn');
  await expect(page.getByTestId('last-move')).toContainText("The computer's move");
  await expect(page.getByTestId('undo')).toBeDisabled();
  // The hint has a winning move for the student now.
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-moves')).not.toHaveAttribute('data-count', '0');
});

test('piles past 2^53 are answered: 64-bit numbers a JS number cannot hold cross from the worker whole', async ({ page }) => {
  // The answer was once dropped (serde-wasm-bindgen refuses such a u64) and the page said
  // "Computing…" for ever; the worker's messages are bytes now, which carry any u64.
  await page.goto('index.html#/nim?piles=9007199254740993,1&lang=en');
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'first');
  await expect(page.getByTestId('nim-sum')).toHaveAttribute('data-value', '9007199254740992');
  await page.goto('index.html#/misere-nim?piles=18446744073709551615&lang=en');
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-winner', 'first');
  await expect(page.getByTestId('nim-sum')).toHaveAttribute('data-value', '18446744073709551615');
  await page.getByTestId('step-next').click();
  await expect(page.getByTestId('step')).toHaveAttribute('data-index', '1');
});
