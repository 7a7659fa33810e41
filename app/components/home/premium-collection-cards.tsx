import { Link } from '@remix-run/react';
import { PageSection } from '~/components/pages/page-section';
import { SectionHeading } from '~/components/ui/section-heading';
import {
  premiumCollections,
  type PremiumCollection,
} from '~/content/catalogue/premium-collections';

/** Spec §2: on the home page the ADRA card leads to the Adra products page, not to its collection. */
function homeCardLink(collection: PremiumCollection): string {
  return collection.slug === 'adra-tea' ? '/products/adra' : collection.path;
}

/** Home, section 5: the six premium collections, each card a link. */
export function PremiumCollectionCards() {
  return (
    <PageSection tone="cream" labelledBy="premium-collections-title">
      <SectionHeading
        id="premium-collections-title"
        eyebrow="Our Teas"
        title="Premium Collections"
        intro="From single-region black teas to herbal infusions and our own ADRA brand, each collection is packed in Sri Lanka to export standards."
      />
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {premiumCollections.map((collection) => (
          <li key={collection.slug} data-testid="home-collection">
            <Link
              to={homeCardLink(collection)}
              className="group flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-tea-900/5 transition-shadow hover:shadow-xl"
            >
              <div className={`overflow-hidden ${collection.bgColor}`}>
                <img
                  src={collection.image.src}
                  alt={collection.image.alt}
                  width={collection.image.width}
                  height={collection.image.height}
                  loading="lazy"
                  className="aspect-[4/3] w-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
              </div>
              <div className="flex flex-1 flex-col p-7">
                <h3 className="text-2xl font-semibold">{collection.title}</h3>
                <p className="mt-3 flex-1 leading-relaxed text-ink/75">{collection.description}</p>
                <span className="mt-6 inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-copper-700 group-hover:text-copper-800">
                  Explore the collection
                  <span
                    aria-hidden="true"
                    className="transition-transform group-hover:translate-x-1"
                  >
                    →
                  </span>
                </span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
