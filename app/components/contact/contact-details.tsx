import { useTranslation } from '~/i18n/translations';
import { headOfficeAnchor } from '~/components/maps/sri-lanka-map';
import { formatAddress, site } from '~/config/site';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '~/components/ui/icons';
import type { ReactNode } from 'react';

function DetailRow({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-4">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-tea-700 text-cream-50">
        {icon}
      </span>
      <div>
        <h3 className="font-sans text-sm font-semibold tracking-wide text-copper-700 uppercase">
          {title}
        </h3>
        <div className="mt-1 leading-relaxed text-ink/85">{children}</div>
      </div>
    </div>
  );
}

/** Head office, phone, e-mail and business hours, beside the form. */
export function ContactDetails() {
  const { t } = useTranslation('contact');
  const { t: tCommon } = useTranslation();
  const [headOfficePhone] = site.phones;
  return (
    <div className="space-y-7">
      <DetailRow icon={<MapPinIcon />} title={t('details.headOffice')}>
        {/* The map's office links here (Find Us here and the map on /regions). */}
        <address id={headOfficeAnchor} className="not-italic">
          {formatAddress(site.headOffice)}
        </address>
      </DetailRow>
      <DetailRow icon={<PhoneIcon />} title={t('details.phone')}>
        <a href={`tel:${headOfficePhone.dial}`} className="hover:text-copper-700">
          <span dir="ltr">{headOfficePhone.display}</span>
        </a>
      </DetailRow>
      <DetailRow icon={<MailIcon />} title={t('details.email')}>
        <a href={`mailto:${site.emails.general}`} className="break-all hover:text-copper-700">
          {site.emails.general}
        </a>
      </DetailRow>
      <DetailRow icon={<ClockIcon />} title={t('details.hours')}>
        {tCommon('company.hours')}
      </DetailRow>
    </div>
  );
}
