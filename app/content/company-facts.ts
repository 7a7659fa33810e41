import { z } from 'zod';

/**
 * Every fact about the company that the site shows, in one typed module checked when it loads:
 * names, addresses, phones, mailboxes, people, registrations and memberships, certificates and
 * testimonials. Pages read them from here (app/config/site.ts gives the contact details the
 * shape the pages use), never from a copy.
 *
 * Each fact carries `sample: true` until the company puts in its own: the site was built before
 * the company's real figures were at hand, and a sample certificate number or a made-up buyer's
 * words must never reach a launch unnoticed. `npm run launch-check` (scripts/launch-check.ts)
 * lists every sample still here; when replacing one, set its `sample` to false.
 */

const sample = z.boolean();
const text = z.string().trim().min(1);
/** A date as printed on a certificate, YYYY-MM-DD. */
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'is not a date written YYYY-MM-DD')
  .refine((date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)), 'is not a real date');

const identitySchema = z.object({
  brand: text,
  legalName: text,
  tagline: text,
  /** The site's public address; SITE_URL overrides it per deployment. */
  url: z.string().url(),
  /** The company's own retail brand's site. */
  adraTeaUrl: z.string().url(),
  sample,
});

const addressSchema = z.object({
  street: text,
  city: text,
  country: text,
  postalCode: text,
  sample,
});

/** The head office's place, for the island map and the links to the visitor's own map app. */
const officeSchema = addressSchema.extend({
  /** Where the building stands, WGS 84 degrees. */
  coordinates: z.object({
    latitude: z.number().min(5.9).max(9.9),
    longitude: z.number().min(79.5).max(81.9),
  }),
});

const phoneSchema = z.object({
  label: text,
  display: text,
  /** What a phone dials: + and digits only. */
  dial: z.string().regex(/^\+\d{7,15}$/, 'is not + and 7 to 15 digits'),
  sample,
});

const mailboxSchema = z.object({ address: z.string().email(), sample });

const socialSchema = z.object({
  name: z.enum(['Facebook', 'Instagram', 'LinkedIn', 'YouTube']),
  href: z.string().url(),
  sample,
});

const personSchema = z.object({
  /** Names the person's card and their anchor on Contact. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: text,
  role: text,
  /** The languages they answer buyers in. */
  languages: z.array(text).min(1),
  email: z.string().email(),
  /** What they look after, shown beside the request form: the buyers they are the first contact for. */
  looksAfter: text,
  sample,
});

const registrationSchema = z.object({
  /** The body that registers or admits the company. */
  body: text,
  kind: z.enum(['registration', 'membership']),
  /** What the registration or membership is, as the body names it. */
  title: text,
  number: text,
  sample,
});

const certificateSchema = z.object({
  /** The short name buyers look for (spec §1: ISO, HACCP, GMP, HALAL). */
  title: text,
  description: text,
  /** The standard or scheme, as the certificate names it. */
  standard: text,
  issuer: text,
  number: text,
  /** The last day the certificate is valid, as written on it. */
  validUntil: calendarDate,
  sample,
});

const testimonialSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: text,
  role: text,
  content: text,
  /** Out of five; halves are drawn as half stars. */
  rating: z.number().min(1).max(5).multipleOf(0.5),
  /** The initial drawn in the avatar, and its ground colour. */
  initial: z.string().length(1),
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
  sample,
});

const companyFactsSchema = z.object({
  identity: identitySchema,
  headOffice: officeSchema,
  factory: addressSchema,
  /** The footer shows three phone numbers (spec); the first is the head office's. */
  phones: z.tuple([phoneSchema, phoneSchema, phoneSchema]),
  mailboxes: z.object({
    general: mailboxSchema,
    wholesale: mailboxSchema,
    privateLabel: mailboxSchema,
    oem: mailboxSchema,
  }),
  social: z.array(socialSchema),
  people: z.array(personSchema),
  registrations: z.array(registrationSchema),
  certificates: z.array(certificateSchema).min(1),
  testimonials: z.array(testimonialSchema).min(1),
});

export type CompanyFacts = z.infer<typeof companyFactsSchema>;
export type Person = CompanyFacts['people'][number];
export type Registration = CompanyFacts['registrations'][number];
export type Certificate = CompanyFacts['certificates'][number];
export type Testimonial = CompanyFacts['testimonials'][number];

