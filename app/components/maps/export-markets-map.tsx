import { FramedImage } from '~/components/pages/framed-image';
import { globalNetwork } from '~/content/about';
import { useTranslation } from '~/i18n/translations';
import { containerSlot } from '~/features/pictures/picture-slots';

/** The map spans the page container. */
const mapPictureSlot = containerSlot([{ fromViewport: 0, share: 1 }]);

/** One entry of the key: a swatch drawn like the map's mark, and what it means. */
function KeyEntry({ swatchClassName, children }: { swatchClassName: string; children: string }) {
  return (
    <li className="flex items-center gap-2">
      <span className={`inline-block shrink-0 ${swatchClassName}`} />
      {children}
    </li>
  );
}

/**
 * About's world map: our export markets filled in on Natural Earth's countries, and Colombo
 * marked (`npm run maps`). Drawn as an SVG, it is served like every picture, as AVIF or WebP at
 * the width shown (decision 019), loaded lazily below the fold. Its alternative text says what
 * it shows; the key repeats that for the eye only; the caption names the data. The markets are
 * named in words beside it (About's list), for screen readers and text browsers too. Its words are
 * About's (`network.map`); the map itself keeps its Latin place names in every language.
 */
export function ExportMarketsMap({ className = '' }: { className?: string }) {
  const { t } = useTranslation('about');
  return (
    <figure className={className}>
      <FramedImage
        src="/images/maps/export-markets.jpg"
        alt={t('network.map.alt', { count: globalNetwork.markets.length })}
        slot={mapPictureSlot}
      />
      <ul
        aria-hidden="true"
        className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-ink/75"
      >
        <KeyEntry swatchClassName="size-3 rounded-full bg-copper-600 ring-2 ring-white">
          {t('network.map.keyColombo')}
        </KeyEntry>
        <KeyEntry swatchClassName="size-3 rounded-sm bg-tea-600">
          {t('network.map.keyMarkets')}
        </KeyEntry>
      </ul>
      <figcaption className="mt-3 text-center text-sm text-ink/75">
        {t('network.map.caption')}
      </figcaption>
    </figure>
  );
}
