import type { ReactNode } from 'react';
import { Container } from '~/components/ui/container';
import { PageHero } from '~/components/ui/page-hero';
import type { ProseSection } from '~/content/prose';

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
  updated: string;
  sections: readonly ProseSection[];
  /** The closing block: how to reach us about this document. */
  children: ReactNode;
}) {
  return (
    <>
      <PageHero eyebrow="Legal" title={title} intro={intro}>
        <p className="mt-6 text-sm text-cream-100/75">Last updated {updated}</p>
      </PageHero>
      <Container className="py-16 sm:py-20">
        <div className="mx-auto max-w-3xl">
          <nav aria-label="On this page" className="rounded-3xl bg-cream-100 p-7">
            <p className="text-xs font-semibold tracking-[0.2em] text-copper-700 uppercase">
              On this page
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
                  <p key={paragraph}>{paragraph}</p>
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
