import { formatAddress, site } from '~/config/site';
import { MapPinIcon } from '~/components/ui/icons';
import { Container } from '~/components/ui/container';

/** The 'Find Us' box: 500 px high, a map placeholder with the address (no third-party map). */
export function FindUs() {
  return (
    <section aria-labelledby="find-us-title" className="bg-cream-100">
      <Container className="py-16">
        <h2 id="find-us-title" className="text-center text-3xl font-semibold sm:text-4xl">
          Find Us
        </h2>
        <div
          data-testid="map-box"
          className="relative mt-10 flex h-[500px] items-center justify-center overflow-hidden rounded-2xl border border-tea-200 bg-tea-50"
        >
          <svg
            aria-hidden="true"
            className="absolute inset-0 h-full w-full text-tea-200"
            preserveAspectRatio="none"
            viewBox="0 0 400 200"
          >
            <path
              d="M0 140 C80 110 120 170 200 130 S320 90 400 120 M0 60 C90 90 150 30 230 70 S340 40 400 60 M120 0 C130 60 100 120 140 200 M290 0 C270 80 310 130 280 200"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            />
          </svg>
          <div className="relative mx-4 max-w-sm rounded-2xl bg-white/95 p-6 text-center shadow-lg">
            <MapPinIcon width={32} height={32} className="mx-auto text-copper-600" />
            <p className="mt-3 font-display text-xl font-semibold text-tea-900">Interactive Map</p>
            <p className="mt-2 text-ink/80">{formatAddress(site.headOffice)}</p>
          </div>
        </div>
      </Container>
    </section>
  );
}
