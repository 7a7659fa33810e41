// Probe: top-level main-thread tasks of a page load, scripts blocked, as Lighthouse's mobile setup.
import { chromium } from 'playwright';
const base = process.env.BASE ?? 'http://localhost:3398';
const pages = (process.env.PAGES ?? '/about').split(',');
const loads = Number(process.env.LOADS ?? 3);
const block = process.env.BLOCK !== '0';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new'] });
for (const path of pages) for (let n = 0; n < loads; n++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, javaScriptEnabled: true });
  const page = await context.newPage();
  if (block) await page.route(/\.js($|\?)/, (r) => r.abort());
  if (process.env.CSS_SED) await page.route(/\.css$/, async (r) => {
    const res = await r.fetch(); let body = await res.text();
    for (const [a, b] of JSON.parse(process.env.CSS_SED)) body = body.replace(new RegExp(a, 'g'), b);
    await r.fulfill({ response: res, body, headers: { ...res.headers(), 'content-encoding': 'identity', 'content-length': String(Buffer.byteLength(body)) } });
  });
  await browser.startTracing(page, { categories: [...(process.env.CATS ? process.env.CATS.split(',') : []), 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing', 'toplevel'] });
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const buf = await browser.stopTracing();
  const events = JSON.parse(buf.toString()).traceEvents;
  const parse = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(base));
  const mainTid = { pid: parse.pid, tid: parse.tid };
  const on = events.filter((e) => e.pid === mainTid.pid && e.tid === mainTid.tid);
  const nav = events.filter((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith(base)).at(-1);
  const t0 = nav ? nav.ts : on[0].ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const tasks = on.filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur > 4000);
  const out = [];
  for (const t of tasks) {
    const kids = on.filter((e) => e.ph === 'X' && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t);
    const sum = {};
    for (const k of kids) if (['ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'ParseAuthorStyleSheet', 'Decode Image', 'HitTest', 'UpdateLayer', 'IntersectionObserverController::computeIntersections', 'ScheduleStyleRecalculation', 'RecalculateStyles'].includes(k.name)) {
      const key = k.name === 'UpdateLayoutTree' ? `Style(${k.args?.elementCount ?? k.args?.beginData?.elementCount ?? '?'})` : k.name === 'Layout' ? `Layout(${k.args?.beginData?.dirtyObjects ?? '?'}/${k.args?.beginData?.totalObjects ?? '?'})` : k.name;
      sum[key] = (sum[key] ?? 0) + k.dur / 1000;
    }
    out.push(`${((t.ts - t0) / 1000).toFixed(0).padStart(5)} ${(t.dur / 1000).toFixed(1).padStart(5)}ms  ${Object.entries(sum).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`);
  }
  if (process.env.FONTS) { const mine = events.filter((e) => e.pid === mainTid.pid && e.tid === mainTid.tid && e.ph === 'X'); const pick = (re) => mine.filter((e) => re.test(e.name)); const strike = pick(/ForStrike/), match = pick(/onMatchFamilyStyle/), fallback = pick(/FallbackFont|GetFallbackFamily|FontForCharacter/i); const ms = (l) => (l.reduce((a, e) => a + e.dur, 0) / 1000).toFixed(1); console.log(`${path} ${n + 1}: strikes ${strike.length} ${ms(strike)}ms, matches ${match.length} ${ms(match)}ms [${match.map((e) => e.args.family_name).join('|')}], fallback ${fallback.length} ${ms(fallback)}ms`); await context.close(); continue; }
  if (process.env.SUMMARY) { const big = tasks.map((t) => ({ t, l: on.filter((e) => e.name === 'Layout' && e.ts >= t.ts && e.ts <= t.ts + t.dur && (e.args?.beginData?.dirtyObjects ?? 0) > 100) })).filter((x) => x.l.length); const b = big[0]; if (b) { const st = on.filter((e) => e.name === 'UpdateLayoutTree' && e.ts >= b.t.ts && e.ts <= b.t.ts + b.t.dur).reduce((a, e) => a + e.dur, 0); if (process.env.INSIDE) { const inside = {}; for (const e of events) if (e.pid === mainTid.pid && e.tid === mainTid.tid && e.ph === 'X' && (process.env.INSIDE === "task" ? e.ts >= b.t.ts && e.ts + e.dur <= b.t.ts + b.t.dur && e !== b.t : e.ts >= b.l[0].ts && e.ts + e.dur <= b.l[0].ts + b.l[0].dur && e !== b.l[0])) { const k = e.name; inside[k] ??= [0, 0]; inside[k][0] += e.dur / 1000; inside[k][1]++; } if (process.env.ARGS) for (const e of events) if (e.pid === mainTid.pid && e.tid === mainTid.tid && /GetFontPlatformData|ForStrike|MatchFamily/.test(e.name) && e.ts >= b.t.ts && e.ts <= b.t.ts + b.t.dur) console.log('   ', e.name, (e.dur / 1000).toFixed(2), JSON.stringify(e.args)); console.log(Object.entries(inside).sort((a, b) => b[1][0] - a[1][0]).slice(0, 25).map(([k, v]) => `  ${v[0].toFixed(1)}ms x${v[1]} ${k}`).join('\n')); }
if (process.env.TREE) { const inTask = on.filter((e) => e.ph === 'X' && e.ts >= b.t.ts && e.ts + e.dur <= b.t.ts + b.t.dur).sort((x, y) => x.ts - y.ts || y.dur - x.dur); const stack = []; for (const e of inTask) { while (stack.length && stack.at(-1).ts + stack.at(-1).dur < e.ts + e.dur) stack.pop(); if (e.dur > Number(process.env.MINUS ?? 300) && stack.length < Number(process.env.TREE)) console.log(`${'  '.repeat(stack.length)}${(e.dur / 1000).toFixed(1)} ${e.name}`); stack.push(e); } }
console.log(`${path} ${n + 1}: task ${(b.t.dur / 1000).toFixed(1)} layout ${(b.l[0].dur / 1000).toFixed(1)} (${b.l[0].args.beginData.dirtyObjects}) style ${(st / 1000).toFixed(1)}`); } await context.close(); continue; }
  console.log(`${path} load ${n + 1}  fcp ${fcp ? ((fcp.ts - t0) / 1000).toFixed(0) : '?'}`);
  console.log(out.join('\n'));
  if (process.env.SAVE) (await import('node:fs')).writeFileSync(`${process.env.SAVE}-${path.replaceAll('/', '_')}-${n}.json`, buf);
  await context.close();
}
await browser.close();
