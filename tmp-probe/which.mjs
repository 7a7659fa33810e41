import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const path of process.env.PAGES.split(',')) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await context.newPage();
  await page.route(/\.js($|\?)/, (r) => r.abort());
  await page.route(/\.css$/, async (r) => { const res = await r.fetch(); const body = (await res.text()) + process.env.EXTRA; await r.fulfill({ response: res, body, headers: { ...res.headers(), 'content-encoding': 'identity', 'content-length': String(Buffer.byteLength(body)) } }); });
  await page.goto('http://localhost:3398' + path, { waitUntil: 'load' });
  console.log(path, await page.evaluate(() => { const walk = (el, depth) => { const n = [el, ...el.querySelectorAll('*')].filter((e) => e.checkVisibility({ contentVisibilityAuto: true })).length; if (n < 15) return []; const own = `${'  '.repeat(depth)}${el.tagName.toLowerCase()}.${String(el.className).slice(0, 50)} top=${Math.round(el.getBoundingClientRect().top)} h=${Math.round(el.getBoundingClientRect().height)} n=${n} cv=${getComputedStyle(el).contentVisibility}`; return depth > 3 ? [own] : [own, ...[...el.children].flatMap((c) => walk(c, depth + 1))]; }; return '\n' + walk(document.querySelector('main'), 0).join('\n'); }));
  await context.close();
}
await browser.close();
