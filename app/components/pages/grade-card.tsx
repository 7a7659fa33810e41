import type { TeaGrade } from '~/content/tea-grades';

/**
 * One tea grade. Its picture is a CSS background laid over the grade's colour, so a picture
 * that fails to load simply leaves the colour, with no script (which the CSP would block inline).
 */
export function GradeCard({ grade }: { grade: TeaGrade }) {
  return (
    <li
      data-testid="grade-card"
      className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-tea-900/5"
    >
      <div
        role="img"
        aria-label={`Dry leaf of ${grade.name} on a tasting dish`}
        data-testid="grade-picture"
        className="aspect-[4/3] bg-cover bg-center bg-no-repeat"
        style={{ backgroundColor: grade.color, backgroundImage: `url(${grade.image})` }}
      />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="font-display text-2xl font-semibold">{grade.name}</h3>
        <p className="mt-3 text-[15px] leading-relaxed text-ink/75">{grade.description}</p>
      </div>
    </li>
  );
}
