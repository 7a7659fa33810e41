import { z } from 'zod';

/**
 * The shape and rules of the company facts (app/content/company-facts/): what each fact must be,
 * checked by `checkCompanyFacts` in the launch check (scripts/launch-check.ts) and the unit tests,
 * never in the browser, which would have to load zod on pages that have no form.
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
  throw new Error(`app/content/company-facts: ${problems.join('; ')}`);
}
