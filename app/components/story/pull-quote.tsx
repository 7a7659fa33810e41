import type { Quotation } from '~/content/prose';

/** A quotation set large, with who said it and where beneath: for a dark band of a story page. */
export function PullQuote({ quotation }: { quotation: Quotation }) {
  return (
    <figure className="mx-auto max-w-4xl">
      <div aria-hidden="true" className="h-1 w-16 bg-copper-300" />
      <blockquote className="mt-8 font-display text-3xl leading-snug font-semibold text-balance sm:text-5xl">
        <p>“{quotation.text}”</p>
      </blockquote>
      <figcaption className="mt-8 text-sm tracking-[0.2em] text-copper-300 uppercase">
        {quotation.author}, <cite className="not-italic">{quotation.source}</cite>
      </figcaption>
    </figure>
  );
}
