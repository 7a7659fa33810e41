import type { MetaDescriptor } from '@remix-run/node';
import { site } from '~/config/site';
import {
  certificateStatus,
  certifications,
  formatCalendarDate,
} from '~/content/catalogue/certifications';
import { formatNetWeight } from '~/content/spec-sheets/packing';
import {
  moistureCharacteristic,
  moistureLimits,
  originOutsideTeaRegions,
  qualityStandards,
  residueStatement,
  shelfLifeMonths,
  storage,
} from '~/content/spec-sheets/quality-standards';
import type { Brewing, NumberRange, SpecSheetFacts, TeaType } from '~/content/spec-sheets/types';
import { pageMeta } from '../../seo/page-meta';
import { findTeaRegion, formatElevationBand, type TeaRegion } from '~/content/tea-regions';

/**
 * A spec sheet as the page, the PDF and the JSON-LD all read it: built once, on the server, from
 * the typed facts, so the three never disagree. Every value is plain text.
 */
export interface SpecSheetEntry {
  label: string;
  value: string;
  /** Where the label links to on the page (a region). */
  href?: string;
}

export interface SpecSheetSection {
  id: string;
  title: string;
  entries: readonly SpecSheetEntry[];
  /** A paragraph under the entries. */
  note?: string;
}

export interface SpecSheet {
  name: string;
  /** 'Ceylon black tea, orthodox', under the name. */
  kind: string;
  summary: string;
  path: string;
  /** The page the sheet belongs to, which it links back to. */
  parent: SheetParent;
  pdfPath: string;
  pdfFileName: string;
  /** The day the sheet was made, which the certificates are checked against: '23 November 2026'. */
  issued: string;
  /** The same day as YYYY-MM-DD. */
  issuedOn: string;
  sections: readonly SpecSheetSection[];
}

/** What a grade card or product page shows of a sheet: the tea's regions and where the sheet is. */
export interface SpecSheetLinks {
  specSheetPath: string;
  regions: readonly TeaRegion[];
}

export interface SheetParent {
  path: string;
  name: string;
}

/** What a sheet is about: a grade or a product, with its page and its facts. */
export interface SpecSheetSubject {
  name: string;
  summary: string;
  path: string;
  parent: SheetParent;
  pdfPath: string;
  facts: SpecSheetFacts;
}

const teaKinds: Readonly<Record<TeaType, string>> = {
  black: 'Ceylon black tea, orthodox',
  green: 'Ceylon green tea',
  herbal: 'Herbal infusion from Sri Lanka, no tea leaf',
};

/** '95-100' or '4'. */
function formatRange({ from, to }: NumberRange): string {
  return from === to ? String(from) : `${from}-${to}`;
}

function formatBrewing(brewing: Brewing): string {
  const minutes = brewing.minutes.to === 1 ? 'minute' : 'minutes';
  return `${brewing.grams} g to ${brewing.millilitres} ml of water at ${formatRange(brewing.celsius)}°C for ${formatRange(brewing.minutes)} ${minutes}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The regions a grade or product is grown in, in the order its facts name them. */
export function regionsOf(facts: Pick<SpecSheetFacts, 'regions'>): TeaRegion[] {
  return facts.regions.flatMap((slug) => findTeaRegion(slug) ?? []);
}

/** Where the Regions page shows a region. */
export function regionHref(region: TeaRegion): string {
  return `/regions#${region.slug}`;
}

function originEntries(facts: SpecSheetFacts): SpecSheetEntry[] {
  const regions = regionsOf(facts);
  if (regions.length === 0) {
    return [{ label: 'Origin', value: originOutsideTeaRegions }];
  }
  return regions.map((region) => ({
    label: region.name,
    value: `${region.elevation} · ${formatElevationBand(region.elevationMetres)}`,
    href: regionHref(region),
  }));
}

function certificationEntries(now: Date): SpecSheetEntry[] {
  return certifications.map((certificate) => ({
    label: certificate.title,
    value: `${certificate.standard}; ${certificate.issuer}; ${certificateStatus(certificate, now)}`,
  }));
}

