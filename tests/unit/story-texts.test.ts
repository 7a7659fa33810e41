// The story pages' words are in their translation files; a few are also read in English by the
// spec sheets (the certificates). Until those
// read the files too, the two copies must say the same, word for word.
import { describe, expect, it } from 'vitest';
import { certifications, certificateStatus } from '~/content/catalogue/certifications';
import { registrations } from '~/content/company-facts/credentials';
import { globalNetwork } from '~/content/about';
import { historyMilestones } from '~/content/history';
import { healthBenefits, teaTypes } from '~/content/health';
import { certificateStatusIn } from '~/features/credentials/certificate-status.server';
import { languageCodes } from '~/i18n/languages';
import { translationFiles } from '~/i18n/translations.server';
import credentials from '~/locales/en/credentials.json';

describe('the story pages’ English words', () => {
  it('are the certificates and registrations the spec sheets show', () => {
    const texts: Record<string, { description: string; standard?: string; issuer: string }> =
      credentials.certificates;
    for (const certificate of certifications) {
      const words = texts[certificate.title];
      expect(words, certificate.title).toBeDefined();
      expect(words?.description).toBe(certificate.description);
      expect(words?.standard ?? certificate.standard).toBe(certificate.standard);
      expect(words?.issuer).toBe(certificate.issuer);
    }
    const bodies: Record<string, { body: string; title: string }> =
      credentials.registrations.bodies;
    for (const registration of registrations) {
      expect(bodies[registration.body]).toEqual({
        body: registration.body,
        title: registration.title,
      });
    }
  });

  it('give a certificate the status the spec sheets give it, now and once it has lapsed', () => {
    for (const certificate of certifications) {
      for (const now of [new Date('2026-01-01T00:00:00Z'), new Date('2040-01-01T00:00:00Z')]) {
        expect(certificateStatusIn('en', certificate, now)).toBe(
          certificateStatus(certificate, now),
        );
      }
    }
  });
});

describe('every language', () => {
  it.each(languageCodes)('%s has the words of every item the story pages list', (language) => {
    const files = translationFiles[language];
    const history = files.history as typeof import('~/locales/en/history.json');
    const health = files.health as typeof import('~/locales/en/health.json');
    const credentialTexts = files.credentials as typeof credentials;
    for (const { year } of historyMilestones) {
      expect(
        history.milestones.events[year as keyof typeof history.milestones.events],
      ).toBeTruthy();
    }
    for (const { id } of healthBenefits) {
      expect(health.benefits.items[id as keyof typeof health.benefits.items]?.title).toBeTruthy();
    }
    for (const { id } of teaTypes) expect(health.types.items[id].name).toBeTruthy();
    for (const { title } of certifications) {
      expect(
        (credentialTexts.certificates as Record<string, unknown>)[title],
        `${language}: ${title}`,
      ).toBeTruthy();
    }
    expect(globalNetwork.markets.every((market) => /^[A-Z]{2}$/.test(market.alpha2))).toBe(true);
  });
});
