/**
 * The pictures as part of the Vite build (decision 019): `virtual:pictures` is the manifest the
 * Picture component reads; the client build writes every picture file beside the scripts; the
 * development server makes each file when a page first asks for it.
 */
import type { Plugin } from 'vite';
import { compactPictureEntry, picturesPath } from '../../app/features/pictures/picture-entry';
import { PictureBuild } from './picture-build';
import { findPictureSources } from './sources';

const moduleId = 'virtual:pictures';
const resolvedId = `\0${moduleId}`;

const contentTypes: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

export function pictures({ root = process.cwd() }: { root?: string } = {}): Plugin {
  const build = new PictureBuild(root);
  let writesFiles = false;
  return {
    name: 'tea-pictures',
    configResolved(config) {
      writesFiles = config.command === 'build' && !config.build.ssr;
    },
    resolveId(id) {
      return id === moduleId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      const manifest = Object.entries(await build.manifest()).map(
        ([name, entry]) => [name, compactPictureEntry(entry)] as const,
      );
      // The pictures the company has photographed: a person's card shows their initials until
      // their photograph is in (app/components/contact/export-team.tsx).
      const photographed = findPictureSources(root)
        .filter((source) => source.photograph)
        .map((source) => source.name);
      return (
        `export const pictures = ${JSON.stringify(Object.fromEntries(manifest))};\n` +
        `export const photographed = ${JSON.stringify(photographed)};`
      );
    },
    async generateBundle() {
      if (!writesFiles) return;
      const started = Date.now();
      await build.makeAll((file, contents) => {
        this.emitFile({ type: 'asset', fileName: file.fileName, source: contents });
      });
      const { made, cached } = build.counts;
      this.info(
        `${made + cached} picture files (${made} made, ${cached} from the cache) in ${Date.now() - started} ms`,
      );
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const url = request.url?.split('?')[0] ?? '';
        if (!url.startsWith(`${picturesPath}/`) && !url.startsWith('/images/')) return next();
        try {
          const contents = await build.contents(decodeURIComponent(url.slice(1)));
          if (!contents) return next();
          response.setHeader(
            'Content-Type',
            contentTypes[url.split('.').pop() ?? ''] ?? 'application/octet-stream',
          );
          response.end(contents);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
