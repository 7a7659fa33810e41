import { useTranslation } from '~/i18n/translations';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { site } from '~/config/site';
import { SocialIcon } from '~/components/ui/icons';

type SocialProfile = (typeof site.social)[number];

type SocialLinkProps = Omit<
  ComponentPropsWithoutRef<'a'>,
  'href' | 'target' | 'rel' | 'children' | 'aria-label'
> & { network: SocialProfile };

/**
 * An icon-only link to one of our social profiles, opening in a new tab. Its name is text in
 * the page, visually hidden, not an aria-label: a text browser (lynx) shows a link's words only
 * and would list an aria-labelled icon as an empty link. It forwards its ref and props, so a
 * tooltip can wrap it (`asChild`).
 */
export const SocialLink = forwardRef<HTMLAnchorElement, SocialLinkProps>(function SocialLink(
  { network, ...props },
  ref,
) {
  const { t } = useTranslation();
  return (
    <a ref={ref} href={network.href} target="_blank" rel="noopener noreferrer" {...props}>
      <SocialIcon network={network.name} width={16} height={16} />
      <span className="sr-only">{`${network.name} ${t('opensInNewTab')}`}</span>
    </a>
  );
});
