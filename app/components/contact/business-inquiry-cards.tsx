import { useTranslation } from '~/i18n/translations';
import { site } from '~/config/site';
import { MailIcon } from '~/components/ui/icons';
import { Container } from '~/components/ui/container';
import { SectionHeading } from '~/components/ui/section-heading';

/** Each line of business, its words under `business.<key>` in the contact texts. */
const businessInquiries = [
  { key: 'wholesale', email: site.emails.wholesale },
  { key: 'privateLabel', email: site.emails.privateLabel },
  { key: 'oem', email: site.emails.oem },
] as const;

/** Three cards opening a mail to the address of each line of business. */
export function BusinessInquiryCards() {
  const { t } = useTranslation('contact');
  return (
    <section aria-labelledby="business-inquiries-title" className="paint-near-screen">
      <Container className="py-16 sm:py-20">
        <SectionHeading
          id="business-inquiries-title"
          eyebrow={t('business.eyebrow')}
          title={t('business.title')}
          intro={t('business.intro')}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {businessInquiries.map((inquiry) => (
            <li
              key={inquiry.email}
              className="flex flex-col rounded-2xl border border-cream-200 bg-white p-7 shadow-sm"
            >
              <h3 className="text-xl font-semibold">{t(`business.${inquiry.key}.title`)}</h3>
              <p className="mt-3 flex-1 leading-relaxed text-ink/75">
                {t(`business.${inquiry.key}.text`)}
              </p>
              <a
                href={`mailto:${inquiry.email}`}
                className="mt-6 inline-flex items-center gap-2 font-semibold break-all text-copper-700 hover:text-copper-800"
              >
                <MailIcon width={18} height={18} className="shrink-0" />
                {inquiry.email}
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
