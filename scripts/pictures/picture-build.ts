/**
 * Makes the site's picture files and their manifest (decision 019). Every file's name carries a
 * hash of its source and the encoder settings, so a file once made is kept in a cache folder
 * (node_modules/.cache/pictures, or PICTURES_CACHE_DIR) and only a changed picture is made again.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Sharp } from 'sharp';
import {
  fallbackPictureUrl,
  fallbackPictureWidth,
  pictureFileName,
  picturesPath,
  type PictureEntry,
  type PictureFormat,
} from '../../app/features/pictures/picture-entry';
import { pictureWidths, pictureWidthsUpTo } from '../../app/features/pictures/picture-widths';
import {
  averageColor,
  drawnOnce,
  encode,
  encoderSettingsFor,
  heightAt,
  openPicture,
  type EncoderSettings,
  type FileFormat,
  type OpenPicture,
} from './render';
import { findPictureSources, type PictureSource } from './sources';

/** A file to write under the build's client folder, and how to make it. */
export type PictureFile = { fileName: string; name: string; width: number; format: FileFormat };

/** The name a file is kept under in the cache: its picture's stem, width and format. */
const cacheName = (stem: string, width: number, format: FileFormat) => `${stem}-${width}.${format}`;

/**
 * The width at which AVIF and WebP are compared. AVIF is offered only where it is at least a tenth
 * smaller: for flat drawings WebP usually wins, for photographs AVIF does (decision 019). It is
 * one of the widths pictures are made at (the type says so), so the files compared are kept.
 */
const comparisonWidth: (typeof pictureWidths)[number] = 624;
const avifAdvantage = 0.9;

export function defaultCacheFolder(root: string): string {
  return process.env.PICTURES_CACHE_DIR ?? path.join(root, 'node_modules', '.cache', 'pictures');
}

function sourceHash(source: PictureSource): string {
  const hash = createHash('sha256').update(JSON.stringify(encoderSettingsFor(source.name)));
  hash.update(fs.readFileSync(source.drawing));
  if (source.photograph) {
    hash.update(fs.readFileSync(source.photograph)).update(JSON.stringify(source.focalPoint));
  }
  return hash.digest('hex').slice(0, 10);
}

/** Runs `work` on every item, as many at once as the machine has processors. */
async function eachAtOnce<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) await work(items[index] as T);
  };
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));
}

type Described = { source: PictureSource; entry: PictureEntry };

/**
 * What the build learns of a picture by drawing it, all its entry needs besides the widths (which
 * follow from `largestWidth`, so a change to the list of widths draws nothing again).
 */
type PictureFacts = {
  aspect: number;
  /** The photograph's width once cropped; null for a drawing, which has no limit. */
  largestWidth: number | null;
  color: string;
  formats: PictureFormat[];
};
const factsSuffix = '.facts.json';

export class PictureBuild {
  private described?: Promise<Map<string, Described>>;
  private readonly opened = new Map<string, Promise<OpenPicture>>();
  /** How many files were made this time, and how many came from the cache. */
  readonly counts = { made: 0, cached: 0 };

  /**
   * A cache shared through PICTURES_CACHE_DIR (CI's second checkout, a test's copy) is never
   * pruned: another checkout, with other pictures, may be reading it.
   */
  constructor(
    private readonly root: string,
    private readonly cacheFolder = defaultCacheFolder(root),
    private readonly prunesCache = process.env.PICTURES_CACHE_DIR === undefined,
  ) {}

  /** Every picture's entry, by name. */
  async manifest(): Promise<Record<string, PictureEntry>> {
    const described = await this.describeAll();
    return Object.fromEntries([...described].map(([name, { entry }]) => [name, entry]));
  }

  /** Every file the site links to: each picture at each width in each of its formats, and its JPEG. */
  async files(): Promise<PictureFile[]> {
    const files: PictureFile[] = [];
    for (const [name, { entry }] of await this.describeAll()) {
      for (const format of entry.formats) {
        for (const width of entry.widths) {
          files.push({ fileName: this.assetName(entry, width, format), name, width, format });
        }
      }
      const fallbackWidth = Math.min(fallbackPictureWidth, entry.width);
      files.push({
        fileName: fallbackPictureUrl(name).slice(1),
        name,
        width: fallbackWidth,
        format: 'jpeg',
      });
    }
    return files;
  }

  /** The file's bytes, from the cache or made now; undefined for a name the site never links to. */
  async contents(fileName: string): Promise<Buffer | undefined> {
    const file = (await this.files()).find((candidate) => candidate.fileName === fileName);
    if (!file) return undefined;
    return (await this.make(file.name, file.width, [file.format])).get(file.format);
  }

  /**
   * Makes (or finds in the cache) every file, calling `write` with each. A picture at a time per
   * processor, each width drawn once for all its formats, each picture let go once its files are
   * made: a decoded photograph can take 100 MB.
   */
  async makeAll(write: (file: PictureFile, contents: Buffer) => void): Promise<void> {
    const byPicture = new Map<string, PictureFile[]>();
    for (const file of await this.files()) {
      byPicture.set(file.name, [...(byPicture.get(file.name) ?? []), file]);
    }
    await eachAtOnce([...byPicture], async ([name, files]) => {
      const widths = [...new Set(files.map((file) => file.width))];
      for (const width of widths) {
        const atWidth = files.filter((file) => file.width === width);
        const contents = await this.make(
          name,
          width,
          atWidth.map((file) => file.format),
        );
        for (const file of atWidth) write(file, contents.get(file.format) as Buffer);
      }
      this.opened.delete(name);
    });
    if (!this.prunesCache) return;
    const described = await this.describeAll();
    this.pruneCache(
      new Set(
        (await this.files()).map((file) =>
          cacheName(described.get(file.name)?.entry.stem ?? '', file.width, file.format),
        ),
      ),
    );
  }

