import { useCallback, useRef, useState } from 'react';
import { mainMenu } from '~/config/navigation';
import { useDismiss } from '~/hooks/use-dismiss';
import { usePageChange } from '~/hooks/use-page-change';
import { MenuLink, SubmenuLinks } from './menu-link';
import { Disclosure } from '~/components/ui/disclosure';
import {
  openSubmenuAfterToggle,
  SubmenuChevron,
  submenuPanelId,
  submenuToggleLabel,
} from './submenu-toggle';

const topLinkClassName =
  'inline-flex items-center gap-1 rounded-md px-2 py-2 text-[0.9rem] font-medium text-tea-900 hover:text-copper-600 aria-[current=page]:text-copper-600 xl:px-3';

/** The desktop menu: click-toggled dropdowns, one open at a time. */
export function DesktopNavigation() {
  const [openLabel, setOpenLabel] = useState<string | null>(null);
  const navigationRef = useRef<HTMLElement>(null);

  const close = useCallback((reason?: 'escape' | 'outside') => {
    setOpenLabel((label) => {
      // Escape returns focus to the toggle that opened the submenu.
      if (reason === 'escape' && label) {
        navigationRef.current
          ?.querySelector<HTMLButtonElement>(
            `[aria-controls="${submenuPanelId('desktop', label)}"]`,
          )
          ?.focus();
      }
      return null;
    });
  }, []);
  useDismiss(navigationRef, openLabel !== null, close);
  usePageChange(close);

  return (
    <nav ref={navigationRef} aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-0.5">
        {mainMenu.map((item) => (
          <li key={item.label} className="relative flex items-center">
            <MenuLink item={item} className={topLinkClassName} />
            {item.submenu ? (
              <Disclosure
                panelId={submenuPanelId('desktop', item.label)}
                toggle={<SubmenuChevron />}
                toggleLabel={submenuToggleLabel(item.label)}
                group="desktop-menu"
                expanded={openLabel === item.label}
                onExpandedChange={(expanded) =>
                  setOpenLabel(openSubmenuAfterToggle(item.label, expanded))
                }
                closeOnFocusOut
                toggleClassName="-ml-1 inline-flex h-8 w-7 cursor-pointer items-center justify-center rounded-md text-tea-800 hover:bg-tea-50"
                panelClassName="absolute top-full left-0 z-50 mt-2 min-w-56 rounded-xl border border-cream-200 bg-white p-2 shadow-xl"
              >
                <SubmenuLinks
                  links={item.submenu}
                  onNavigate={() => setOpenLabel(null)}
                  linkClassName="block rounded-lg px-3 py-2 text-sm text-tea-900 hover:bg-cream-100 aria-[current=page]:font-semibold aria-[current=page]:text-copper-700"
                />
              </Disclosure>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
