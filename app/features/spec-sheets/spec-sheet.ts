import type { MetaDescriptor } from '@remix-run/node';
import { site } from '~/config/site';
import { certifications, isCertificateCurrent } from '~/content/catalogue/certifications';
import { formatNetWeight } from '~/content/spec-sheets/packing';
import { qualityStandards, shelfLifeMonths } from '~/content/spec-sheets/quality-standards';
import type { Resources } from '~/i18n/resources';
import type { Translate } from '~/i18n/translator';
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
  /** The page's title and description, in its language. */
  meta: { title: string; description: string };
}

/** What a grade card or product page shows of a sheet: the tea's regions and where the sheet is. */
export interface SpecSheetLinks {
  specSheetPath: string;
  regions: readonly TeaRegion[];
  /**
   * The links' words (specSheets.json's `links`) where the page does not send that namespace:
   * a product page gets them with the links from `productSpecSheetLinks`.
   */
  words?: SpecSheetLinkWords;
}

export type SpecSheetLinkWords = Resources['specSheets']['links'];

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

/**
 * The sheet's words in the page's language (sheetFacts.json), with the frame's for the phone
 * lines' names (common.json): the English PDF and JSON-LD, and a twin's page, are built alike.
 */
export interface SheetWords {
  t: Translate<'sheetFacts'>;
  common: Translate<'common'>;
  /** The certificates' standards and issuers (credentials.json). */
  credentials: Translate<'credentials'>;
  /** How the language writes figures and dates: Latin digits, its own grouping and months. */
  locale: string;
}

/** '95-100' or '4'. */
function formatRange({ from, to }: NumberRange): string {
  return from === to ? String(from) : `${from}-${to}`;
}

function formatBrewing(brewing: Brewing, { t }: SheetWords): string {
  return t('values.brewing', {
    grams: brewing.grams,
    millilitres: brewing.millilitres,
    celsius: formatRange(brewing.celsius),
    minutes: formatRange(brewing.minutes),
    count: brewing.minutes.to,
  });
}

