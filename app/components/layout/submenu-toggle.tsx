import { ChevronDownIcon } from '~/components/ui/icons';

/**
 * The chevron of a submenu toggle. The toggle's name for screen readers ("Tea submenu") is its
 * aria-label: written into the page, a text browser would glue it to the menu entry ("TeaTea
 * submenu").
 */
export function SubmenuChevron() {
  return (
    <ChevronDownIcon
      width={16}
      height={16}
      className="transition-transform in-aria-expanded:rotate-180 [[open]>summary>&]:rotate-180"
    />
  );
}

export function submenuPanelId(label: string): string {
  return `submenu-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/**
 * The state update for a submenu's toggle: opening it shows it alone; closing it leaves alone
 * any other that is open (the browser closes a <details> of the group as another opens).
 */
export function openSubmenuAfterToggle(label: string, expanded: boolean) {
  return (openLabel: string | null): string | null =>
    expanded ? label : openLabel === label ? null : openLabel;
}
