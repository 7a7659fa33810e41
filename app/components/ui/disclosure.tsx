import type { ReactNode } from 'react';
import { useHydrated } from '~/hooks/use-hydrated';

type DisclosureProps = {
  /** The id of the panel, referenced by aria-controls. */
  panelId: string;
  /** Disclosures sharing a group open one at a time. */
  group?: string;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  /** What the toggle shows; it must name the panel (visibly or for screen readers). */
  toggle: ReactNode;
  toggleClassName: string;
  panelClassName: string;
  /** Classes of the element wrapping toggle and panel (a <details> without script, a <div> with). */
  className?: string;
  children: ReactNode;
};

/**
 * A toggle and its panel (WAI-ARIA disclosure pattern). Without script it is a <details>,
 * which the browser keeps to one open per named group; after hydration it becomes a
 * button with aria-expanded whose state the caller owns (outside click, Escape, choosing an item).
 */
export function Disclosure({
  panelId,
  group,
  expanded,
  onExpandedChange,
  toggle,
  toggleClassName,
  panelClassName,
  className,
  children,
}: DisclosureProps) {
  const hydrated = useHydrated();

  if (!hydrated) {
    return (
      <details name={group} className={className}>
        <summary className={`list-none [&::-webkit-details-marker]:hidden ${toggleClassName}`}>
          {toggle}
        </summary>
        <div id={panelId} className={panelClassName}>
          {children}
        </div>
      </details>
    );
  }

  return (
    <div className={className}>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
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