/** '14 March 2028', in UTC as the certificates' dates are written, in the sheet's language. */
function formatDate(date: Date, { locale }: SheetWords): string {
  return date.toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The regions a grade or product is grown in, in the order its facts name them. */
export function regionsOf(facts: Pick<SpecSheetFacts, 'regions'>): TeaRegion[] {
  return facts.regions.flatMap((slug) => findTeaRegion(slug) ?? []);
}

/** Where the Regions page shows a region. */
export function regionHref(region: TeaRegion): string {
  return `/regions#${region.slug}`;
}

function originEntries(facts: SpecSheetFacts, words: SheetWords): SpecSheetEntry[] {
  const { t } = words;
  const regions = regionsOf(facts);
  if (regions.length === 0) {
    return [{ label: t('labels.origin'), value: t('values.originOutsideTeaRegions') }];
  }
  return regions.map((region) => ({
    label: region.name,
    value: t('values.origin', {
      elevation: t(`elevation.${region.elevation}`),
      band: formatElevationBand(region.elevationMetres, t.group('band'), words.locale),
    }),
    href: regionHref(region),
  }));
}

/**
 * Each certificate: its name, standard and issuer as the company's facts write them (in the
 * sheet's language from credentials.json, whose English the facts' is), and what a buyer may
 * rely on at `now` (`certificateStatus`), in the sheet's words.
 */
function certificationEntries(now: Date, words: SheetWords): SpecSheetEntry[] {
  const { t } = words;
  const texts: Partial<Record<string, { standard?: string; issuer: string }>> =
    words.credentials.group('certificates');
  return certifications.map((certificate) => {
    const text = texts[certificate.title];
    const status = isCertificateCurrent(certificate, now)
      ? t('values.certificateCurrent', {
          number: certificate.number,
          date: formatDate(new Date(`${certificate.validUntil}T00:00:00Z`), words),
        })
      : t('values.certificateRenewal');
    return {
      label: certificate.title,
      value: `${text?.standard ?? certificate.standard}; ${text?.issuer ?? certificate.issuer}; ${status}`,
    };
  });
}

/** The standard's figures by their key in sheetFacts.json, as `qualityStandards` lists them. */
const figureKeys = {
  'Water extract': 'waterExtract',
  'Total ash': 'totalAsh',
  'Water-soluble ash': 'waterSolubleAsh',
  'Alkalinity of water-soluble ash': 'alkalinity',
  'Acid-insoluble ash': 'acidInsolubleAsh',
  'Crude fibre': 'crudeFibre',
  'Total polyphenols': 'polyphenols',
  'Total catechins': 'catechins',
  'Catechins to polyphenols': 'catechinRatio',
} as const;

export type StandardFigureKey = (typeof figureKeys)[keyof typeof figureKeys];

export function standardFigureKey(characteristic: string): StandardFigureKey {
  const key = (figureKeys as Record<string, StandardFigureKey>)[characteristic];
  if (!key) throw new Error(`No translation key for the standard's figure ${characteristic}`);
  return key;
}

function standardsSection(teaType: TeaType, { t }: SheetWords): SpecSheetSection {
  const standard = qualityStandards[teaType];
  const reference = teaType === 'herbal' ? t('standards.herbal.reference') : standard.reference;
  return {
    id: 'standards',
    title: t('sections.standards', { reference }),
    entries: [
      ...standard.figures.map((figure) => {
        const key = standardFigureKey(figure.characteristic);
        return {
          label: t(`standards.figures.${key}.characteristic`),
          value: t(`standards.figures.${key}.requirement`),
        };
      }),
      {
        label: t('standards.moisture.characteristic'),
        value: t(`standards.moisture.${teaType}`),
      },
    ],
    note: `${t(`standards.${teaType}.title`)}. ${t(`standards.${teaType}.basis`)}`,
  };
}

/** The head office as every sheet writes it, in Latin letters in every language. */
export const sheetAddress = `${site.headOffice.street}, ${site.headOffice.city} ${site.headOffice.postalCode}, ${site.headOffice.country}`;

/** The site's address without its scheme. */
export const sheetWebsite = site.url.replace(/^https?:\/\//, '');

function contactEntries({ t, common }: SheetWords): SpecSheetEntry[] {
  return [
    { label: t('labels.company'), value: site.legalName },
    { label: t('labels.address'), value: sheetAddress },
    ...site.phones.map((phone) => ({
      label: common(`company.phones.${phone.label}` as Parameters<typeof common>[0]),
      value: phone.display,
    })),
    { label: t('labels.wholesale'), value: site.emails.wholesale },
    { label: t('labels.general'), value: site.emails.general },
    { label: t('labels.website'), value: sheetWebsite },
  ];
}

/**
 * The sheet of a grade or product as it stands at `now`, in the words given: the subject's own
 * texts (summary, leaf and cup) come already in the sheet's language.
 */
export function buildSpecSheet(subject: SpecSheetSubject, now: Date, words: SheetWords): SpecSheet {
  const { facts } = subject;
  const { t } = words;
  const kind = t(`kinds.${facts.teaType}`);
  const fileSlug = subject.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    name: subject.name,
    kind,
    summary: subject.summary,
    path: subject.path,
    parent: subject.parent,
    pdfPath: subject.pdfPath,
    pdfFileName: `lanka-hills-tea-spec-sheet-${fileSlug}.pdf`,
    issued: formatDate(now, words),
    issuedOn: now.toISOString().slice(0, 10),
    sections: [
      {
        id: 'product',
        title: t('sections.product'),
        entries: [
          { label: t('labels.name'), value: subject.name },
          { label: t('labels.grade'), value: facts.grade },
          { label: t('labels.type'), value: kind },
        ],
      },
      { id: 'origin', title: t('sections.origin'), entries: originEntries(facts, words) },
      {
        id: 'leaf-and-cup',
        title: t('sections.leaf-and-cup'),
        entries: [
          { label: t('labels.dryLeaf'), value: facts.leafAppearance },
          { label: t('labels.liquor'), value: facts.liquor },
          { label: t('labels.infusedLeaf'), value: facts.infusedLeaf },
        ],
      },
      {
        id: 'brewing',
        title: t('sections.brewing'),
        entries: [{ label: t('labels.perCup'), value: formatBrewing(facts.brewing, words) }],
      },
      {
        id: 'packing',
        title: t('sections.packing'),
        entries: facts.packing.map((format) => ({
          label: t(`containers.${format.kind}`),
          value: t('values.net', { weight: formatNetWeight(format.netGrams, t.group('weights')) }),
        })),
      },
      {
        id: 'shelf-life',
        title: t('sections.shelf-life'),
        entries: [
          {
            label: t('labels.shelfLife'),
            value: t('values.shelfLife', { count: shelfLifeMonths[facts.teaType] }),
          },
          { label: t('labels.storage'), value: t('values.storage') },
        ],
      },
      standardsSection(facts.teaType, words),
      {
        id: 'residues',
        title: t('sections.residues'),
        entries: [],
        note: t('values.residues'),
      },
      {
        id: 'certifications',
        title: t('sections.certifications'),
        entries: certificationEntries(now, words),
      },
      { id: 'contact', title: t('sections.contact'), entries: contactEntries(words) },
    ],
    meta: {
      title: t('meta.title', { name: subject.name }),
      description: t('meta.description', { name: subject.name, kind: kind.toLowerCase() }),
    },
  };
}

/** The page's title and description, or the 404 screen's (in the frame's words) when there is no sheet. */
export function specSheetMeta(
  sheet: Pick<SpecSheet, 'meta'> | undefined,
  notFound: Translate<'common'>,
): MetaDescriptor[] {
  if (!sheet) {
    return pageMeta({
      title: notFound('notFound.title'),
      description: notFound('notFound.description'),
    });
  }
  return pageMeta(sheet.meta);
}
