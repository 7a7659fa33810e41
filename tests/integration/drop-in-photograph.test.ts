// The company's guide (pictures/README.md) as a test: a camera-sized photograph saved under the
// name of a drawing, and a build, put it on every page that showed the drawing, as AVIF or WebP
// at the widths the layout uses, within the bytes the drawing had (issue 21, decision 019). The
// site is built in a copy of this checkout, whose pictures cache it shares: only the photograph
// is encoded. (The cache is the checkout's own node_modules/.cache/pictures: the tests'
// environment drops a PICTURES_CACHE_DIR the shell exports.)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureNameAt } from '~/features/pictures/picture-entry';
import { pictureWidths } from '~/features/pictures/picture-widths';
import { defaultCacheFolder, PictureBuild } from '../../scripts/pictures/picture-build';
import { copyCheckout } from '../support/checkout-copy';
import { projectRoot } from '../support/migrations';
import { childEnvironment } from '../support/test-environment';
import { startTestServer, type TestServer } from '../support/test-server';

const picture = 'pages/hero-contact';
/** Pages whose first picture it is: Contact opens with it (each page has its own, issue 22). */
const pagesShowingIt = ['/contact'];

let copy: string;
let server: TestServer;
let drawingStem: string;
/** What the copy's build printed. */
let buildOutput: string;

/**
 * A 4032 × 3024 photograph as a phone takes it (12 megapixels, 3-5 MB): sky, hills and light
 * grain, so it compresses like a photograph rather than like noise.
 */
async function cameraPhotograph(): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const hills = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="#9ec5e8"/><stop offset="1" stop-color="#f3e2c0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#s)"/><path d="M0 1900 Q1000 1300 2000 1800 T4032 1600 V3024 H0Z" fill="#3d7a4f"/><path d="M0 2400 Q1300 1900 2600 2350 T4032 2200 V3024 H0Z" fill="#2a5a3a"/></svg>`;
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .raw()
    .toBuffer();
  return sharp(Buffer.from(hills))
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** The hero's <source> srcsets and <img> in a page's HTML. */
function heroPicture(html: string): { sources: string[]; image: string } {
  const start = html.indexOf('<picture');
  const end = html.indexOf('</picture>', start);
  const markup = html.slice(start, end);
  return {
    sources: [...markup.matchAll(/srcSet="([^"]+)"/gi)].map((match) => match[1] ?? ''),
    image: /<img\b[^>]*>/.exec(markup)?.[0] ?? '',
  };
}

beforeAll(async () => {
  drawingStem = (await new PictureBuild(projectRoot).manifest())[picture]!.stem;
  copy = copyCheckout('drop-in-photograph-');
  const photograph = path.join(copy, 'pictures/photographs', `${picture}.jpg`);
  fs.mkdirSync(path.dirname(photograph), { recursive: true });
  fs.writeFileSync(photograph, await cameraPhotograph());
  fs.writeFileSync(
    path.join(copy, 'pictures/photographs/focal-points.json'),
    JSON.stringify({ [picture]: { x: 0.5, y: 0.6 } }),
  );
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: copy,
    env: childEnvironment({ PICTURES_CACHE_DIR: defaultCacheFolder(projectRoot) }),
    encoding: 'utf8',
  });
  if (build.status !== 0)
    throw new Error(`the copy's build failed:\n${build.stdout}\n${build.stderr}`);
  buildOutput = build.stdout;
  server = await startTestServer({ root: copy });
}, 300_000);

afterAll(async () => {
  await server?.stop();
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

describe('a photograph dropped into pictures/photographs', () => {
  it('is the only picture the copy’s build encodes: the checkout’s come from its cache', () => {
    const counts = /picture files \((\d+) made, (\d+) from the cache\)/.exec(buildOutput);
    expect(counts, buildOutput).not.toBeNull();
    // Each width in each format, the fallback JPEG, and no more.
    expect(Number(counts?.[1])).toBeLessThanOrEqual(pictureWidths.length * 2 + 1);
    expect(Number(counts?.[2])).toBeGreaterThan(0);
  });

  it('was a camera-sized file', () => {
    const photograph = fs.statSync(path.join(copy, 'pictures/photographs', `${picture}.jpg`));
    expect(photograph.size).toBeGreaterThan(2_000_000);
  });

  it.each(pagesShowingIt)(
    'takes the drawing’s place on %s, at the widths the layout uses',
    async (page) => {
      const html = await (await fetch(`${server.url}${page}`)).text();
      const hero = heroPicture(html);
      expect(hero.image).toContain(`src="/images/${picture}.jpg"`);
      // The drawing's proportions (3:2), at the largest width made.
      expect(hero.image).toContain('width="1190"');
      expect(hero.image).toContain('height="793"');
      expect(hero.sources.length).toBeGreaterThan(0);
      for (const srcset of hero.sources) {
        expect(srcset).not.toContain(drawingStem);
        expect(srcset).toMatch(
          /\/assets\/pictures\/hero-contact-[0-9a-f]{10}-\d+\.(avif|webp) \d+w/,
        );
      }
    },
  );

  it('serves each file at its width, in the drawing’s proportions, at about a byte for five pixels', async () => {
    const html = await (await fetch(`${server.url}/contact`)).text();
    const candidates = heroPicture(html).sources.flatMap((srcset) =>
      srcset.split(', ').map((candidate) => {
        const [url = '', width = ''] = candidate.split(' ');
        return { url, width: Number.parseInt(width, 10) };
      }),
    );
    for (const { url, width } of candidates) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status).toBe(200);
      const file = Buffer.from(await response.arrayBuffer());
      const metadata = await sharp(file).metadata();
      expect(metadata.width, url).toBe(width);
      const height = Math.round((width * 2) / 3);
      expect(metadata.height, url).toBe(height);
      // About a byte for every five pixels: a 780 px file (what a phone at density 2 takes) is
      // under 80 KB, against the 4 MB the camera gave.
      expect(file.length, url).toBeLessThan((width * height) / 5);
    }
    const fallback = await fetch(`${server.url}/images/${picture}.jpg`);
    expect(fallback.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await fallback.arrayBuffer())).metadata()).width).toBe(1190);
    expect(pictureNameAt(`/images/${picture}.jpg`)).toBe(picture);
  });
});
