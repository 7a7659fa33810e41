import { Fragment } from 'react';

/**
 * Text that may end a line after each slash. 'Oxidation/Fermentation' is one word to the
 * browser, wider than a step card on a phone or in the four-column grid, so it is offered a
 * break after the slash instead of running out of its box.
 */
export function BreakAfterSlashes({ text }: { text: string }) {
  const [first, ...rest] = text.split('/');
  return (
    <>
      {first}
      {rest.map((part, index) => (
        // The parts never move, so their position is their identity.
        <Fragment key={index}>
          /<wbr />
          {part}
        </Fragment>
      ))}
    </>
  );
}
