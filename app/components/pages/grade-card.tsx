import { cardPictureSlots } from '~/features/pictures/picture-slots';
import { OriginAndSheetLinks } from '~/components/spec-sheets/origin-and-sheet-links';
import { Picture } from '~/components/ui/picture';
import { gradePath } from '~/config/public-routes';
import { captionIn } from '~/content/grade-particles';
import { gradeSpecFacts } from '~/content/spec-sheets/grade-spec-sheets';
import type { TeaGrade } from '~/content/tea-grades';
import { regionsOf } from '~/features/spec-sheets/spec-sheet';
import { RequestLinks } from '~/components/requests/request-links';
import { gradeTea } from '~/features/inquiries/tea-choices';
import { useTranslation } from '~/i18n/translations';

/**
 * One tea grade. Its picture lies on the grade's colour, which stays if the picture fails to load.
 *
 * The caption under the picture says what it shows, so the picture itself stays silent: a
 * screen reader meets the figure once, named by its caption. The heading comes first in the
 * markup, where heading navigation lands, and the figure is moved above it on screen.
 * Its words are the `grades` namespace's, by the grade's slug.
 */
export function GradeCard({ grade }: { grade: TeaGrade }) {
  const { t } = useTranslation('grades');
  const facts = gradeSpecFacts(grade);
  const text = (field: 'description' | 'leafLook') =>
    t(`grades.${grade.slug}.${field}` as Parameters<typeof t>[0]);
  return (
    <li
      data-testid="grade-card"
      className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-tea-900/5"
    >
      <div className="flex flex-1 flex-col px-6 pb-6">
        <h3 className="font-display text-2xl font-semibold">{grade.name}</h3>
        <p className="mt-3 text-[15px] leading-relaxed text-ink/75">{text('description')}</p>
        {facts ? (
          <OriginAndSheetLinks
            name={grade.name}
            links={{ specSheetPath: gradePath(grade.slug), regions: regionsOf(facts) }}
            className="mt-4"
          />
        ) : null}
        <RequestLinks tea={gradeTea(grade.slug)} teaName={grade.name} className="mt-auto pt-5" />
      </div>
      <figure className="order-first">
        <div data-testid="grade-picture" style={{ backgroundColor: grade.color }}>
          <Picture
            src={grade.image}
            alt=""
            slot={cardPictureSlots[4]}
            placeholderColor={grade.color}
            className="aspect-[4/3] w-full object-cover"
          />
        </div>
        <figcaption className="px-6 pt-4 pb-3 text-sm leading-snug text-ink/75 italic">
          {captionIn({ slug: grade.slug, leafLook: text('leafLook') }, t.group('sizes'))}
        </figcaption>
      </figure>
    </li>
  );
}
