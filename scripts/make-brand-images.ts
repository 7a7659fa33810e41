/**
 * Draws the brand's raster pictures with Chromium: the 1200×630 share card link previews show
 * (from the SVG below, in the site's own fonts) and the PNG icons (from public/favicon.svg).
 * Where they go is app/config/brand-images.ts. Run `npm run images:brand` after changing
 * the logo, the brand name or the tagline, and commit the pictures.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { appIcons, appleTouchIcon, shareImage } from '../app/config/brand-images';
import { site } from '../app/config/site';
import { browserColors } from '../app/config/ui';

const systemChromium = '/usr/bin/chromium';
const jpegQuality = 80;

function fontFace(family: string, weight: number, file: string): string {
  const woff2 = readFileSync(join('node_modules/@fontsource', file)).toString('base64');
  return `@font-face{font-family:'${family}';font-weight:${weight};src:url(data:font/woff2;base64,${woff2}) format('woff2')}`;
}

const fonts = [
  fontFace('Inter', 400, 'inter/files/inter-latin-400-normal.woff2'),
  fontFace('Inter', 600, 'inter/files/inter-latin-600-normal.woff2'),
  fontFace(
    'Playfair Display',
    600,
    'playfair-display/files/playfair-display-latin-600-normal.woff2',
  ),
].join('');

const logo = readFileSync('public/favicon.svg', 'utf8');

/** Tea-green dusk over three ridges of tea bushes, the logo and the name on the left. */
function shareCardSvg(): string {
  const { width, height } = shareImage;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0d1f15"/><stop offset="1" stop-color="#1f4d33"/>
    </linearGradient>
    <pattern id="rows" width="28" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(-8)">
      <path d="M0 7h28" stroke="#0d1f15" stroke-opacity="0.25" stroke-width="3"/>
    </pattern>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="960" cy="210" r="120" fill="#e2b07f" fill-opacity="0.9"/>
  <path d="M0 430 C220 360 420 390 640 330 S1000 250 1200 300 V630 H0Z" fill="#1b3a27"/>
  <path d="M0 500 C260 430 520 470 760 420 S1080 380 1200 410 V630 H0Z" fill="#2a6342"/>
  <path d="M0 500 C260 430 520 470 760 420 S1080 380 1200 410 V630 H0Z" fill="url(#rows)"/>
  <path d="M0 575 C300 520 600 560 860 520 S1120 500 1200 515 V630 H0Z" fill="#2f7a4f"/>
  <path d="M0 575 C300 520 600 560 860 520 S1120 500 1200 515 V630 H0Z" fill="url(#rows)"/>
  <svg x="80" y="70" width="96" height="96" viewBox="0 0 40 40">${logo.replace(/<\/?svg[^>]*>/g, '')}</svg>
  <text x="80" y="222" font-family="Inter" font-weight="600" font-size="22" letter-spacing="5" fill="#e2b07f">PURE CEYLON TEA · PRODUCER AND EXPORTER</text>
  <text x="76" y="312" font-family="Playfair Display" font-weight="600" font-size="88" fill="${browserColors.background}">${site.brand}</text>
  <text x="80" y="370" font-family="Inter" font-weight="400" font-size="30" fill="#f7f0e1">${site.tagline}</text>
</svg>`;
}

async function render(page: Page, html: string, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.setContent(
    `<!DOCTYPE html><style>${fonts}*{margin:0}body{background:transparent}svg{display:block}</style>${html}`,
  );
  await page.evaluate(() => document.fonts.ready);
}

function outputPath(publicPath: string): string {
  const file = join('public', publicPath);
  mkdirSync(dirname(file), { recursive: true });
  return file;
}

async function main() {
  const browser = await chromium.launch(
    existsSync(systemChromium) ? { executablePath: systemChromium } : {},
  );
  const page = await browser.newPage();

  await render(page, shareCardSvg(), shareImage);
  await page.screenshot({ path: outputPath(shareImage.path), type: 'jpeg', quality: jpegQuality });

  for (const icon of appIcons) {
    const sized = logo.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await render(page, sized, { width: icon.size, height: icon.size });
    await page.screenshot({ path: outputPath(icon.path), omitBackground: true });
  }

  // A margin of cream around the mark, which iOS rounds off at the corners.
  const touchSize = appleTouchIcon.size;
  const markSize = Math.round(touchSize * 0.8);
  const inset = (touchSize - markSize) / 2;
  await render(
    page,
    `<div style="width:${touchSize}px;height:${touchSize}px;background:${browserColors.background};padding:${inset}px;box-sizing:border-box">${logo.replace('<svg ', `<svg width="${markSize}" height="${markSize}" `)}</div>`,
    { width: touchSize, height: touchSize },
  );
  await page.screenshot({ path: outputPath(appleTouchIcon.path) });

  await browser.close();
  console.log(
    `Wrote ${[shareImage.path, ...appIcons.map((icon) => icon.path), appleTouchIcon.path].join(', ')} under public/`,
  );
}

await main();
