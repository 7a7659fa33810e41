import type { ReactNode } from 'react';

type SectionHeadingProps = {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  align?: 'center' | 'start';
  id?: string;
  /** The heading level: h2 within a page, h1 only for a page's own title. */
  level?: 'h1' | 'h2';
};

export function SectionHeading({
  eyebrow,
  title,
  intro,
  align = 'center',
  id,
  level: Heading = 'h2',
}: SectionHeadingProps) {
  const alignment = align === 'center' ? 'mx-auto text-center' : '';
  return (
    <div className={`max-w-3xl ${alignment}`}>
      {eyebrow ? (
        <p
          data-eyebrow
          className="mb-3 text-xs font-semibold tracking-[0.2em] text-copper-700 uppercase"
        >
          {eyebrow}
        </p>
      ) : null}
      <Heading id={id} className="text-3xl leading-tight font-semibold text-balance sm:text-4xl">
        {title}
      </Heading>
      {intro ? <div className="mt-4 text-lg leading-relaxed text-ink/75">{intro}</div> : null}
    </div>
  );
}
