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
 * on narrower screens (`menu-panel:`, below 1024 px in English and 1280 px in Arabic and Russian,
 * app/styles/app.css) a panel sliding in from the end side (the right; the left in Arabic) behind
 * the Menu toggle, submenus expanding in place one at a time; wider (`menu-bar:`) a bar with
 * click-toggled dropdowns, one open at a time.
 */
const menuClassName =
  'menu-panel:hidden menu-panel:peer-open:block menu-panel:data-open:block menu-panel:animate-slide-in menu-panel:fixed menu-panel:inset-x-0 menu-panel:top-(--header-height) menu-panel:bottom-0 menu-panel:z-40 menu-panel:overflow-y-auto menu-panel:border-t menu-panel:border-cream-200 menu-panel:bg-cream-50 menu-panel:px-4 menu-panel:pt-4 menu-panel:pb-10 menu-panel:shadow-2xl sm:menu-panel:start-auto sm:menu-panel:w-96';
const listClassName =
  'divide-y divide-cream-200 menu-bar:flex menu-bar:items-center menu-bar:gap-0.5 menu-bar:divide-y-0';
const itemClassName = 'relative flex flex-wrap items-center menu-bar:flex-nowrap';
const topLinkClassName =
  'flex flex-1 items-center gap-2 py-3 pe-12 text-base font-medium text-tea-900 aria-[current=page]:text-copper-600 menu-bar:inline-flex menu-bar:flex-none menu-bar:gap-1 menu-bar:rounded-md menu-bar:px-2 menu-bar:py-2 menu-bar:text-[0.9rem] menu-bar:hover:text-copper-600 xl:px-3';
const submenuToggleClassName =
  'absolute end-0 top-0.5 inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-full text-tea-800 hover:bg-tea-50 menu-bar:static menu-bar:-ms-1 menu-bar:h-8 menu-bar:w-7 menu-bar:rounded-md';
const submenuClassName =
  'pb-2 ps-4 menu-bar:absolute menu-bar:start-0 menu-bar:top-full menu-bar:z-50 menu-bar:mt-2 menu-bar:min-w-56 menu-bar:rounded-xl menu-bar:border menu-bar:border-cream-200 menu-bar:bg-white menu-bar:p-2 menu-bar:shadow-xl';
const submenuLinkClassName =
  'block py-2 text-sm text-tea-800 aria-[current=page]:font-semibold aria-[current=page]:text-copper-700 menu-bar:rounded-lg menu-bar:px-3 menu-bar:text-tea-900 menu-bar:hover:bg-cream-100';

/**
 * Whether an element is laid out (not display: none). The Menu toggle shows only with the panel,
 * so this tells the panel from the bar as the visitor sees it now.
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
        // Escape closes the panel and returns to its toggle; in the bar it closes the
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
        className="peer menu-bar:hidden"
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
                  className="w-full menu-bar:w-auto"
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
