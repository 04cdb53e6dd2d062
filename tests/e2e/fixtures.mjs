// A page fixture that fails the test on any console error or uncaught page error.
import { test as base, expect } from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, use) => {
    const problems = [];
    page.on('console', (msg) => { if (msg.type() === 'error') problems.push(`console: ${msg.text()}`); });
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    await use(page);
    expect(problems, 'the page logged errors').toEqual([]);
  },
});
export { expect };

/**
 * Waits until the page shows the answer for the link in its address bar, with nothing
 * being computed. After a `goto` that changes only the hash the page does not reload: the
 * previous lesson stays on screen until the solver answers, so checks made at once would
 * pass on it.
 */
export async function showsAddress(page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main[data-shown]');
    return main !== null && main.dataset.shown === location.hash
      && document.querySelector('[data-testid=computing]') === null;
  });
}
