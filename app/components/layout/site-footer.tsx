import { useTranslation } from '~/i18n/translations';
import { useLocalizedPath } from '~/i18n/use-language';
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { footerProductLinks, footerQuickLinks, type MenuLink } from '~/config/navigation';
import { formatAddress, site } from '~/config/site';
import { Container } from '~/components/ui/container';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '~/components/ui/icons';
import { BrandLink } from './brand-link';
import { SocialLink } from './social-link';

/** Text links at least 24 px high, the smallest target WCAG 2.5.8 allows. */
const footerLinkClassName = 'inline-flex min-h-6 items-center hover:text-copper-300';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="font-sans text-sm font-semibold tracking-[0.18em] text-copper-300 uppercase">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </div>
  );
}

function FooterLinks({ links }: { links: readonly MenuLink[] }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <ul className="space-y-1.5">
      {links.map((link) => (
        <li key={link.path}>
          <Link to={localized(link.path)} className={`${footerLinkClassName} text-cream-100/85`}>
            {t(`nav.${link.label}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  // The company names its lines in its facts (app/content/company-facts/); each name's
  // translation is under `company.phones`, and tests/unit/translations.test.ts checks each has one.
  const phoneLabels: Readonly<Record<string, string>> = t.group('company.phones');
  const phoneLabel = (label: string) => phoneLabels[label] ?? label;
  return (
    <footer className="paint-near-screen bg-tea-950 text-sm text-cream-100">
      <Container className="grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <BrandLink tone="light" />
          <p className="mt-5 leading-relaxed text-cream-100/75">{t('footer.about')}</p>
          <ul className="mt-6 flex gap-2" aria-label={t('menu.socialMedia')}>
            {site.social.map((network) => (
              <li key={network.name}>
                <SocialLink
                  network={network}
                  className="flex h-9 w-9 items-center justify-center rounded-full border border-cream-100/25 hover:border-copper-300 hover:text-copper-300"
                />
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn title={t('footer.quickLinks')}>
          <FooterLinks links={footerQuickLinks} />
        </FooterColumn>
        <FooterColumn title={t('footer.products')}>
          <FooterLinks
            links={[{ label: 'All Products', path: '/products' }, ...footerProductLinks]}
          />
        </FooterColumn>
        <FooterColumn title={t('footer.contact')}>
          <address className="space-y-4 leading-relaxed text-cream-100/85 not-italic">
            <p className="flex gap-3">
              <MapPinIcon width={18} height={18} className="mt-0.5 shrink-0 text-copper-300" />
              <span>{formatAddress(site.headOffice)}</span>
            </p>
            <ul className="space-y-1.5">
              {site.phones.map((phone) => (
                <li key={phone.dial} className="flex gap-3">
                  <PhoneIcon width={18} height={18} className="mt-0.5 shrink-0 text-copper-300" />
                  <a href={`tel:${phone.dial}`} className={footerLinkClassName}>
                    <span dir="ltr">{phone.display}</span>
                    <span className="sr-only">{` (${phoneLabel(phone.label)})`}</span>
                  </a>
                </li>
              ))}
            </ul>
            <p className="flex gap-3">
              <MailIcon width={18} height={18} className="mt-0.5 shrink-0 text-copper-300" />
              <a href={`mailto:${site.emails.general}`} className={footerLinkClassName}>
                {site.emails.general}
              </a>
            </p>
            <p className="flex gap-3">
              <ClockIcon width={18} height={18} className="mt-0.5 shrink-0 text-copper-300" />
              <span>{t('company.hours')}</span>
            </p>
          </address>
        </FooterColumn>
      </Container>
      <div className="border-t border-cream-100/10">
        <Container className="flex flex-col gap-3 py-6 text-xs text-cream-100/65 sm:flex-row sm:items-center sm:justify-between">
          <p>{`© ${new Date().getUTCFullYear()} ${site.legalName}. ${t('footer.rights')}`}</p>
          <ul className="flex gap-6">
            <li>
              <Link to={localized('/privacy')} className={footerLinkClassName}>
                {t('nav.Privacy Policy')}
              </Link>
            </li>
            <li>
              <Link to={localized('/terms')} className={footerLinkClassName}>
                {t('nav.Terms of Service')}
              </Link>
            </li>
          </ul>
        </Container>
      </div>
    </footer>
  );
}
