import type { LoaderFunctionArgs } from '@remix-run/node';
import { appIcons } from '~/config/brand-images';
import { site } from '~/config/site';
import { browserColors } from '~/config/ui';
import { respondAndKeep } from '~/lib/page-cache.server';

/** The web app manifest: the name and icons a phone uses when the site is added to its home screen. */
export function loader({ request }: LoaderFunctionArgs) {
  const manifest = {
    name: site.brand,
    short_name: site.brand,
    description: site.tagline,
    start_url: '/',
    display: 'browser',
    theme_color: browserColors.theme,
    background_color: browserColors.background,
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ...appIcons.map((icon) => ({
        src: icon.path,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
      })),
    ],
  };
  const headers = new Headers({ 'Content-Type': 'application/manifest+json; charset=utf-8' });
  return respondAndKeep(request, JSON.stringify(manifest), 200, headers);
}