function standardsSection(teaType: TeaType): SpecSheetSection {
  const standard = qualityStandards[teaType];
  return {
    id: 'standards',
    title: `Standards: ${standard.reference}`,
    entries: [
      ...standard.figures.map((figure) => ({
        label: figure.characteristic,
        value: figure.requirement,
      })),
      { label: moistureCharacteristic, value: moistureLimits[teaType] },
    ],
    note: `${standard.title}. ${standard.basis}`,
  };
}

const contactEntries: readonly SpecSheetEntry[] = [
  { label: 'Company', value: site.legalName },
  {
    label: 'Address',
    value: `${site.headOffice.street}, ${site.headOffice.city} ${site.headOffice.postalCode}, ${site.headOffice.country}`,
  },
  ...site.phones.map((phone) => ({ label: phone.label, value: phone.display })),
  { label: 'Wholesale', value: site.emails.wholesale },
  { label: 'General', value: site.emails.general },
  { label: 'Website', value: site.url.replace(/^https?:\/\//, '') },
];

/** The sheet of a grade or product as it stands at `now`. */
export function buildSpecSheet(subject: SpecSheetSubject, now: Date): SpecSheet {
  const { facts } = subject;
  const fileSlug = subject.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    name: subject.name,
    kind: teaKinds[facts.teaType],
    summary: subject.summary,
    path: subject.path,
    parent: subject.parent,
    pdfPath: subject.pdfPath,
    pdfFileName: `lanka-hills-tea-spec-sheet-${fileSlug}.pdf`,
    issued: formatCalendarDate(now),
    issuedOn: now.toISOString().slice(0, 10),
    sections: [
      {
        id: 'product',
        title: 'Product',
        entries: [
          { label: 'Name', value: subject.name },
          { label: 'Grade', value: facts.grade },
          { label: 'Type', value: teaKinds[facts.teaType] },
        ],
      },
      { id: 'origin', title: 'Origin and elevation', entries: originEntries(facts) },
      {
        id: 'leaf-and-cup',
        title: 'Leaf and cup',
        entries: [
          { label: 'Dry leaf', value: facts.leafAppearance },
          { label: 'Liquor', value: facts.liquor },
          { label: 'Infused leaf', value: facts.infusedLeaf },
        ],
      },
      {
        id: 'brewing',
        title: 'Suggested brewing',
        entries: [{ label: 'Per cup', value: formatBrewing(facts.brewing) }],
      },
      {
        id: 'packing',
        title: 'Packing and net weights',
        entries: facts.packing.map((format) => ({
          label: capitalise(format.container),
          value: `${formatNetWeight(format.netGrams)} net`,
        })),
      },
      {
        id: 'shelf-life',
        title: 'Shelf life and storage',
        entries: [
          {
            label: 'Shelf life',
            value: `${shelfLifeMonths[facts.teaType]} months from packing, unopened`,
          },
          { label: 'Storage', value: storage },
        ],
      },
      standardsSection(facts.teaType),
      {
        id: 'residues',
        title: 'Maximum residue levels',
        entries: [],
        note: residueStatement,
      },
      { id: 'certifications', title: 'Certifications', entries: certificationEntries(now) },
      { id: 'contact', title: 'Contact', entries: contactEntries },
    ],
  };
}

/** The page's title and description, or the 404 screen's when there is no sheet. */
export function specSheetMeta(sheet: SpecSheet | undefined): MetaDescriptor[] {
  if (!sheet) {
    return pageMeta({
      title: '404 Page Not Found',
      description: 'The page you asked for does not exist.',
    });
  }
  return pageMeta({
    title: `${sheet.name} Spec Sheet`,
    description: `Specification of ${sheet.name}, ${sheet.kind.toLowerCase()}: origin and elevation, leaf and liquor, brewing, packing and net weights, standards, residues and certificates, with a PDF.`,
  });
}
