/** A titled point beside a copper rule, one item of a list of points. */
export function RuledPoint({
  title,
  description,
  testId,
}: {
  title: string;
  description: string;
  /** Names the item for the page's tests. */
  testId: string;
}) {
  return (
    <li data-testid={testId} className="border-s-2 border-copper-300 ps-6">
      <h3 className="text-xl font-semibold">{title}</h3>
      <p className="mt-2 leading-relaxed text-ink/75">{description}</p>
    </li>
  );
}
