import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { BackLink } from '~/components/catalogue/back-link';
import { buttonClassName } from '~/components/ui/button-link';
import { Container } from '~/components/ui/container';
import { site } from '~/config/site';
import { pdfIn } from '~/features/spec-sheets/pdf-address';
import type { SpecSheet, SpecSheetSection } from '~/features/spec-sheets/spec-sheet';
import { useTranslation } from '~/i18n/translations';
import { useLanguage, useLocalizedPath } from '~/i18n/use-language';

function SectionEntries({ section }: { section: SpecSheetSection }) {
  const localized = useLocalizedPath();
  const titleId = `spec-${section.id}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-tea-900/5 print:mb-2.5 print:break-inside-avoid print:rounded-none print:p-0 print:ring-0"
    >
      <h2
        id={titleId}
        className="border-b border-copper-700/40 pb-2 text-xl font-semibold print:pb-0.5 print:font-sans print:text-[9pt] print:font-bold"
      >
        {section.title}
      </h2>
      {section.entries.length > 0 ? (
        <dl className="mt-3 divide-y divide-tea-900/10 print:mt-0.5 print:divide-y-0">
          {section.entries.map((entry) => (
            <div
              key={entry.label}
              className="grid gap-1 py-2 sm:grid-cols-[11rem_1fr] sm:gap-4 print:grid-cols-[7.5rem_1fr] print:gap-2 print:py-px"
            >
              <dt className="text-sm font-semibold text-ink/75 print:text-[7.5pt]">
                {entry.href ? (
                  <Link
                    to={localized(entry.href as `/${string}`)}
                    className="text-tea-700 underline underline-offset-2"
                  >
                    {entry.label}
                  </Link>
                ) : (
                  entry.label
                )}
              </dt>
              <dd className="text-sm text-ink print:text-[7.5pt] print:leading-snug">
                {entry.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {section.note ? (
        <p className="mt-3 text-sm leading-relaxed text-ink/80 print:mt-0.5 print:text-[7.5pt] print:leading-snug">
          {section.note}
        </p>
      ) : null}
    </section>
  );
}

/**
 * A grade's or product's spec sheet. On screen it is a page of the site; printed (A4, one page)
 * it is the sheet alone, as app.css's print rules leave it: no menus, black on white.
 *
 * A sheet may add, on screen only, `offer` under the PDF link (the request links) and a `figure`
 * under the header (the tea's picture), so that the printed sheet stays its facts on one page.
 *
 * The sheet comes built in the page's language, and its PDF link takes the PDF in that language
 * (`/ar/tea-grades/opa/spec-sheet.pdf`), named with it.
 */
export function SpecSheetPage({
  sheet,
  offer,
  figure,
}: {
  sheet: SpecSheet;
  offer?: ReactNode;
  figure?: ReactNode;
}) {
  const { t } = useTranslation('specSheets');
  const language = useLanguage();
  const localized = useLocalizedPath();
  const pdf = pdfIn(sheet, language);
  return (
    <Container className="spec-sheet pt-8 pb-20 sm:pt-10 sm:pb-24 print:max-w-none print:p-0">
      <div className="print:hidden">
        <BackLink to={localized(sheet.parent.path as `/${string}`)}>
          {t('page.backTo', { name: sheet.parent.name })}
        </BackLink>
      </div>
      <header className="mt-6 max-w-3xl print:mt-0 print:max-w-none">
        <p className="text-sm font-semibold tracking-[0.16em] text-copper-700 uppercase print:text-[8pt]">
          {t('page.eyebrow', { brand: site.brand })}
        </p>
        <h1 className="mt-2 text-4xl leading-tight font-semibold sm:text-5xl print:mt-0 print:text-[18pt]">
          {sheet.name}
        </h1>
        <p className="mt-2 text-lg font-semibold text-tea-800 print:mt-0 print:text-[10pt]">
          {sheet.kind}
        </p>
        <p className="mt-4 leading-relaxed text-ink/80 print:mt-1 print:text-[8pt] print:leading-snug">
          {sheet.summary}
        </p>
        <a
          href={pdf.path}
          download={pdf.fileName}
          className={`${buttonClassName('accent')} mt-6 print:hidden`}
        >
          {t('page.downloadPdf')}
        </a>
        {offer ? <div className="mt-4 print:hidden">{offer}</div> : null}
      </header>
      {figure ? <div className="mt-8 max-w-md print:hidden">{figure}</div> : null}
      <div className="mt-10 grid gap-6 lg:grid-cols-2 print:mt-3 print:block print:columns-2 print:gap-x-6">
        {sheet.sections.map((section) => (
          <SectionEntries key={section.id} section={section} />
        ))}
      </div>
      <p className="mt-8 text-sm text-ink/75 print:mt-1 print:text-[7.5pt]">
        {t('page.issued', { date: sheet.issued })} {t('page.shipmentDocuments')}
      </p>
    </Container>
  );
}
