import * as Tooltip from '@radix-ui/react-tooltip';
import { site } from '~/config/site';
import { tooltipSettings } from '~/config/ui';
import { SocialLink } from './social-link';

/**
 * The contact strip's social links, each named for the eye by a tooltip (Radix). The contact bar
 * imports this module once a visitor first points at or focuses its plain links, which these
 * then replace (decision 018).
 */
export default function SocialLinksWithTooltips({ linkClassName }: { linkClassName: string }) {
  return (
    <Tooltip.Provider
      delayDuration={tooltipSettings.delayMilliseconds}
      skipDelayDuration={tooltipSettings.skipDelayMilliseconds}
    >
      {site.social.map((network) => (
        <li key={network.name}>
          <Tooltip.Root>
            <Tooltip.Trigger asChild>
              <SocialLink network={network} className={linkClassName} />
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
    </Tooltip.Provider>
  );
}