  /**
   * Deletes what the cache keeps for pictures or widths the site no longer has (a replaced
   * drawing, a changed encoder setting). The fallback JPEGs are cached under their stems, like
   * every other file, and each picture's facts as `<stem>.facts.json`.
   */
  private pruneCache(kept: Set<string>): void {
    if (!fs.existsSync(this.cacheFolder)) return;
    const stems = new Set([...kept].map((file) => file.replace(/-\d+\.\w+$/, '')));
    // A file is kept if a picture of this build links to it; facts if their picture is here.
    for (const file of fs.readdirSync(this.cacheFolder)) {
      const isFacts = file.endsWith(factsSuffix);
      if (isFacts ? !stems.has(file.slice(0, -factsSuffix.length)) : !kept.has(file)) {
        fs.rmSync(path.join(this.cacheFolder, file), { force: true });
      }
    }
  }

  private assetName(entry: PictureEntry, width: number, format: PictureFormat): string {
    return `${picturesPath.slice(1)}/${pictureFileName(entry.stem, width, format)}`;
  }

  private describeAll(): Promise<Map<string, Described>> {
    this.described ??= (async () => {
      const sources = findPictureSources(this.root);
      const described = new Map<string, Described>();
      await eachAtOnce(sources, async (source) => {
        described.set(source.name, { source, entry: await this.describe(source) });
        this.opened.delete(source.name);
      });
      return new Map([...described].sort(([a], [b]) => a.localeCompare(b)));
    })();
    return this.described;
  }

  private open(source: PictureSource): Promise<OpenPicture> {
    let opened = this.opened.get(source.name);
    if (!opened) {
      opened = openPicture(source);
      this.opened.set(source.name, opened);
    }
    return opened;
  }

  private async describe(source: PictureSource): Promise<PictureEntry> {
    const stem = `${path.posix.basename(source.name)}-${sourceHash(source)}`;
    const facts = await this.factsOf(source, stem);
    const widths = pictureWidthsUpTo(source.name, facts.largestWidth ?? Number.POSITIVE_INFINITY);
    const largest = widths.at(-1) as number;
    return {
      width: largest,
      height: heightAt(largest, facts.aspect),
      color: facts.color,
      stem,
      widths,
      formats: facts.formats,
    };
  }

  /** What drawing the picture tells, from the cache if it has been drawn before. */
  private async factsOf(source: PictureSource, stem: string): Promise<PictureFacts> {
    const cached = path.join(this.cacheFolder, `${stem}${factsSuffix}`);
    if (fs.existsSync(cached)) return JSON.parse(fs.readFileSync(cached, 'utf8')) as PictureFacts;

    const picture = await this.open(source);
    // At most the largest width the picture is made at: a portrait's is 96 px.
    const largestMade = pictureWidthsUpTo(source.name, picture.largestWidth).at(-1) as number;
    const compared = Math.min(comparisonWidth, largestMade);
    const drawn = drawnOnce(async () => picture, compared);
    const sizeAs = async (format: FileFormat) =>
      (
        await this.cachedEncode(
          cacheName(stem, compared, format),
          drawn,
          format,
          encoderSettingsFor(source.name),
        )
      ).length;
    const [avif, webp] = [await sizeAs('avif'), await sizeAs('webp')];
    const facts: PictureFacts = {
      aspect: picture.aspect,
      largestWidth: Number.isFinite(picture.largestWidth) ? picture.largestWidth : null,
      color: await averageColor(picture),
      formats: avif <= webp * avifAdvantage ? ['avif', 'webp'] : ['webp'],
    };
    fs.mkdirSync(this.cacheFolder, { recursive: true });
    fs.writeFileSync(cached, JSON.stringify(facts));
    return facts;
  }

  /** The picture at one width in each format asked for, drawn only if one is not in the cache. */
  private async make(
    name: string,
    width: number,
    formats: readonly FileFormat[],
  ): Promise<Map<FileFormat, Buffer>> {
    const described = (await this.describeAll()).get(name);
    if (!described) throw new Error(`No picture is named ${name}`);
    const drawn = drawnOnce(() => this.open(described.source), width);
    const contents = new Map<FileFormat, Buffer>();
    for (const format of formats) {
      const name = cacheName(described.entry.stem, width, format);
      contents.set(
        format,
        await this.cachedEncode(name, drawn, format, encoderSettingsFor(described.source.name)),
      );
    }
    return contents;
  }

  private async cachedEncode(
    cacheName: string,
    drawn: () => Promise<Sharp>,
    format: FileFormat,
    settings: EncoderSettings,
  ): Promise<Buffer> {
    const cached = path.join(this.cacheFolder, cacheName);
    if (fs.existsSync(cached)) {
      this.counts.cached += 1;
      return fs.readFileSync(cached);
    }
    const contents = await encode(await drawn(), format, settings);
    fs.mkdirSync(this.cacheFolder, { recursive: true });
    // Written under a temporary name and renamed, so a build cut off midway leaves no torn file.
    const partial = `${cached}.${process.pid}.partial`;
    fs.writeFileSync(partial, contents);
    fs.renameSync(partial, cached);
    this.counts.made += 1;
    return contents;
  }
}
