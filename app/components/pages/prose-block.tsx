import { SectionHeading } from '~/components/ui/section-heading';
import type { ProseSection } from '~/content/prose';

/** A titled block of running text: the heading (its id is the section's) and its paragraphs. */
export function ProseBlock({ section, eyebrow }: { section: ProseSection; eyebrow?: string }) {
  return (
    <div>
      <SectionHeading id={section.id} align="start" eyebrow={eyebrow} title={section.title} />
      <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink/80">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}
