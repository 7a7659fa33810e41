import { chromium } from 'playwright';
const base = process.env.BASE ?? 'http://localhost:3398';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const path of process.env.PAGES.split(',')) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await context.newPage();
  await page.route(/\.js($|\?)/, (r) => r.abort());
  if (process.env.EXTRA) await page.route(/\.css$/, async (r) => { const res = await r.fetch(); const body = (await res.text()) + process.env.EXTRA; await r.fulfill({ response: res, body, headers: { ...res.headers(), 'content-encoding': 'identity', 'content-length': String(Buffer.byteLength(body)) } }); });
  await page.goto(base + path, { waitUntil: 'load' });
  const r = await page.evaluate(() => {
    let shown = 0; const all = document.body.querySelectorAll('*');
    for (const el of all) if (el.checkVisibility({ contentVisibilityAuto: true })) shown++;
    const big = [...document.querySelectorAll('main section, main > div > section, main article, main > *')].filter((s) => getComputedStyle(s).contentVisibility !== 'auto' && !s.parentElement.closest('section') && s.getBoundingClientRect().top > 823).map((s) => `${s.tagName.toLowerCase()}@${Math.round(s.getBoundingClientRect().top)}:${[s, ...s.querySelectorAll('*')].filter((e) => e.checkVisibility({ contentVisibilityAuto: true })).length}`);
    return `${shown}/${all.length} below-fold painted: ${big.join(' ')}`;
  });
  console.log(path.padEnd(32), r);
  await context.close();
}
await browser.close();
