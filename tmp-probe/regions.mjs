import { chromium } from 'playwright';
const base = process.env.BASE ?? 'http://localhost:3398';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const path of (process.env.PAGES ?? '/about').split(',')) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await context.newPage();
  await page.route(/\.js($|\?)/, (r) => r.abort());
  await page.goto(base + path, { waitUntil: 'load' });
  const rows = await page.evaluate(() => {
    const count = (root) => { let all = 0, shown = 0; for (const el of [root, ...root.querySelectorAll('*')]) { all++; if (el.checkVisibility({ contentVisibilityAuto: true })) shown++; } return `${shown}/${all}`; };
    const regions = [...document.body.children].flatMap((c) => c.tagName === 'MAIN' || (c.children.length === 1 && c.firstElementChild.tagName === 'MAIN') ? [...(c.tagName === 'MAIN' ? c : c.firstElementChild).children] : [c]);
    return regions.map((r) => `${r.tagName.toLowerCase()}${r.id ? '#' + r.id : ''}.${String(r.className).slice(0, 40)} top=${Math.round(r.getBoundingClientRect().top)} ${count(r)} cv=${getComputedStyle(r).contentVisibility}`);
  });
  console.log(path); console.log(rows.join('\n'));
  await context.close();
}
await browser.close();
