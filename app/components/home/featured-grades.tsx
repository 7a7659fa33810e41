import { ButtonLink } from '~/components/ui/button-link';
import { PageSection } from '~/components/pages/page-section';
import { Picture } from '~/components/ui/picture';
import { SectionHeading } from '~/components/ui/section-heading';
import { homeTeaGrades } from '~/content/home';
import { useTranslation } from '~/i18n/translations';
import { containerSlot } from '~/features/pictures/picture-slots';
import type { CardPicture } from '~/content/home-grade-pictures.server';

/** One card of three from md up (gap-8). */
const gradePictureSlot = containerSlot([
  { fromViewport: 0, share: 1 },
  { fromViewport: 768, share: 1 / 3, gaps: 64 },
]);

/** Home, section 4: the three best-known leaf grades, with the colour and strength of their cup. */
export function FeaturedGrades({ pictures }: { pictures: readonly CardPicture[] }) {
  const { t } = useTranslation('home');
  const cards = t.group('grades.cards');
  return (
    <PageSection tone="sand" labelledBy="featured-grades-title">
      <SectionHeading
        id="featured-grades-title"
        eyebrow={t('grades.eyebrow')}
        title={t('grades.title')}
        intro={t('grades.intro')}
      />
      <ul className="mt-14 grid gap-8 md:grid-cols-3">
        {homeTeaGrades.map((grade, index) => {
          // The loader made one picture a grade, in this order (featuredGradePictures).
          const picture = pictures[index];
          const words = cards[grade.id];
          if (!picture) throw new Error(`Home's ${grade.id} has no picture`);
          return (
            <li
              key={grade.id}
              data-testid="home-grade"
              className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-tea-900/5"
            >
              <div style={{ backgroundColor: grade.swatch }}>
                <Picture
                  src={picture.src}
                  alt={picture.alt}
                  slot={gradePictureSlot}
                  placeholderColor={grade.swatch}
                  className="aspect-[4/3] w-full object-cover"
                />
              </div>
              <div className="p-7">
                <h3 className="text-2xl font-semibold">{words.name}</h3>
                <p className="mt-3 leading-relaxed text-ink/75">{words.description}</p>
                <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-tea-900/10 pt-5 text-sm">
                  <div>
                    <dt className="text-xs font-semibold tracking-widest text-ink/60 uppercase">
                      {t('grades.colour')}
                    </dt>
                    <dd className="mt-1 flex items-center gap-2 font-semibold text-tea-900">
                      <span
                        aria-hidden="true"
                        className="h-3.5 w-3.5 rounded-full ring-1 ring-black/10"
                        style={{ backgroundColor: grade.swatch }}
                      />
                      {words.colour}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs font-semibold tracking-widest text-ink/60 uppercase">
                      {t('grades.strength')}
                    </dt>
                    <dd className="mt-1 font-semibold text-tea-900">{words.strength}</dd>
                  </div>
                </dl>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-12 text-center">
        <ButtonLink to="/tea-grades" variant="outline">
          {t('grades.link')}
        </ButtonLink>
      </div>
    </PageSection>
  );
}
