import type { SVGProps } from 'react';
import type { SocialNetwork } from '~/config/site';
import { brandMark } from './brand-mark-shapes';

type IconProps = SVGProps<SVGSVGElement>;

export function StrokeIcon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

/**
 * The class that turns an icon round on a right-to-left page. Only icons that point along the
 * line take it (a chevron to the next item, an arrow out): there 'forward' is to the left. Icons
 * of things (mail, phone, a pin, a clock) and the media controls, whose play triangle means
 * 'play' in every script, stay as drawn.
 */
export const mirroredInRtl = 'rtl:-scale-x-100';

export const PhoneIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2" />
  </StrokeIcon>
);

export const MailIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </StrokeIcon>
);

export const MapPinIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </StrokeIcon>
);

export const ClockIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </StrokeIcon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m6 9 6 6 6-6" />
  </StrokeIcon>
);

export const MenuIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </StrokeIcon>
);

export const CloseIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </StrokeIcon>
);

export const ExternalLinkIcon = ({ className, ...props }: IconProps) => (
  <StrokeIcon {...props} className={className ? `${mirroredInRtl} ${className}` : mirroredInRtl}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </StrokeIcon>
);

const socialPaths: Record<SocialNetwork, JSX.Element> = {
  Facebook: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5Z" />,
  Instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </>
  ),
  LinkedIn: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="2.5" />
      <path d="M8 10.5V16M8 7.8v.1M11.5 16v-5.5M11.5 13a2.5 2.5 0 0 1 5 0v3" />
    </>
  ),
  YouTube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10.5 9.5 4 2.5-4 2.5Z" fill="currentColor" />
    </>
  ),
};

export const SocialIcon = ({ network, ...props }: IconProps & { network: SocialNetwork }) => (
  <StrokeIcon {...props}>{socialPaths[network]}</StrokeIcon>
);

/** The brand mark: a two-leaf bud, as plucked. */
export const BrandMark = (props: IconProps) => (
  <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" {...props}>
    <circle {...brandMark.disc} />
    {brandMark.leaves.map((leaf) => (
      <path key={leaf.d} d={leaf.d} fill={leaf.fill} />
    ))}
    <path
      d={brandMark.vein.d}
      stroke={brandMark.vein.stroke}
      strokeWidth={brandMark.vein.width}
      strokeLinecap="round"
    />
  </svg>
);
