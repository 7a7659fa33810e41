import { site } from '~/config/site';
import { MailIcon } from '~/components/ui/icons';
import { Container } from '~/components/ui/container';
import { SectionHeading } from '~/components/ui/section-heading';

const businessInquiries = [
  {
    title: 'Wholesale Inquiries',
    text: 'Bulk orthodox and CTC teas by the chest or the container, in paper sacks or foil-lined bags, with samples before you buy.',
    email: site.emails.wholesale,
  },
  {
    title: 'Private Label',
    text: 'Your brand on our tea: blend development, packaging design support and retail-ready packs from tea bags to tins.',
    email: site.emails.privateLabel,
  },
  {
    title: 'OEM Manufacturing',
    text: 'Blending, packing and quality control to your specification, in our certified factory in the Kandy hills.',
    email: site.emails.oem,
  },
] as const;

/** Three cards opening a mail to the address of each line of business. */
export function BusinessInquiryCards() {
  return (
    <section aria-labelledby="business-inquiries-title">
      <Container className="py-16 sm:py-20">
        <SectionHeading
          id="business-inquiries-title"
          eyebrow="Business"
          title="Business Inquiries"
          intro="Write straight to the team that handles your kind of order."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {businessInquiries.map((inquiry) => (
            <li
              key={inquiry.email}
              className="flex flex-col rounded-2xl border border-cream-200 bg-white p-7 shadow-sm"
            >
              <h3 className="text-xl font-semibold">{inquiry.title}</h3>
              <p className="mt-3 flex-1 leading-relaxed text-ink/75">{inquiry.text}</p>
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
