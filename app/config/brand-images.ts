/**
 * The brand's raster pictures, drawn by `npm run images:brand` (scripts/make-brand-images.ts)
 * from public/favicon.svg and the share card's own SVG. The script writes these very paths.
 */

/** The picture link previews (Open Graph, Twitter) show for every page. */
export const shareImage = {
  path: '/images/og/default.jpg',
  width: 1200,
  height: 630,
  type: 'image/jpeg',
} as const;

/** iOS puts its own corners on this one, so it is drawn square on the page colour. */
export const appleTouchIcon = { path: '/apple-touch-icon.png', size: 180 } as const;

/** The web app manifest's icons; the largest is also the logo in the JSON-LD. */
export const appIcons = [
  { path: '/icons/icon-192.png', size: 192 },
  { path: '/icons/icon-512.png', size: 512 },
] as const;

/** The organisation's logo for search engines: the largest icon. */
export const logo = appIcons[1];
