import { RichText, useTranslation } from '~/i18n/translations';
import { formatAddress, site } from '~/config/site';
import { geoUri, openStreetMapUrl } from '~/components/maps/geography';
import { SriLankaMap } from '~/components/maps/sri-lanka-map';
import { MapPinIcon } from '~/components/ui/icons';
import { Container } from '~/components/ui/container';

const mapLinkClassName =
  'font-semibold text-tea-800 underline underline-offset-4 hover:text-copper-700';

/**
 * The 'Find Us' box: 500 px high, the spec's words 'Interactive Map' with the address, beside a
 * real map of Sri Lanka (drawn on the server, no third-party map) whose regions and office are
 * links. After the address, links that open it in the visitor's own map application (a `geo:`
 * URI) or on OpenStreetMap: plain links, no script.
 */
export function FindUs() {
  const { t } = useTranslation('contact');
  const { coordinates } = site.headOffice;
  return (
    <section aria-labelledby="find-us-title" className="paint-near-screen bg-cream-100">
      <Container className="py-16">
        <h2 id="find-us-title" className="text-center text-3xl font-semibold sm:text-4xl">
          {t('findUs.title')}
        </h2>
        <div
          data-testid="map-box"
          className="mt-10 flex h-[500px] flex-col gap-3 overflow-hidden rounded-2xl border border-tea-200 bg-tea-50 p-3 sm:flex-row sm:items-center sm:justify-center sm:gap-12 sm:p-5"
        >
          <SriLankaMap className="min-h-0 flex-1 sm:h-full sm:flex-none" />
          <div className="rounded-2xl bg-white/95 p-3 text-center shadow-lg sm:max-w-sm sm:p-6">
            {/* On a phone the pin would take height the map needs to keep its labels at 12 px. */}
            <MapPinIcon
              width={32}
              height={32}
              className="mx-auto hidden text-copper-600 sm:block"
            />
            <p className="font-display text-xl font-semibold text-tea-900 sm:mt-3">
              {t('findUs.mapLabel')}
            </p>
            {/* One paragraph, so that on a phone the links share the address's last line: a line
                more would shrink the map below the size its labels are set for. */}
            <p className="mt-1 text-sm text-ink/80 sm:mt-2 sm:text-base">
              {formatAddress(site.headOffice)}.{' '}
              <span className="sm:mt-3 sm:block">
                <RichText
                  text={t('findUs.openIn')}
                  parts={{
                    mapApp: (
                      <a href={geoUri(coordinates, site.brand)} className={mapLinkClassName} />
                    ),
                    osm: <a href={openStreetMapUrl(coordinates)} className={mapLinkClassName} />,
                  }}
                />
              </span>
            </p>
          </div>
        </div>
      </Container>
    </section>
  );
}
