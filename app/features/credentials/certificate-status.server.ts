import { isCertificateCurrent, type Certificate } from '~/content/catalogue/certifications';
import type { Language } from '~/i18n/languages';
import { translationsFor } from '~/i18n/translations.server';
import { translatorFor, addTranslations } from '~/i18n/translator';

/** The locale a certificate's last day is written in: English as the British write dates, Arabic with Western digits. */
const dateLocales: Record<Language, string> = { en: 'en-GB', ar: 'ar-u-nu-latn', ru: 'ru' };

/**
 * What a buyer may rely on at `now`, in `language`: the number and last day of a current
 * certificate, or, once it has run out, that its renewal is under way, never an expired date
 * shown as valid. Made by the loader, so the page hydrates with the date it was rendered with.
 */
export function certificateStatusIn(
  language: Language,
  certificate: Certificate,
  now: Date,
): string {
  addTranslations(language, translationsFor(language, ['credentials']));
  const t = translatorFor(language, 'credentials');
  if (!isCertificateCurrent(certificate, now)) return t('status.renewing');
  const date = new Date(`${certificate.validUntil}T00:00:00Z`).toLocaleDateString(
    dateLocales[language],
    { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  );
  return t('status.current', { number: certificate.number, date });
}
