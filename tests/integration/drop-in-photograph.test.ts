// The company's guide (pictures/README.md) as a test: a camera-sized photograph saved under the
// name of a drawing, and a build, put it on every page that showed the drawing, as AVIF or WebP
// at the widths the layout uses, within the bytes the drawing had (issue 21, decision 019); a
// portrait saved under a person's name replaces their initials at the portrait's own widths. The
// site is built in a copy of this checkout, whose pictures cache it shares: only the photograph
// is encoded. (The cache is the checkout's own node_modules/.cache/pictures: the tests'
// environment drops a PICTURES_CACHE_DIR the shell exports.)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureNameAt } from '~/features/pictures/picture-entry';
import { people, personPicture } from '~/content/company-facts/people';
import { pictureWidths, portraitWidths } from '~/features/pictures/picture-widths';
import { defaultCacheFolder, PictureBuild } from '../../scripts/pictures/picture-build';
import { copyCheckout } from '../support/checkout-copy';
import { projectRoot } from '../support/migrations';
import { childEnvironment } from '../support/test-environment';
import { startTestServer, type TestServer } from '../support/test-server';

const picture = 'pages/hero-contact';
/** Pages whose first picture it is: Contact opens with it (each page has its own, issue 22). */
const pagesShowingIt = ['/contact'];
/** The first person the facts name gets a portrait; the second keeps their initials. */
const [photographed, unphotographed] = people;
/** The portrait's picture name, from the card's own address for it (`people/export-sales`). */
const portraitOf = (person: typeof photographed) =>
  pictureNameAt(personPicture({ id: person?.id ?? '' })) ?? '';
const portrait = portraitOf(photographed);

let copy: string;
let server: TestServer;
let drawingStem: string;
/** What the copy's build printed. */
let buildOutput: string;

/**
 * A 12-megapixel photograph as a phone takes it (3-5 MB), 4032 × 3024 or, held upright, 3024 ×
 * 4032: sky, hills and light grain, so it compresses like a photograph rather than like noise.
 */
async function cameraPhotograph(width = 4032, height = 3024): Promise<Buffer> {
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

/** The <source> srcsets and <img> of the first <picture> in some HTML: a page's hero, a card's portrait. */
function firstPicture(html: string): { sources: string[]; image: string } {
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
  const portraitFile = path.join(copy, 'pictures/photographs', `${portrait}.jpg`);
  fs.mkdirSync(path.dirname(portraitFile), { recursive: true });
  fs.writeFileSync(portraitFile, await cameraPhotograph(3024, 4032));
  fs.writeFileSync(
    path.join(copy, 'pictures/photographs/focal-points.json'),
    JSON.stringify({ [picture]: { x: 0.5, y: 0.6 }, [portrait]: { x: 0.5, y: 0.3 } }),
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
  it('are the only pictures the copy’s build encodes: the checkout’s come from its cache', () => {
    const counts = /picture files \((\d+) made, (\d+) from the cache\)/.exec(buildOutput);
    expect(counts, buildOutput).not.toBeNull();
    // Each width in each format, the fallback JPEG, and no more, for the two photographs.
    expect(Number(counts?.[1])).toBeLessThanOrEqual(
      pictureWidths.length * 2 + 1 + portraitWidths.length * 2 + 1,
    );
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
      const hero = firstPicture(html);
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
    const candidates = firstPicture(html).sources.flatMap((srcset) =>
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

  it('puts a person’s portrait in place of their initials, at twice its 48 px at most', async () => {
    const html = await (await fetch(`${server.url}/contact`)).text();
    const cards = html.split('<li data-testid="person"').slice(1);
    const cardOf = (name = '') => cards.find((card) => card.includes(`>${name}<`)) ?? '';
    const shown = firstPicture(cardOf(photographed?.name));
    expect(shown.image).toContain(`src="/images/${portrait}.jpg"`);
    expect(shown.image).toContain('width="96"');
    expect(shown.image).toContain('height="96"');
    expect(cardOf(photographed?.name)).toContain('sizes="48px"');
    expect(cardOf(photographed?.name)).not.toContain('data-initials');
    expect(cardOf(unphotographed?.name)).toContain('data-initials');
    expect(shown.sources.length).toBeGreaterThan(0);
    for (const srcset of shown.sources) {
      const candidates = srcset.split(', ').map((candidate) => candidate.split(' '));
      expect(candidates.map(([, width]) => width)).toEqual(portraitWidths.map((w) => `${w}w`));
      for (const [url = '', width = ''] of candidates) {
        const file = Buffer.from(await (await fetch(`${server.url}${url}`)).arrayBuffer());
        const metadata = await sharp(file).metadata();
        const side = Number.parseInt(width, 10);
        expect([metadata.width, metadata.height], url).toEqual([side, side]);
        expect(file.length, url).toBeLessThan(8_000);
      }
    }
  });

  it('takes the person off the launch check’s list of people without a photograph', () => {
    const check = spawnSync('npm', ['run', '--silent', 'launch-check'], {
      cwd: copy,
      env: childEnvironment(),
      encoding: 'utf8',
    });
    expect(check.stdout).not.toContain(`pictures/photographs/${portrait}.jpg`);
    expect(check.stdout).toContain(`pictures/photographs/${portraitOf(unphotographed)}.jpg`);
  });
});
