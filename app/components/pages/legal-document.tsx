import type { ReactNode } from 'react';
import { Container } from '~/components/ui/container';
import { PageHero } from '~/components/ui/page-hero';
import type { LegalSectionKeys } from '~/content/legal';
import type { ProseSection } from '~/content/prose';
import { defaultLanguage, type Language } from '~/i18n/languages';
import type { TextValues } from '~/i18n/translator';
import { RichText, useTranslation } from '~/i18n/translations';
import { useLanguage } from '~/i18n/use-language';

/**
 * A legal page's sections in its language: each section's title and paragraphs by their keys in
 * the page's translation file, its placeholders filled with `values`.
 */
export function legalSections(
  t: (key: never, values?: TextValues) => string,
  sections: readonly LegalSectionKeys[],
  values: TextValues,
): ProseSection[] {
  // The keys are built from the content module's ids, which the unit tests hold to the files.
  const text = t as unknown as (key: string, values?: TextValues) => string;
  return sections.map(({ id, paragraphs }) => ({
    id,
    title: text(`sections.${id}.title`),
    paragraphs: paragraphs.map((paragraph) => text(`sections.${id}.${paragraph}`, values)),
  }));
}

/** A calendar date ('2026-11-25') as the language writes it: '25 November 2026', '25 ноября 2026 г.'. */
export function legalDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language === defaultLanguage ? 'en-GB' : language, {
    dateStyle: 'long',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * What a translation may mark in a legal text: `<latin>…</latin>` around words kept in Latin
 * letters (a code such as IP, an address, a URL's query), set left to right and marked as not in
 * the page's language. The English texts need no marks.
 */
export const legalTextParts = { latin: <span lang="en" dir="ltr" /> };

/** A short legal page (privacy, terms): its title, date, numbered sections and a closing note. */
export function LegalDocument({
  title,
  intro,
  updated,
  sections,
  children,
}: {
  title: string;
  intro: string;
  /** The calendar date it last changed, '2026-11-25'. */
  updated: string;
  sections: readonly ProseSection[];
  /** The closing block: how to reach us about this document. */
  children: ReactNode;
}) {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={title} intro={intro}>
        <p className="mt-6 text-sm text-cream-100/75">
          {t('updated', { date: legalDate(updated, language) })}
        </p>
      </PageHero>
      <Container className="py-16 sm:py-20">
        <div className="mx-auto max-w-3xl">
          <nav aria-label={t('contents')} className="rounded-3xl bg-cream-100 p-7">
            <p className="text-xs font-semibold tracking-[0.2em] text-copper-700 uppercase">
              {t('contents')}
            </p>
            <ol className="mt-4 grid gap-2 sm:grid-cols-2">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="text-tea-800 underline-offset-4 hover:text-copper-700 hover:underline"
                  >
                    {`${index + 1}. ${section.title}`}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-12">
              <h2 id={section.id} className="text-2xl font-semibold sm:text-3xl">
                {`${index + 1}. ${section.title}`}
              </h2>
              <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink/80">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>
                    <RichText text={paragraph} parts={legalTextParts} />
                  </p>
                ))}
              </div>
            </section>
          ))}
          <div className="mt-14 rounded-3xl border border-tea-900/10 bg-white p-7 text-lg leading-relaxed text-ink/80">
            {children}
          </div>
        </div>
      </Container>
    </>
  );
}
