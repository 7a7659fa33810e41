import { Link, type LinkProps } from '@remix-run/react';
import { useHydrated } from '~/hooks/use-hydrated';

type ListingLinkProps = Omit<LinkProps, 'to' | 'preventScrollReset'> & {
  /** The search string of the /products state this link opens. */
  search: string;
  /** The id of the section the link belongs to. */
  sectionId: string;
};

/**
 * A tab or filter link on /products. With script the page stays where it is
 * (`preventScrollReset`); without, the link carries a fragment so the reloaded page opens
 * at the same section instead of the top.
 */
export function ListingLink({ search, sectionId, ...props }: ListingLinkProps) {
  const hydrated = useHydrated();
  return (
    <Link
      {...props}
      to={{ pathname: '/products', search, hash: hydrated ? '' : sectionId }}
      preventScrollReset
    />
  );
}
