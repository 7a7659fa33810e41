import type { MetaFunction } from '@remix-run/node';
import { RequestLinks } from '~/components/requests/request-links';
import { Link } from '@remix-run/react';
import { PageSection } from '~/components/pages/page-section';
import { ContainerLoadCard } from '~/components/trade-terms/container-load-card';
import { SackWeightsTable } from '~/components/trade-terms/sack-weights-table';
import { TermCard } from '~/components/trade-terms/term-card';
import { TermsSection } from '~/components/trade-terms/terms-section';
import { CallToAction } from '~/components/ui/call-to-action';
import { FactList } from '~/components/ui/fact-list';
import { PageHero } from '~/components/ui/page-hero';
import { productLines } from '~/content/catalogue/product-lines';
import {
  containerLoads,
  documentsOnRequest,
  documentsWithEveryShipment,
  incoterms,
  incotermsNote,
  packingFormats,
  paymentNote,
  paymentTerms,
  sackFills,
  samplePolicy,
  smallerLots,
  type ExportDocument,
} from '~/content/trade-terms';
import { lineTerms } from '~/content/line-terms';
import { pageMeta } from '~/seo/page-meta';
import { webPageNode, type StructuredDataHandle } from '~/seo/structured-data';

const page = {
  path: '/trade-terms',
  name: 'Trade Terms',
  description:
    'How we sell Ceylon tea for export: packing and net weights, 20 ft and 40 ft container loads, minimum orders, lead times, FOB, CFR and CIF under Incoterms 2020, payment terms, export documents and samples.',
};

export const meta: MetaFunction = () =>
  pageMeta({ title: page.name, description: page.description });

export const handle: StructuredDataHandle = {
  structuredData: (siteUrl) => [webPageNode(siteUrl, page)],
};

/** The page's parts, in order, for its contents list and their anchors. */
const sections = [
  { id: 'packing', title: 'Packing and Net Weights' },
  { id: 'container-loads', title: 'Container Loads' },
  { id: 'minimum-orders', title: 'Minimum Orders and Lead Times' },
  { id: 'incoterms', title: 'Incoterms' },
  { id: 'payment', title: 'Payment Terms' },
  { id: 'documents', title: 'Export Documents' },
  { id: 'samples', title: 'Samples' },
] as const;

type SectionId = (typeof sections)[number]['id'];

function sectionTitle(id: SectionId): string {
  return sections.find((section) => section.id === id)?.title ?? id;
}

function documentFacts(documents: readonly ExportDocument[]) {
  return documents.map((document) => ({
    label: document.name,
    value: `${document.description} Issued by ${document.issuedBy}.`,
  }));
}

export default function TradeTermsPage() {
  return (
    <>
      <PageHero
        eyebrow="For Importers"
        title="Trade Terms"
        intro="What a buyer needs to know before ordering Ceylon tea from us: how it is packed and shipped, the minimum orders, the Incoterms and payment terms we work on, and the documents that come with every shipment."
        image="/images/pages/hero-trade-terms.jpg"
      />

      <PageSection tone="cream">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:gap-16">
          <p className="text-lg leading-relaxed text-ink/80">
            These are our standard terms. The written quotation or contract for each order confirms
            them, with the price, specification and delivery date, and governs where it differs (see
            our{' '}
            <Link
              to="/terms"
              className="font-semibold text-copper-700 underline underline-offset-4"
            >
              Terms of Service
            </Link>
            ).
          </p>
          <nav aria-labelledby="contents-title" className="rounded-3xl bg-cream-100 p-7">
            <h2
              id="contents-title"
              className="font-sans text-xs font-semibold tracking-[0.2em] text-copper-700 uppercase"
            >
              On this page
            </h2>
            <ol className="mt-4 grid gap-1">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="inline-block py-0.5 text-tea-800 underline-offset-4 hover:text-copper-700 hover:underline"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </div>
      </PageSection>

      <TermsSection id="packing" tone="white" title={sectionTitle('packing')}>
        <FactList
          className="max-w-4xl"
          facts={packingFormats.map((format) => ({
            label: format.name,
            value: `${format.netWeight}. ${format.description}`,
          }))}
        />
        <div className="mt-12">
          <SackWeightsTable fills={sackFills} />
        </div>
      </TermsSection>

      <TermsSection
        id="container-loads"
        tone="sand"
        title={sectionTitle('container-loads')}
        intro="Bulk tea travels in paper sacks on heat-treated pallets, stretch-wrapped, in dry containers with moisture absorbers. How much a container holds depends on the grade: the sacks are the same size, the leaf is not."
      >
        <div className="grid gap-6 lg:grid-cols-2">
          {containerLoads.map((load) => (
            <ContainerLoadCard key={load.name} load={load} fills={sackFills} />
          ))}
        </div>
        <p className="mt-8 max-w-3xl text-lg leading-relaxed text-ink/80">{smallerLots}</p>
      </TermsSection>

      <TermsSection
        id="minimum-orders"
        tone="cream"
        title={sectionTitle('minimum-orders')}
        intro="Lead times run to the date the tea is ready to ship from Colombo."
      >
        <div className="grid gap-6 lg:grid-cols-2">
          {productLines.map((line) => (
            <TermCard
              key={line.slug}
              title={
                <Link to={line.path} className="underline underline-offset-4 hover:text-copper-700">
                  {line.tabLabel}
                </Link>
              }
            >
              <FactList
                className="mt-6"
                facts={[
                  { label: 'Minimum order', value: lineTerms[line.slug].minimumOrder },
                  { label: 'Lead time', value: lineTerms[line.slug].leadTime },
                ]}
              />
            </TermCard>
          ))}
        </div>
      </TermsSection>

      <TermsSection
        id="incoterms"
        tone="white"
        title={sectionTitle('incoterms')}
        intro={incotermsNote}
      >
        <div className="grid gap-6 lg:grid-cols-3">
          {incoterms.map((term) => (
            <TermCard key={term.code} title={term.quotedAs} subtitle={term.name}>
              <FactList
                className="mt-6"
                facts={[
                  { label: 'We arrange', value: term.weArrange },
                  { label: 'You arrange', value: term.youArrange },
                  { label: 'Risk passes', value: term.riskPasses },
                ]}
              />
            </TermCard>
          ))}
        </div>
      </TermsSection>

      <TermsSection id="payment" tone="sand" title={sectionTitle('payment')} intro={paymentNote}>
        <FactList
          className="max-w-4xl"
          facts={paymentTerms.map((term) => ({ label: term.name, value: term.description }))}
        />
      </TermsSection>

      <TermsSection id="documents" tone="cream" title={sectionTitle('documents')}>
        <h3 className="text-2xl font-semibold">With every shipment</h3>
        <FactList className="mt-6 max-w-4xl" facts={documentFacts(documentsWithEveryShipment)} />
        <h3 className="mt-12 text-2xl font-semibold">On request, or where your market requires</h3>
        <FactList className="mt-6 max-w-4xl" facts={documentFacts(documentsOnRequest)} />
      </TermsSection>

      <TermsSection id="samples" tone="white" title={sectionTitle('samples')}>
        <FactList
          className="max-w-4xl"
          facts={samplePolicy.map((rule) => ({ label: rule.name, value: rule.description }))}
        />
      </TermsSection>

      <CallToAction
        title="Ask for an offer"
        text="Tell us the teas, the quantity per shipment, the packing and your port, and we will come back with samples and a price on the Incoterm you choose."
      >
        <RequestLinks variant="accent" />
      </CallToAction>
    </>
  );
}
