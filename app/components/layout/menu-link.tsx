import { useTranslation } from '~/i18n/translations';
import { useLocalizedPath } from '~/i18n/use-language';
import { NavLink } from '@remix-run/react';
import type { MenuItem } from '~/config/navigation';
import { ExternalLinkIcon } from '~/components/ui/icons';

/** One menu entry: an internal NavLink, or the external link opening in a new tab. */
export function MenuLink({
  item,
  className,
  onNavigate,
}: {
  item: MenuItem;
  className: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  if (item.isExternal) {
    return (
      <a
        href={item.path}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={onNavigate}
      >
        {t(`nav.${item.label}`)}
        <ExternalLinkIcon width={14} height={14} />
        <span className="sr-only">{` ${t('opensInNewTab')}`}</span>
      </a>
    );
  }
  return (
    <NavLink
      to={localized(item.path)}
      end={item.path === '/'}
      prefetch="intent"
      className={className}
      onClick={onNavigate}
    >
      {t(`nav.${item.label}`)}
    </NavLink>
  );
}

/** The entries of a submenu, closing the menu when one is chosen. */
export function SubmenuLinks({
  links,
  linkClassName,
  onNavigate,
}: {
  links: readonly MenuItem[];
  linkClassName: string;
  onNavigate: () => void;
}) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.path}>
          <MenuLink item={link} onNavigate={onNavigate} className={linkClassName} />
        </li>
      ))}
    </ul>
  );
}