/** Checks the facts and says which is wrong, by its place in the module, if one is. */
export function checkCompanyFacts(facts: unknown): CompanyFacts {
  const result = companyFactsSchema.safeParse(facts);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.join('.') || '(top)'} ${issue.message}`,
  );
  throw new Error(`app/content/company-facts.ts: ${problems.join('; ')}`);
}

export const companyFacts: CompanyFacts = checkCompanyFacts({
  identity: {
    brand: 'Lanka Hills Tea',
    legalName: 'Lanka Hills Tea (Pvt) Ltd',
    tagline: 'Ceylon tea from the hills of Sri Lanka to the world',
    url: 'https://www.lankahillstea.lk',
    adraTeaUrl: 'https://www.adratea.lk',
    sample: true,
  },
  headOffice: {
    street: 'No. 117, Sir Chittampalam A. Gardiner Mawatha',
    city: 'Colombo 02',
    country: 'Sri Lanka',
    postalCode: '00200',
    /** By Beira Lake: an estimate from the street, to confirm with the company. */
    coordinates: { latitude: 6.9297, longitude: 79.8497 },
    sample: true,
  },
  factory: {
    street: 'Hantane Estate Road',
    city: 'Kandy',
    country: 'Sri Lanka',
    postalCode: '20000',
    sample: true,
  },
  phones: [
    { label: 'Head office', display: '+94 11 234 5678', dial: '+94112345678', sample: true },
    { label: 'Export sales', display: '+94 77 123 4567', dial: '+94771234567', sample: true },
    { label: 'Factory, Kandy', display: '+94 81 238 4455', dial: '+94812384455', sample: true },
  ],
  mailboxes: {
    general: { address: 'info@lankahillstea.lk', sample: true },
    wholesale: { address: 'wholesale@lankahillstea.lk', sample: true },
    privateLabel: { address: 'privatelabel@lankahillstea.lk', sample: true },
    oem: { address: 'oem@lankahillstea.lk', sample: true },
  },
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/lankahillstea', sample: true },
    { name: 'Instagram', href: 'https://www.instagram.com/lankahillstea', sample: true },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/lankahillstea', sample: true },
    { name: 'YouTube', href: 'https://www.youtube.com/@lankahillstea', sample: true },
  ],
  people: [
    {
      id: 'export-sales',
      name: 'Dilani Perera',
      role: 'Export Sales Manager',
      languages: ['English', 'Sinhala', 'Russian'],
      email: 'dilani.perera@lankahillstea.lk',
      looksAfter: 'Bulk tea, quotations and samples for importers and packers',
      sample: true,
    },
    {
      id: 'private-label',
      name: 'Rizwan Hameed',
      role: 'Private Label and OEM Manager',
      languages: ['English', 'Tamil', 'Arabic'],
      email: 'rizwan.hameed@lankahillstea.lk',
      looksAfter: 'Your own brand: blends, packs, artwork and OEM production',
      sample: true,
    },
  ],
  registrations: [
    {
      body: 'Sri Lanka Tea Board',
      kind: 'registration',
      title: 'Registered tea exporter',
      number: 'TB/EXP/2004/0873',
      sample: true,
    },
    {
      body: 'Colombo Tea Traders’ Association',
      kind: 'membership',
      title: 'Member, buyers’ section',
      number: 'CTTA/B/212',
      sample: true,
    },
    {
      body: 'Tea Exporters Association Sri Lanka',
      kind: 'membership',
      title: 'Member',
      number: 'TEA/M/0419',
      sample: true,
    },
  ],
  certificates: [
    {
      title: 'ISO 22000',
      description:
        'A food safety management system audited every year, from the receipt of made tea to the sealed carton.',
      standard: 'ISO 22000:2018 food safety management',
      issuer: 'Sri Lanka Standards Institution (SLSI)',
      number: 'SLSI/FSMS/22000/0417',
      validUntil: '2028-03-14',
      sample: true,
    },
    {
      title: 'HACCP',
      description:
        'Hazards identified and controlled at every critical point: sieving, magnetic and metal detection, moisture and sealing.',
      standard: 'HACCP, SLS 1266 (Codex CXC 1-1969)',
      issuer: 'Sri Lanka Standards Institution (SLSI)',
      number: 'SLSI/HACCP/1266/0652',
      validUntil: '2028-03-14',
      sample: true,
    },
    {
      title: 'GMP',
      description:
        'Good manufacturing practice in the blending and packing halls: clean zones, trained staff and traceable batch records.',
      standard: 'Good manufacturing practice, SLS 143',
      issuer: 'Sri Lanka Standards Institution (SLSI)',
      number: 'SLSI/GMP/143/1108',
      validUntil: '2027-09-30',
      sample: true,
    },
    {
      title: 'HALAL',
      description:
        'Certified HALAL for the tea and the flavoured and herbal blends, with certificates supplied for each shipment on request.',
      standard: 'HALAL',
      issuer: 'Halal Accreditation Council (Guarantee) Limited, Sri Lanka',
      number: 'HAC/C/2024/03319',
      validUntil: '2027-06-30',
      sample: true,
    },
  ],
  testimonials: [
    {
      id: 'hamburg-importer',
      name: 'Katrin Vogel',
      role: 'Head of Tea Buying, Hanseatic tea importer, Hamburg',
      content:
        'Their high-grown Dimbula BOP arrives exactly as the pre-shipment sample promised: bright, brisk and coloury. After six seasons it is the backbone of our breakfast blend.',
      rating: 5,
      initial: 'K',
      color: '#1f4d33',
      sample: true,
    },
    {
      id: 'dubai-hospitality',
      name: 'Omar Al-Mansoori',
      role: 'Procurement Director, hotel group, Dubai',
      content:
        'We moved our private-label tea bags to them three years ago. The Ruhuna FBOPF gives the rich, sweet cup our guests expect, and every container has come with full documents on time.',
      rating: 5,
      initial: 'O',
      color: '#a65a2a',
      sample: true,
    },
    {
      id: 'melbourne-retailer',
      name: 'Sophie Tran',
      role: 'Owner, specialty tea shop, Melbourne',
      content:
        'The Uva and Nuwara Eliya single-estate teas sell themselves once customers taste them. Small retail orders are handled with the same care as the big ones; I only wish the seasonal flush teas lasted longer.',
      rating: 4.5,
      initial: 'S',
      color: '#6e3512',
      sample: true,
    },
  ],
});
