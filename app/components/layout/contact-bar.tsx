import { useTranslation } from '~/i18n/translations';
import { LanguageSwitch } from './language-switch';
import { useEffect, useRef, useState } from 'react';
import { site } from '~/config/site';
import { MailIcon, PhoneIcon } from '~/components/ui/icons';
import { Container } from '~/components/ui/container';
import { SocialLink } from './social-link';

const [mainPhone] = site.phones;

type SocialLinksWithTooltipsModule = typeof import('./social-links-with-tooltips');
type SocialLinksWithTooltips = SocialLinksWithTooltipsModule['default'];

/**
 * The social links, plain until a visitor first points at, touches or focuses them (nobody sees
 * a tooltip before that, and most visitors never do); then Radix's tooltips, a chunk of their
 * own (vite.config.ts, decision 018), take their place. A link that had keyboard focus gets it
 * back in its new form. Plain links work without script and before the chunk comes.
 */
function SocialLinks() {
  const listRef = useRef<HTMLUListElement>(null);
  const focusedHref = useRef<string | null>(null);
  const [WithTooltips, setWithTooltips] = useState<SocialLinksWithTooltips | null>(null);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const load = () => {
      list.removeEventListener('pointerover', load);
      list.removeEventListener('focusin', load);
      void import('./social-links-with-tooltips').then((module) => {
        const focused = document.activeElement;
        focusedHref.current =
          focused instanceof HTMLAnchorElement && list.contains(focused) ? focused.href : null;
        setWithTooltips(() => module.default);
      });
    };
    list.addEventListener('pointerover', load);
    list.addEventListener('focusin', load);
    return () => {
      list.removeEventListener('pointerover', load);
      list.removeEventListener('focusin', load);
    };
  }, []);

  useEffect(() => {
    if (!WithTooltips || focusedHref.current === null) return;
    const links = listRef.current?.querySelectorAll('a') ?? [];
    [...links].find((link) => link.href === focusedHref.current)?.focus();
    focusedHref.current = null;
  }, [WithTooltips]);

  const { t } = useTranslation();
  return (
    <ul
      ref={listRef}
      className="flex items-center gap-0.5 sm:gap-1"
      aria-label={t('menu.socialMedia')}
    >
      {WithTooltips ? (
        <WithTooltips linkClassName={socialLinkClassName} />
      ) : (
        site.social.map((network) => (
          <li key={network.name}>
            <SocialLink network={network} className={socialLinkClassName} />
          </li>
        ))
      )}
    </ul>
  );
}

const socialLinkClassName =
  'flex h-7 w-7 items-center justify-center rounded-full hover:bg-tea-700 hover:text-copper-300 sm:h-8 sm:w-8';

/** Each entry is at least 24 px high, the smallest target WCAG 2.5.8 allows. */
const contactLinkClassName = 'flex min-h-6 items-center gap-1.5 hover:text-copper-300';

/**
 * The strip above the menu: phone, e-mail and the social links (icon-only, named by hidden text and, for the eye, by tooltips).
 * On phones the phone and the e-mail stand one above the other beside the social links, so all
 * three fit down to 320 px; the header's height (--header-height) counts the taller strip.
 */
export function ContactBar() {
  return (
    <div className="h-14 bg-tea-900 text-xs text-cream-100 sm:h-9">
      <Container className="flex h-full items-center justify-between gap-3 sm:gap-4">
        <div className="flex min-w-0 flex-col sm:flex-row sm:items-center sm:gap-6">
          <a href={`tel:${mainPhone.dial}`} className={contactLinkClassName}>
            <PhoneIcon width={14} height={14} />
            <span dir="ltr">{mainPhone.display}</span>
          </a>{' '}
          <a href={`mailto:${site.emails.general}`} className={contactLinkClassName}>
            <MailIcon width={14} height={14} />
            <span>{site.emails.general}</span>
          </a>
        </div>
        <div className="flex flex-col items-end gap-0.5 sm:flex-row sm:items-center sm:gap-4">
          <SocialLinks />
          <LanguageSwitch />
        </div>
      </Container>
    </div>
  );
}
