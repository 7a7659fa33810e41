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

/**
 * Whether an element is laid out (not display: none). The Menu toggle shows only with the panel,
 * so this tells the panel from the bar as the visitor sees it now.
 */
function isDrawn(element: Element | null | undefined): element is HTMLElement {
  return element instanceof HTMLElement && element.getClientRects().length > 0;
}

/**
 * The main menu and, on phones, its Menu toggle. One menu for every width, so a browser without
 * styles (lynx) or a search engine reads it once: on narrower screens (`menu-panel:`, below
 * 1024 px in English and 1280 px in Arabic and Russian, app/styles/app.css) a panel sliding in
 * from the end side (the right; the left in Arabic) behind the Menu toggle, submenus expanding in
 * place one at a time; wider (`menu-bar:`) a bar with click-toggled dropdowns, one open at a time.
 * Its parts' classes are named in app/styles/site-navigation.css.
 */
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
        className="site-menu"
      >
        <ul className="site-menu-list">
          {mainMenu.map((item) => (
            <li key={item.label} className="site-menu-item">
              <MenuLink item={item} onNavigate={() => close()} className="site-menu-link" />
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
                  toggleClassName="site-submenu-toggle"
                  panelClassName="site-submenu"
                >
                  <SubmenuLinks
                    links={item.submenu}
                    onNavigate={() => close()}
                    linkClassName="site-submenu-link"
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
