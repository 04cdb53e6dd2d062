// Renders icon.svg into the PNG icons (icon-32.png, the tab's icon; icon-192.png and
// icon-512.png, which the web app manifest lists) with Debian's Chromium through Playwright.
// The PNGs are committed; run this again after editing icon.svg:  node www/icons/render.mjs
// (or name sizes: node www/icons/render.mjs 32). The tab's icon is a PNG, not the SVG: Chromium
// renders an SVG favicon in a whole SVG document on the page's main thread at every change of
// the address (4–13 ms each, measured), a PNG is decoded off it.
import { chromium } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const svg = await readFile(join(here, 'icon.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run'],
});
try {
  const sizes = process.argv.length > 2 ? process.argv.slice(2).map(Number) : [32, 192, 512];
  for (const size of sizes) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg style="display:block;width:${size}px;height:${size}px" `)}</body></html>`);
    await page.screenshot({ path: join(here, `icon-${size}.png`), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
