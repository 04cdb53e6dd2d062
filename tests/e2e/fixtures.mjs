// A page fixture that fails the test on any console error, uncaught page error or breach of
// the Content-Security-Policy (every spec imports `test` from here, so every test checks all three).
import { test as base, expect } from '@playwright/test';

export const test = base.extend({
  // Every page and frame of the test's context reports a `securitypolicyviolation` event as a
  // console error naming what was blocked, which the page fixture below then fails on.
  context: async ({ context }, use) => {
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`securitypolicyviolation: ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'}`
          + ` at ${e.sourceFile || location.href}:${e.lineNumber} (${(e.sample || '').slice(0, 40)})`);
      });
    });
    await use(context);
  },
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
