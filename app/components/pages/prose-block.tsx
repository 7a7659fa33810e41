import { SectionHeading } from '~/components/ui/section-heading';
import type { ProseSection } from '~/content/prose';

const layouts = {
  stacked: { block: '', text: 'mt-6' },
  /** The text in two newspaper columns on wide screens. */
  'two-columns': { block: '', text: 'mt-6 lg:columns-2 lg:gap-12 [&>p]:break-inside-avoid' },
  /** The heading in a narrow column beside the text on wide screens. */
  'heading-beside': { block: 'grid gap-6 lg:grid-cols-[1fr_2fr] lg:gap-16', text: '' },
} as const;

/**
 * A section whose words are a translation group: its title and its paragraphs (an object of
 * them, in the order the file writes them).
 */
export function proseFromWords(
  id: string,
  words: { title: string; paragraphs: Readonly<Record<string, string>> },
): ProseSection {
  return { id, title: words.title, paragraphs: Object.values(words.paragraphs) };
}

/** A titled block of running text: the heading (its id is the section's) and its paragraphs. */
export function ProseBlock({
  section,
  eyebrow,
  layout = 'stacked',
}: {
  section: ProseSection;
  eyebrow?: string;
  layout?: keyof typeof layouts;
}) {
  return (
    <div className={layouts[layout].block}>
      <SectionHeading id={section.id} align="start" eyebrow={eyebrow} title={section.title} />
      <div className={`space-y-5 text-lg leading-relaxed text-ink/80 ${layouts[layout].text}`}>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}
