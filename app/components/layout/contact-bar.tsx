import * as Tooltip from '@radix-ui/react-tooltip';
import { site } from '~/config/site';
import { tooltipSettings } from '~/config/ui';
import { MailIcon, PhoneIcon, SocialIcon } from '~/components/ui/icons';
import { Container } from '~/components/ui/container';

const [mainPhone] = site.phones;

/** The strip above the menu: phone, e-mail and the social links (icon-only, named by tooltips). */
export function ContactBar() {
  return (
    <div className="h-9 bg-tea-900 text-xs text-cream-100">
      <Container className="flex h-full items-center justify-between gap-4">
        <div className="flex min-w-0 items-center gap-4 sm:gap-6">
          <a
            href={`tel:${mainPhone.dial}`}
            className="flex items-center gap-1.5 hover:text-copper-300"
          >
            <PhoneIcon width={14} height={14} />
            <span>{mainPhone.display}</span>
          </a>
          <a
            href={`mailto:${site.emails.general}`}
            className="hidden items-center gap-1.5 hover:text-copper-300 sm:flex"
          >
            <MailIcon width={14} height={14} />
            <span>{site.emails.general}</span>
          </a>
        </div>
        <ul className="flex items-center gap-1" aria-label="Social media">
          {site.social.map((network) => (
            <li key={network.name}>
              <Tooltip.Root>
                <Tooltip.Trigger asChild>
                  <a
                    href={network.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${network.name} (opens in a new tab)`}
                    className="flex h-8 w-8 items-center justify-center rounded-full hover:bg-tea-700 hover:text-copper-300"
                  >
                    <SocialIcon network={network.name} width={16} height={16} />
                  </a>
                </Tooltip.Trigger>
                <Tooltip.Portal>
                  <Tooltip.Content
                    sideOffset={tooltipSettings.sideOffsetPixels}
                    className="z-[60] rounded-md bg-ink px-2.5 py-1.5 text-xs text-cream-50 shadow-md"
                  >
                    {network.name}
                  </Tooltip.Content>
                </Tooltip.Portal>
              </Tooltip.Root>
            </li>
          ))}
        </ul>
      </Container>
    </div>
  );
}
