import { Link, type LinkProps } from '@remix-run/react';
import { useHydrated } from '~/hooks/use-hydrated';
import { useLocalizedPath } from '~/i18n/use-language';

type ListingLinkProps = Omit<LinkProps, 'to' | 'preventScrollReset'> & {
  /** The search string of the /products state this link opens. */
  search: string;
  /** The id of the section the link belongs to. */
  sectionId: string;
};

/**
 * A tab or filter link on /products (or its twin in the page's language). With script the page stays where it is
 * (`preventScrollReset`); without, the link carries a fragment so the reloaded page opens
 * at the same section instead of the top.
 */
export function ListingLink({ search, sectionId, ...props }: ListingLinkProps) {
  const hydrated = useHydrated();
  const localizedPath = useLocalizedPath();
  return (
    <Link
      {...props}
      to={{ pathname: localizedPath('/products'), search, hash: hydrated ? '' : sectionId }}
      preventScrollReset
    />
  );
}
