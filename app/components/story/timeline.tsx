/** A dated milestone and what happened, in the page's language. */
export type TimelineMilestone = { year: string; event: string };

/**
 * Dated milestones as an ordered list along a copper line: each year a <time> starting its
 * item, so a text browser reads '1. 1824' and the event on the next line.
 */
export function Timeline({ milestones }: { milestones: readonly TimelineMilestone[] }) {
  return (
    <ol className="border-s-2 border-copper-300">
      {milestones.map((milestone) => (
        <li
          key={milestone.year}
          data-testid="milestone"
          className="relative grid gap-1 pb-10 ps-8 last:pb-0 sm:grid-cols-[6rem_1fr] sm:gap-6 sm:ps-10"
        >
          <span
            aria-hidden="true"
            className="absolute -start-[0.5625rem] top-2 size-4 rounded-full border-4 border-cream-100 bg-copper-600"
          />
          <time
            dateTime={milestone.year}
            className="font-display text-3xl leading-none font-semibold text-copper-700"
          >
            {milestone.year}
          </time>
          <p className="text-lg leading-relaxed text-ink/80">{milestone.event}</p>
        </li>
      ))}
    </ol>
  );
}
