import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { GradeCard } from '~/components/pages/grade-card';
import { GradeTerms } from '~/components/pages/grade-terms';
import { PageSection } from '~/components/pages/page-section';
import { ButtonLink } from '~/components/ui/button-link';
import { PageHero } from '~/components/ui/page-hero';
import { SectionHeading } from '~/components/ui/section-heading';
import { brokenGradeTerms, leafGradeTerms, teaGrades } from '~/content/tea-grades';
import { metaTranslator } from '~/i18n/meta-translator';
import { useTranslation } from '~/i18n/translations';
import { pageTranslations } from '~/i18n/translations.server';
import { useLocalizedPath } from '~/i18n/use-language';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = (args) => {
  const t = metaTranslator(args, 'grades');
  return pageMeta({ title: t('meta.title'), description: t('meta.description') });
};

/** The page's words, and the grade cards' links to the regions and spec sheets. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return {
    translations: pageTranslations({ request, context }, ['grades', 'specSheets', 'trade']),
  };
}

export default function TeaGradesPage() {
  const { t } = useTranslation('grades');
  const localized = useLocalizedPath();
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        intro={t('hero.intro')}
        image="/images/pages/hero-tea-grades.jpg"
      />

      <PageSection tone="cream" labelledBy="grading-title">
        <div className="grid gap-6 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <SectionHeading
            id="grading-title"
            align="start"
            eyebrow={t('grading.eyebrow')}
            title={t('grading.title')}
          />
          <div className="space-y-5 text-lg leading-relaxed text-ink/80">
            {t.group('grading.paragraphs').map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </PageSection>

      <PageSection tone="sand" labelledBy="grades-title">
        <SectionHeading
          id="grades-title"
          eyebrow={t('list.eyebrow')}
          title={t('list.title')}
          intro={t('list.intro')}
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {teaGrades.map((grade) => (
            <GradeCard key={grade.slug} grade={grade} />
          ))}
        </ul>
      </PageSection>

      <PageSection tone="cream" labelledBy="terminology-title">
        <SectionHeading
          id="terminology-title"
          eyebrow={t('terminology.eyebrow')}
          title={t('terminology.title')}
          intro={t('terminology.intro')}
        />
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <GradeTerms title={t('terminology.leafTitle')} terms={leafGradeTerms} />
          <GradeTerms title={t('terminology.brokenTitle')} terms={brokenGradeTerms} />
        </div>
        <div className="mt-14 text-center">
          <ButtonLink to={localized('/products')}>{t('terminology.explore')}</ButtonLink>
        </div>
      </PageSection>
    </>
  );
}
