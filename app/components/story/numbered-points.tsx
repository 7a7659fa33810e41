type Point = { id: string; title: string; description: string };

const layouts = {
  /** Side by side in columns on wide screens, each under a copper rule. */
  columns: 'grid gap-x-10 gap-y-12 md:grid-cols-3',
  /** One under the other, for a list beside its heading. */
  stacked: 'grid gap-10',
} as const;

/**
 * Points that read in order, numbered by the list itself ('01.' in copper, from the list's
 * marker), so the number is not a second text that a screen reader or text browser reads twice.
 */
export function NumberedPoints({
  points,
  layout,
  testId,
}: {
  points: readonly Point[];
  layout: keyof typeof layouts;
  /** Names the items for the page's tests. */
  testId: string;
}) {
  return (
    <ol className={`list-inside list-[decimal-leading-zero] ${layouts[layout]}`}>
      {points.map((point) => (
        <li
          key={point.id}
          data-testid={testId}
          className="border-t-2 border-copper-300 pt-6 marker:font-display marker:text-3xl marker:font-semibold marker:text-copper-700"
        >
          <h3 className="mt-3 text-2xl font-semibold">{point.title}</h3>
          <p className="mt-3 leading-relaxed text-ink/75">{point.description}</p>
        </li>
      ))}
    </ol>
  );
}
