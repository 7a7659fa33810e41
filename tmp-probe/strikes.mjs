import { chromium } from 'playwright';
const base = process.env.BASE ?? 'http://localhost:3398';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const path of (process.env.PAGES ?? '/about').split(',')) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await context.newPage();
  await page.route(/\.js($|\?)/, (r) => r.abort());
  await page.goto(base + path, { waitUntil: 'load' });
  const combos = await page.evaluate(() => {
    const out = {};
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.textContent.trim()) continue;
      const el = n.parentElement;
      if (!el.checkVisibility({ contentVisibilityAuto: true })) continue;
      const skipped = el.closest('[style*="content-visibility"], .paint-near-screen') ;
      const s = getComputedStyle(el);
      const key = `${s.fontFamily.split(',')[0]} ${s.fontSize} ${s.fontWeight} ${s.fontStyle}${skipped ? ' (cv)' : ''}`;
      out[key] = (out[key] ?? 0) + 1;
    }
    return out;
  });
  console.log(path, Object.keys(combos).length);
  console.log(Object.entries(combos).sort().map(([k, v]) => `  ${k} x${v}`).join('\n'));
  await context.close();
}
await browser.close();
