import { useEffect, useRef, type FocusEvent, type ReactNode, type RefObject } from 'react';
import { useHydrated } from '~/hooks/use-hydrated';

/**
 * Hands a <details> opened before the scripts started (decision 006) to the caller's state, once,
 * as hydration finishes: the toggles made before it fired no React event.
 */
function useOpenedBeforeScripts(
  detailsRef: RefObject<HTMLDetailsElement | null>,
  onExpandedChange: (expanded: boolean) => void,
): void {
  useEffect(() => {
    if (detailsRef.current?.open) onExpandedChange(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once, on hydration
  }, []);
}

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
  /** Classes of the <div> wrapping toggle and panel. */
  className?: string;
  /**
   * Closes the panel when keyboard focus moves on past it (a dropdown, not a page section). A
   * function is asked as focus leaves, for a panel that is a dropdown in some layouts only.
   */
  closeOnFocusOut?: boolean | (() => boolean);
  children: ReactNode;
};

/**
 * A toggle and its panel (WAI-ARIA disclosure pattern), the panel after the toggle. Without
 * script the toggle is a <details> holding only its <summary>, which the browser keeps to one
 * open per named group, and the panel shows by CSS while it is open; after hydration the toggle
 * is a button with aria-expanded whose state the caller owns (outside click, Escape, choosing an
 * item). Only the toggle changes: the panel and its contents are the same elements in both forms,
 * so hydration does not build them again.
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

  function closeWhenFocusLeaves(event: FocusEvent<HTMLDivElement>) {
    // Asked now, not at render: a layout may have changed since (a phone turned, a window resized).
    if (!(typeof closeOnFocusOut === 'function' ? closeOnFocusOut() : closeOnFocusOut)) return;
    const next = event.relatedTarget;
    // Focus moved to an element outside (Tab past the last entry). A press on nothing focusable
    // moves it nowhere (no relatedTarget) and is left to the caller's outside-click rule, so a
    // browser that does not focus what is clicked (Safari) still reaches the entries.
    if (next instanceof Node && !event.currentTarget.contains(next)) onExpandedChange(false);
  }

  return (
    <div className={className} onBlur={hydrated && expanded ? closeWhenFocusLeaves : undefined}>
      <DisclosureToggle
        {...{ panelId, group, expanded, onExpandedChange, toggle, toggleLabel, toggleClassName }}
        className="peer"
      />
      <div
        id={panelId}
        hidden={hydrated ? !expanded : undefined}
        className={hydrated ? panelClassName : `hidden peer-open:block ${panelClassName}`}
      >
        {children}
      </div>
    </div>
  );
}

type DisclosureToggleProps = Pick<
  DisclosureProps,
  | 'panelId'
  | 'group'
  | 'expanded'
  | 'onExpandedChange'
  | 'toggle'
  | 'toggleLabel'
  | 'toggleClassName'
> & {
  /** Classes of the <details> without script, added to the button's with it. */
  className?: string;
};

/**
 * The toggle of a disclosure whose panel comes after it, as a later sibling (the panel of
 * `Disclosure`, or the one site menu, which is the phone's panel and the desktop's bar at once, so
 * the page holds it once and a text browser, which ignores styles, reads it once). Without script
 * it is a <details> holding only its <summary>; the panel shows by CSS while the details is open
 * (give the details the `peer` class and the panel `peer-open:`). With script it is a button with
 * aria-expanded.
 */
export function DisclosureToggle({
  panelId,
  group,
  expanded,
  onExpandedChange,
  toggle,
  toggleLabel,
  toggleClassName,
  className = '',
}: DisclosureToggleProps) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <DetailsBeforeScripts
        {...{ group, className, onExpandedChange, toggle, toggleLabel, toggleClassName }}
      />
    );
  }
  return (
    <ToggleButton
      {...{ panelId, expanded, onExpandedChange, toggle, toggleLabel }}
      className={`${className} ${toggleClassName}`}
    />
  );
}

type DetailsBeforeScriptsProps = Pick<
  DisclosureProps,
  'group' | 'className' | 'onExpandedChange' | 'toggle' | 'toggleLabel' | 'toggleClassName'
>;

/** A disclosure before the scripts start: a <details> whose <summary> is the toggle. */
function DetailsBeforeScripts({
  group,
  className,
  onExpandedChange,
  toggle,
  toggleLabel,
  toggleClassName,
}: DetailsBeforeScriptsProps) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  useOpenedBeforeScripts(detailsRef, onExpandedChange);
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
    </details>
  );
}

type ToggleButtonProps = Pick<
  DisclosureProps,
  'panelId' | 'expanded' | 'onExpandedChange' | 'toggle' | 'toggleLabel'
> & { className: string };

/** The toggle once the scripts run: a button with aria-expanded, its state the caller's. */
function ToggleButton({
  panelId,
  expanded,
  onExpandedChange,
  toggle,
  toggleLabel,
  className,
}: ToggleButtonProps) {
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={panelId}
      aria-label={toggleLabel}
      onClick={() => onExpandedChange(!expanded)}
      className={className}
    >
      {toggle}
    </button>
  );
}
