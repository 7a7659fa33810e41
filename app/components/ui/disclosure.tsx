import { useEffect, useRef, type FocusEvent, type ReactNode } from 'react';
import { useHydrated } from '~/hooks/use-hydrated';

type DisclosureProps = {
  /** The id of the panel, referenced by aria-controls. */
  panelId: string;
  /** Disclosures sharing a group open one at a time. */
  group?: string;
  expanded: boolean;
  /**
   * Called with the new state whenever the visitor opens or closes this disclosure, also on
   * its <details> before the switch (the browser closes the others of a group the same way).
   */
  onExpandedChange: (expanded: boolean) => void;
  /** What the toggle shows; it must name the panel (visibly or for screen readers). */
  toggle: ReactNode;
  /** The toggle's name, for a toggle that shows only an icon. */
  toggleLabel?: string;
  toggleClassName: string;
  panelClassName: string;
  /** Classes of the element wrapping toggle and panel (a <details> without script, a <div> with). */
  className?: string;
  /** Closes the panel when keyboard focus moves on past it (a dropdown, not a page section). */
  closeOnFocusOut?: boolean;
  children: ReactNode;
};

/**
 * A toggle and its panel (WAI-ARIA disclosure pattern). Without script it is a <details>,
 * which the browser keeps to one open per named group; after hydration it becomes a
 * button with aria-expanded whose state the caller owns (outside click, Escape, choosing an item).
 *
 * Scripts start seconds after the page shows on a slow line (decision 006), so a visitor may
 * have opened the <details> already: its state is handed to the caller before the switch,
 * and the button opens as the visitor left it.
 */
export function Disclosure({
  panelId,
  group,
  expanded,
  onExpandedChange,
  toggle,
  toggleLabel,
  toggleClassName,
  panelClassName,
  className,
  closeOnFocusOut = false,
  children,
}: DisclosureProps) {
  const hydrated = useHydrated();
  const detailsRef = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    // Runs once, as hydration finishes: the toggles made before it fired no React event.
    if (detailsRef.current?.open) onExpandedChange(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once, on hydration
  }, []);

  if (!hydrated) {
    return (
      <details
        ref={detailsRef}
        name={group}
        className={className}
        onToggle={(event) => onExpandedChange(event.currentTarget.open)}
      >
        <summary
          aria-label={toggleLabel}
          className={`list-none [&::-webkit-details-marker]:hidden ${toggleClassName}`}
        >
          {toggle}
        </summary>
        <div id={panelId} className={panelClassName}>
          {children}
        </div>
      </details>
    );
  }

  function closeWhenFocusLeaves(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    // Focus moved to an element outside (Tab past the last entry). A press on nothing focusable
    // moves it nowhere (no relatedTarget) and is left to the caller's outside-click rule, so a
    // browser that does not focus what is clicked (Safari) still reaches the entries.
    if (next instanceof Node && !event.currentTarget.contains(next)) onExpandedChange(false);
  }

  return (
    <div
      className={className}
      onBlur={closeOnFocusOut && expanded ? closeWhenFocusLeaves : undefined}
    >
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        aria-label={toggleLabel}
        onClick={() => onExpandedChange(!expanded)}
        className={toggleClassName}
      >
        {toggle}
      </button>
      <div id={panelId} hidden={!expanded} className={panelClassName}>
        {children}
      </div>
    </div>
  );
}
