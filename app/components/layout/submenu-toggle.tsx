import { ChevronDownIcon } from '~/components/ui/icons';

/** The chevron of a submenu toggle, named for screen readers ("Tea submenu"). */
export function SubmenuToggle({ label }: { label: string }) {
  return (
    <>
      <span className="sr-only">{label} submenu</span>
      <ChevronDownIcon
        width={16}
        height={16}
        className="transition-transform in-aria-expanded:rotate-180 [[open]>summary>&]:rotate-180"
      />
    </>
  );
}

export function submenuPanelId(prefix: string, label: string): string {
  return `${prefix}-submenu-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}
