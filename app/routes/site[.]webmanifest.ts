import { appIcons } from '~/config/brand-images';
import { site } from '~/config/site';
import { browserColors } from '~/config/ui';

/** The web app manifest: the name and icons a phone uses when the site is added to its home screen. */
export function loader() {
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
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8' },
  });
}
