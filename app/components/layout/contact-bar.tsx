import { Suspense, lazy } from 'react';
import { site } from '~/config/site';
import { MailIcon, PhoneIcon } from '~/components/ui/icons';
import { Container } from '~/components/ui/container';
import { SocialLink } from './social-link';

const [mainPhone] = site.phones;

const socialLinksId = 'social-links';

/**
 * Resolves the first time a visitor points at, touches or focuses the social links: nobody sees
 * a tooltip before that, and most visitors never do.
 */
function firstInterestInSocialLinks(): Promise<void> {
  return new Promise((resolve) => {
    const links = document.getElementById(socialLinksId);
    if (!links) return resolve();
    for (const type of ['pointerover', 'focusin'] as const) {
      links.addEventListener(type, () => resolve(), { once: true });
    }
  });
}

/**
 * Radix's tooltip code, with the positioning it brings (about 23 KB compressed), is in a chunk of
 * its own (vite.config.ts), fetched only once a visitor shows interest in the links. Until then
 * the server's links stay in the page as they are (plain links that work), inside a Suspense
 * boundary React leaves dehydrated; when the chunk arrives React hydrates them in place, focus
 * kept. The server renders the module at once.
 */
const SocialLinksWithTooltips = lazy(async () => {
  if (typeof document !== 'undefined') await firstInterestInSocialLinks();
  return import('./social-links-with-tooltips');
});

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
            <span>{mainPhone.display}</span>
          </a>{' '}
          <a href={`mailto:${site.emails.general}`} className={contactLinkClassName}>
            <MailIcon width={14} height={14} />
            <span>{site.emails.general}</span>
          </a>
        </div>
        <ul
          id={socialLinksId}
          className="flex items-center gap-0.5 sm:gap-1"
          aria-label="Social media"
        >
          {/* Shown only if React had to render the links afresh before the chunk came. */}
          <Suspense
            fallback={site.social.map((network) => (
              <li key={network.name}>
                <SocialLink network={network} className={socialLinkClassName} />
              </li>
            ))}
          >
            <SocialLinksWithTooltips linkClassName={socialLinkClassName} />
          </Suspense>
        </ul>
      </Container>
    </div>
  );
}
