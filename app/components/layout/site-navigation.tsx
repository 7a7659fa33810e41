import { useTranslation } from '~/i18n/translations';
import { useCallback, useRef, useState } from 'react';
import { mainMenu } from '~/config/navigation';
import { useDismiss } from '~/hooks/use-dismiss';
import { usePageChange } from '~/hooks/use-page-change';
import { Disclosure, DisclosureToggle } from '~/components/ui/disclosure';
import { CloseIcon, MenuIcon } from '~/components/ui/icons';
import { MenuLink, SubmenuLinks } from './menu-link';
import { openSubmenuAfterToggle, SubmenuChevron, submenuPanelId } from './submenu-toggle';

const menuId = 'site-menu';

/*
 * One menu for every width, so a browser without styles (lynx) or a search engine reads it once:
 * below lg (64rem) a panel sliding in from the end side (the right; the left in Arabic) behind the Menu toggle, submenus expanding
 * in place one at a time; from lg up a bar with click-toggled dropdowns, one open at a time.
 */
const menuClassName =
  'max-lg:hidden max-lg:peer-open:block max-lg:data-open:block max-lg:animate-slide-in max-lg:fixed max-lg:inset-x-0 max-lg:top-(--header-height) max-lg:bottom-0 max-lg:z-40 max-lg:overflow-y-auto max-lg:border-t max-lg:border-cream-200 max-lg:bg-cream-50 max-lg:px-4 max-lg:pt-4 max-lg:pb-10 max-lg:shadow-2xl sm:max-lg:start-auto sm:max-lg:w-96';
const listClassName = 'divide-y divide-cream-200 lg:flex lg:items-center lg:gap-0.5 lg:divide-y-0';
const itemClassName = 'relative flex flex-wrap items-center lg:flex-nowrap';
const topLinkClassName =
  'flex flex-1 items-center gap-2 py-3 pe-12 text-base font-medium text-tea-900 aria-[current=page]:text-copper-600 lg:inline-flex lg:flex-none lg:gap-1 lg:rounded-md lg:px-2 lg:py-2 lg:text-[0.9rem] lg:hover:text-copper-600 xl:px-3';
const submenuToggleClassName =
  'absolute end-0 top-0.5 inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-full text-tea-800 hover:bg-tea-50 lg:static lg:-ms-1 lg:h-8 lg:w-7 lg:rounded-md';
const submenuClassName =
  'pb-2 ps-4 lg:absolute lg:start-0 lg:top-full lg:z-50 lg:mt-2 lg:min-w-56 lg:rounded-xl lg:border lg:border-cream-200 lg:bg-white lg:p-2 lg:shadow-xl';
const submenuLinkClassName =
  'block py-2 text-sm text-tea-800 aria-[current=page]:font-semibold aria-[current=page]:text-copper-700 lg:rounded-lg lg:px-3 lg:text-tea-900 lg:hover:bg-cream-100';

/**
 * Whether an element is laid out (not display: none). The Menu toggle is below lg only, so this
 * tells the phone layout from the desktop's as the visitor sees it now.
 */
function isDrawn(element: Element | null | undefined): element is HTMLElement {
  return element instanceof HTMLElement && element.getClientRects().length > 0;
}

/** The main menu and, on phones, its Menu toggle. */
export function SiteNavigation() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [openLabel, setOpenLabel] = useState<string | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  const menuToggle = useCallback(
    () => containerRef.current?.querySelector(`[aria-controls="${menuId}"]`),
    [],
  );
  const close = useCallback(
    (reason?: 'escape' | 'outside') => {
      if (reason === 'escape') {
        // Escape closes the phone panel and returns to its toggle; from lg up it closes the
        // dropdown and returns to the toggle that opened it.
        const toggle = menuToggle();
        const target = isDrawn(toggle)
          ? toggle
          : openLabel
            ? containerRef.current?.querySelector(`[aria-controls="${submenuPanelId(openLabel)}"]`)
            : null;
        if (target instanceof HTMLElement) target.focus();
      }
      setMenuOpen(false);
      setOpenLabel(null);
    },
    [menuToggle, openLabel],
  );
  useDismiss(containerRef, menuOpen || openLabel !== null, close);
  usePageChange(close);
  // Only the desktop's dropdowns close as focus moves on; the phone's submenus expand in place.
  const isDropdown = useCallback(() => !isDrawn(menuToggle()), [menuToggle]);

  return (
    <div ref={containerRef}>
      <DisclosureToggle
        panelId={menuId}
        expanded={menuOpen}
        onExpandedChange={setMenuOpen}
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
            <span className="sr-only">{t('menu.toggle')}</span>
          </>
        }
        className="peer lg:hidden"
        toggleClassName="inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-full text-tea-900 hover:bg-tea-50"
      />
      <nav
        id={menuId}
        aria-label={t('menu.main')}
        data-open={menuOpen || undefined}
        className={menuClassName}
      >
        <ul className={listClassName}>
          {mainMenu.map((item) => (
            <li key={item.label} className={itemClassName}>
              <MenuLink item={item} onNavigate={() => close()} className={topLinkClassName} />
              {item.submenu ? (
                <Disclosure
                  panelId={submenuPanelId(item.label)}
                  group="main-menu"
                  expanded={openLabel === item.label}
                  onExpandedChange={(expanded) =>
                    setOpenLabel(openSubmenuAfterToggle(item.label, expanded))
                  }
                  toggle={<SubmenuChevron />}
                  toggleLabel={t('menu.submenu', { label: t(`nav.${item.label}`) })}
                  closeOnFocusOut={isDropdown}
                  className="w-full lg:w-auto"
                  toggleClassName={submenuToggleClassName}
                  panelClassName={submenuClassName}
                >
                  <SubmenuLinks
                    links={item.submenu}
                    onNavigate={() => close()}
                    linkClassName={submenuLinkClassName}
                  />
                </Disclosure>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
