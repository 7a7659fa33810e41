import { useCallback, useRef, useState } from 'react';
import { mainMenu } from '~/config/navigation';
import { useDismiss } from '~/hooks/use-dismiss';
import { usePageChange } from '~/hooks/use-page-change';
import { Disclosure } from '~/components/ui/disclosure';
import { CloseIcon, MenuIcon } from '~/components/ui/icons';
import { MenuLink, SubmenuLinks } from './menu-link';
import {
  openSubmenuAfterToggle,
  SubmenuChevron,
  submenuPanelId,
  submenuToggleLabel,
} from './submenu-toggle';

const panelId = 'mobile-menu';

/** The phone menu: a panel sliding in from the right, submenus expanding one at a time. */
export function MobileNavigation() {
  const [open, setOpen] = useState(false);
  const [expandedLabel, setExpandedLabel] = useState<string | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  const close = useCallback((reason?: 'escape' | 'outside') => {
    setOpen(false);
    setExpandedLabel(null);
    if (reason === 'escape') {
      containerRef.current
        ?.querySelector<HTMLButtonElement>(`[aria-controls="${panelId}"]`)
        ?.focus();
    }
  }, []);
  useDismiss(containerRef, open, close);
  usePageChange(close);

  return (
    <div ref={containerRef} className="lg:hidden">
      <Disclosure
        panelId={panelId}
        expanded={open}
        onExpandedChange={setOpen}
        toggle={
          <>
            <MenuIcon
              width={24}
              height={24}
              className="in-aria-expanded:hidden [[open]>summary>&]:hidden"
            />
            <CloseIcon
              width={24}
              height={24}
              className="hidden in-aria-expanded:block [[open]>summary>&]:block"
            />
            <span className="sr-only">Menu</span>
          </>
        }
        toggleClassName="inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-full text-tea-900 hover:bg-tea-50"
        panelClassName="animate-slide-in fixed inset-x-0 top-(--header-height) bottom-0 z-40 overflow-y-auto border-t border-cream-200 bg-cream-50 px-4 pt-4 pb-10 shadow-2xl sm:left-auto sm:w-96"
      >
        <nav aria-label="Main">
          <ul className="divide-y divide-cream-200">
            {mainMenu.map((item) => (
              <li key={item.label} className="relative flex flex-wrap items-center">
                <MenuLink
                  item={item}
                  onNavigate={() => close()}
                  className="flex flex-1 items-center gap-2 py-3 pr-12 text-base font-medium text-tea-900 aria-[current=page]:text-copper-600"
                />
                {item.submenu ? (
                  <Disclosure
                    panelId={submenuPanelId('mobile', item.label)}
                    group="mobile-submenu"
                    expanded={expandedLabel === item.label}
                    onExpandedChange={(expanded) =>
                      setExpandedLabel(openSubmenuAfterToggle(item.label, expanded))
                    }
                    toggle={<SubmenuChevron />}
                    toggleLabel={submenuToggleLabel(item.label)}
                    className="w-full"
                    toggleClassName="absolute top-0.5 right-0 inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-full text-tea-800 hover:bg-tea-50"
                    panelClassName="pb-2 pl-4"
                  >
                    <SubmenuLinks
                      links={item.submenu}
                      onNavigate={() => close()}
                      linkClassName="block py-2 text-sm text-tea-800 aria-[current=page]:font-semibold aria-[current=page]:text-copper-700"
                    />
                  </Disclosure>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
      </Disclosure>
    </div>
  );
}
