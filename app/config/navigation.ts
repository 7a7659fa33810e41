import type common from '~/locales/en/common.json';
import { site } from './site';

/** A menu entry's English name, which is also its key in the translation files (`nav`). */
export type NavLabel = keyof typeof common.nav;
export type MenuLink = { label: NavLabel; path: `/${string}` };
/** A top entry: a page of ours, perhaps with a submenu, or a page of another site. */
export type MenuItem =
  | (MenuLink & { submenu?: readonly MenuLink[]; isExternal?: never })
  | { label: NavLabel; path: string; isExternal: true; submenu?: never };

/**
 * The site menu as the specification lists it, with the buyers' reference pages added (issue 15):
 * Regions under Tea, Trade Terms under Products.
 */
export const mainMenu: readonly MenuItem[] = [
  { label: 'Home', path: '/' },
  { label: 'About Us', path: '/about' },
  {
    label: 'Tea',
    path: '/tea-grades',
    submenu: [
      { label: 'Tea Grades', path: '/tea-grades' },
      { label: 'Tea Process', path: '/tea-process' },
      { label: 'Regions', path: '/regions' },
    ],
  },
  {
    label: 'Products',
    path: '/products',
    submenu: [
      { label: 'Adra Product', path: '/products/adra' },
      { label: 'Bulk Tea', path: '/products/bulk' },
      { label: 'Special Tea', path: '/products/special' },
      { label: 'Private Label', path: '/products/private-label' },
      { label: 'OEM', path: '/products/oem' },
      { label: 'Trade Terms', path: '/trade-terms' },
    ],
  },
  { label: 'Adra Tea', path: site.adraTeaUrl, isExternal: true },
  { label: 'History', path: '/history' },
  { label: 'CSR', path: '/csr' },
  { label: 'Health & Wellness', path: '/health' },
  { label: 'Contact Us', path: '/contact' },
];

export const footerQuickLinks: readonly MenuLink[] = [
  { label: 'About Us', path: '/about' },
  { label: 'Tea Grades', path: '/tea-grades' },
  { label: 'Tea Process', path: '/tea-process' },
  { label: 'Regions', path: '/regions' },
  { label: 'Trade Terms', path: '/trade-terms' },
  { label: 'History', path: '/history' },
  { label: 'CSR', path: '/csr' },
  { label: 'Health & Wellness', path: '/health' },
  { label: 'Contact Us', path: '/contact' },
];

/** The footer's product column: the product lines of the Products submenu. */
export const footerProductLinks: readonly MenuLink[] = (
  mainMenu.find((item) => item.label === 'Products')?.submenu ?? []
).filter((link) => link.path.startsWith('/products/'));
