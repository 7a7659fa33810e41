import { Children, type ReactNode } from 'react';
import { Container } from './container';

/**
 * The links with a space between each two. The flex box draws no space (the gap does), but a
 * browser without styles (lynx) prints them as one line and would glue the words of one to the
 * next: 'View Our ProductsContact Us'.
 */
function spacedApart(children: ReactNode): ReactNode[] {
  return Children.toArray(children).flatMap((child, index) => (index ? [' ', child] : [child]));
}

/** The closing band of a page that sends the visitor on (to products, to contact). */
export function CallToAction({
  title,
  text,
  children,
}: {
  title: string;
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="bg-tea-800 text-cream-50">
      <Container className="py-16 text-center sm:py-20">
        <h2 className="text-3xl font-semibold text-cream-50 sm:text-4xl">{title}</h2>
        <div className="mx-auto mt-4 max-w-2xl text-lg text-cream-100/85">{text}</div>
        <div className="mt-8 flex flex-wrap justify-center gap-4">{spacedApart(children)}</div>
      </Container>
    </section>
  );
}
