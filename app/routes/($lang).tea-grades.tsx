import type { MetaFunction } from '@remix-run/node';
import { GradeCard } from '~/components/pages/grade-card';
import { GradeTerms } from '~/components/pages/grade-terms';
import { PageSection } from '~/components/pages/page-section';
import { ButtonLink } from '~/components/ui/button-link';
import { PageHero } from '~/components/ui/page-hero';
import { SectionHeading } from '~/components/ui/section-heading';
import {
  brokenGradeTerms,
  gradingExplained,
  leafGradeTerms,
  teaGrades,
} from '~/content/tea-grades';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Tea Grades',
    description:
      'The 16 Ceylon tea grades we offer, from OPA and OP to BOP, FBOPF and green tea gunpowder, and what grade names such as OP, FOP, BOP and BOPF mean.',
  });

export default function TeaGradesPage() {
  return (
    <>
      <PageHero
        eyebrow="Tea"
        title="Ceylon Tea Grades"
        intro="Sixteen grades of orthodox black and green tea, sorted by the size and look of the leaf."
        image="/images/pages/hero-tea-grades.jpg"
      />

      <PageSection tone="cream" labelledBy="grading-title">
        <div className="grid gap-6 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <SectionHeading
            id="grading-title"
            align="start"
            eyebrow="Leaf Size, Not Quality"
            title={gradingExplained.title}
          />
          <div className="space-y-5 text-lg leading-relaxed text-ink/80">
            {gradingExplained.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </PageSection>

      <PageSection tone="sand" labelledBy="grades-title">
        <SectionHeading
          id="grades-title"
          eyebrow="Our Grades"
          title="Sixteen Grades, One Island"
          intro="Each card shows the dry leaf as a buyer sees it on the tasting bench, over the colour of the leaf or its liquor."
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
          eyebrow="Reading a Grade Name"
          title="Grade Terminology"
          intro="The letters build on each other: each extra letter in front adds a quality of the leaf, usually the share of tip from the bud."
        />
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <GradeTerms title="Leaf Grades" terms={leafGradeTerms} />
          <GradeTerms title="Broken Grades" terms={brokenGradeTerms} />
        </div>
        <div className="mt-14 text-center">
          <ButtonLink to="/products">Explore Our Products</ButtonLink>
        </div>
      </PageSection>
    </>
  );
}
