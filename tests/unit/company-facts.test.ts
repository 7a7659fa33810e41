// The company facts module (app/content/company-facts/) and what reads it: the check that
// refuses a wrong fact by its place, the certificates' renewal rule, the launch check's findings
// (scripts/lib/launch-findings.ts) and the testimonial pager's rule.
import { describe, expect, it } from 'vitest';
import { testimonialLayout } from '~/components/home/testimonial-slider';
import { certificateStatus } from '~/content/catalogue/certifications';
import { companyFacts, type CompanyFacts } from '~/content/company-facts';
import { checkCompanyFacts } from '~/content/company-facts/schema';
import {
  launchFindings,
  productionSettings,
  sampleFacts,
  settingsLeftAtDefault,
} from '../../scripts/lib/launch-findings';
import type { PictureSource } from '../../scripts/pictures/sources';

/** The facts with every sample flag set to `sample`, as the company leaves them once done. */
function withEverySample(facts: CompanyFacts, sample: boolean): CompanyFacts {
  return JSON.parse(JSON.stringify(facts), (key, value: unknown) =>
    key === 'sample' ? sample : value,
  ) as CompanyFacts;
}

/** How many facts carry a sample flag: every object in the module that has one. */
function flaggedFacts(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + flaggedFacts(item), 0);
  if (typeof value !== 'object' || value === null) return 0;
  const own = 'sample' in value ? 1 : 0;
  return own + Object.values(value).reduce((sum: number, item) => sum + flaggedFacts(item), 0);
}

describe('company facts', () => {
  it('are every one of them what the rules say', () => {
    expect(checkCompanyFacts(companyFacts)).toEqual(companyFacts);
  });

  it('refuses a wrong fact, naming where it is', () => {
    const broken = structuredClone(companyFacts) as unknown as {
      phones: { dial: string }[];
      certificates: { validUntil: string }[];
    };
    broken.phones[1]!.dial = '077 123 4567';
    broken.certificates[0]!.validUntil = '2028-02-30x';
    expect(() => checkCompanyFacts(broken)).toThrow(
      /phones\.1\.dial is not \+ and 7 to 15 digits; certificates\.0\.validUntil is not a date/,
    );
  });

  it('lists every fact still marked sample, and none once each is replaced', () => {
    expect(sampleFacts(companyFacts)).toHaveLength(flaggedFacts(companyFacts));
    expect(sampleFacts(companyFacts)).toContain(
      `certificate: ISO 22000, ${companyFacts.certificates[0]?.number}`,
    );
    expect(sampleFacts(withEverySample(companyFacts, false))).toEqual([]);
  });
});

describe('certificate status', () => {
  const [certificate] = companyFacts.certificates;
  if (!certificate) throw new Error('no certificate in the facts');
  const lastDay = new Date(`${certificate.validUntil}T00:00:00Z`);

  it('gives the number and last day while current, renewal once lapsed', () => {
    expect(certificateStatus(certificate, new Date(lastDay.getTime() - 1))).toMatch(
      new RegExp(`^certificate ${certificate.number}, valid until \\d{1,2} \\w+ \\d{4}$`),
    );
    expect(certificateStatus(certificate, lastDay)).toBe(
      'renewal in progress, the current certificate is sent on request',
    );
  });
});

describe('launch findings', () => {
  const drawing = (name: string, photograph?: string): PictureSource => ({
    name,
    drawing: `pictures/drawings/${name}.svg`,
    photograph,
    focalPoint: { x: 0.5, y: 0.5 },
  });
  const settings = {
    SITE_URL: 'https://www.example-tea.lk',
    SIGNING_SECRET: 'x'.repeat(40),
    SMTP_URL: 'smtp://mail.example-tea.lk:587',
    MAIL_FROM: 'Example Tea <sales@example-tea.lk>',
  };

  it('names each setting left unset or blank, and what that means', () => {
    expect(settingsLeftAtDefault({ ...settings, SMTP_URL: ' ', MAIL_FROM: undefined })).toEqual([
      `SMTP_URL is not set: ${productionSettings.SMTP_URL}`,
      `MAIL_FROM is not set: ${productionSettings.MAIL_FROM}`,
    ]);
    expect(settingsLeftAtDefault(settings)).toEqual([]);
  });

  it('lists drawings without a photograph, but never the map drawn from real geography', () => {
    const pictures = [
      drawing('grades/opa'),
      drawing('pages/about-estate', 'pictures/photographs/pages/about-estate.jpg'),
      drawing('maps/export-markets'),
    ];
    const [, drawings] = launchFindings(companyFacts, pictures, settings);
    expect(drawings?.items).toEqual(['grades/opa']);
  });

  const portrait = (id: string, photograph?: string) => drawing(`people/${id}`, photograph);

  it('lists each person without a photograph by name, never as a drawing', () => {
    const [first, second] = companyFacts.people;
    if (!first || !second) throw new Error('The facts name fewer than two people');
    const pictures = [portrait(first.id), portrait(second.id, 'pictures/photographs/p.jpg')];
    const [, drawings, people] = launchFindings(companyFacts, pictures, settings);
    expect(drawings?.items).toEqual([]);
    expect(people?.items).toEqual([
      `${first.name}, ${first.role}: pictures/photographs/people/${first.id}.jpg`,
    ]);
  });

  it('finds nothing left once facts, photographs and settings are all in', () => {
    const findings = launchFindings(
      withEverySample(companyFacts, false),
      [
        drawing('grades/opa', 'pictures/photographs/grades/opa.heic'),
        ...companyFacts.people.map((person) =>
          portrait(person.id, `pictures/photographs/people/${person.id}.jpg`),
        ),
      ],
      settings,
    );
    expect(findings.flatMap((finding) => finding.items)).toEqual([]);
  });
});

describe('testimonial pager', () => {
  it('shows only at widths where some testimonials are out of view', () => {
    // Three testimonials: one in view on phones, two from 768 px, all three from 1024 px.
    expect(testimonialLayout(3).pager).toBe('flex md:flex lg:hidden');
    expect(testimonialLayout(3).track).toContain('lg:[--testimonial-step:0%]');
    expect(testimonialLayout(4).pager).toBe('flex md:flex lg:flex');
    expect(testimonialLayout(2).pager).toBe('flex md:hidden lg:hidden');
    expect(testimonialLayout(1).pager).toBe('hidden md:hidden lg:hidden');
  });
});
