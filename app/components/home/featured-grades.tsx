import { ButtonLink } from '~/components/ui/button-link';
import { PageSection } from '~/components/pages/page-section';
import { Picture } from '~/components/ui/picture';
import { SectionHeading } from '~/components/ui/section-heading';
import { homeTeaGrades } from '~/content/home';
import { containerSlot } from '~/features/pictures/picture-slots';
import type { CardPicture } from '~/content/home-grade-pictures.server';

/** One card of three from md up (gap-8). */
const gradePictureSlot = containerSlot([
  { fromViewport: 0, share: 1 },
  { fromViewport: 768, share: 1 / 3, gaps: 64 },
]);

/** Home, section 4: the three best-known leaf grades, with the colour and strength of their cup. */
export function FeaturedGrades({ pictures }: { pictures: readonly CardPicture[] }) {
  return (
    <PageSection tone="sand" labelledBy="featured-grades-title">
      <SectionHeading
        id="featured-grades-title"
        eyebrow="Know Your Leaf"
        title="Classic Ceylon Tea Grades"
        intro="A grade names the size and look of the made leaf. These three are the names buyers meet first."
      />
      <ul className="mt-14 grid gap-8 md:grid-cols-3">
        {homeTeaGrades.map((grade, index) => {
          // The loader made one picture a grade, in this order (featuredGradePictures).
          const picture = pictures[index];
          if (!picture) throw new Error(`Home's ${grade.name} has no picture`);
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
                <h3 className="text-2xl font-semibold">{grade.name}</h3>
                <p className="mt-3 leading-relaxed text-ink/75">{grade.description}</p>
                <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-tea-900/10 pt-5 text-sm">
                  <div>
                    <dt className="text-xs font-semibold tracking-widest text-ink/60 uppercase">
                      Colour
                    </dt>
                    <dd className="mt-1 flex items-center gap-2 font-semibold text-tea-900">
                      <span
                        aria-hidden="true"
                        className="h-3.5 w-3.5 rounded-full ring-1 ring-black/10"
                        style={{ backgroundColor: grade.swatch }}
                      />
                      {grade.color}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs font-semibold tracking-widest text-ink/60 uppercase">
                      Strength
                    </dt>
                    <dd className="mt-1 font-semibold text-tea-900">{grade.strength}</dd>
                  </div>
                </dl>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-12 text-center">
        <ButtonLink to="/tea-grades" variant="outline">
          View All Tea Grades
        </ButtonLink>
      </div>
    </PageSection>
  );
}
