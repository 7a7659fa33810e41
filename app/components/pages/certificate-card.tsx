import type { Certificate } from '~/content/catalogue/certifications';
import { useTranslation } from '~/i18n/translations';

/** A certificate as About shows it, with what a buyer may rely on today (`status`, in the page's language). */
export type ShownCertificate = Certificate & { status: string };

/**
 * One certificate: its own mark (the scheme's short name in a seal, so no two look alike),
 * then the standard, the issuer, and its number and last day or that its renewal is under way.
 * The mark repeats the heading, so it is hidden from screen readers. The title is the scheme's
 * code, the same in every language; the rest is in the `credentials` translation files.
 */
export function CertificateCard({ certificate }: { certificate: ShownCertificate }) {
  const { t } = useTranslation('credentials');
  const texts: Readonly<
    Record<string, { description: string; standard?: string; issuer: string } | undefined>
  > = t.group('certificates');
  const words = texts[certificate.title];
  return (
    <li
      data-testid="certification"
      className="flex flex-col rounded-3xl bg-cream-50 p-6 ring-1 ring-tea-900/10"
    >
      <span
        aria-hidden="true"
        className="flex h-24 w-24 items-center justify-center rounded-full border-4 border-double border-copper-500 bg-white px-2 text-center font-display text-lg leading-tight font-semibold text-tea-900"
      >
        {certificate.title}
      </span>
      <h3 className="mt-5 text-xl font-semibold">{certificate.title}</h3>
      <p className="mt-2 leading-relaxed text-ink/75">
        {words?.description ?? certificate.description}
      </p>
      <dl className="mt-4 space-y-2 border-t border-tea-900/10 pt-4 text-sm">
        {[
          { term: t('card.standard'), detail: words?.standard ?? certificate.standard },
          { term: t('card.issuer'), detail: words?.issuer ?? certificate.issuer },
          {
            term: t('card.certificate'),
            detail: certificate.status,
            testId: 'certificate-status',
          },
        ].map(({ term, detail, testId }) => (
          <div key={term}>
            <dt className="font-semibold text-tea-900">{term}</dt>
            <dd data-testid={testId} className="text-ink/80">
              {detail}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
