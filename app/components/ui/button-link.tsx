import { Link, type LinkProps } from '@remix-run/react';
import { useLocalizedPath } from '~/i18n/use-language';

const variants = {
  primary: 'bg-tea-700 text-cream-50 hover:bg-tea-800 shadow-sm',
  accent: 'bg-copper-600 text-cream-50 hover:bg-copper-700 shadow-sm',
  outline: 'border border-tea-700 text-tea-800 hover:bg-tea-50',
  light: 'border border-cream-50/80 text-cream-50 hover:bg-cream-50/10',
} as const;

export type ButtonVariant = keyof typeof variants;

/** Compact buttons sit two to a row on a phone (a bar over the foot of the screen). */
const sizes = { regular: 'px-6 py-2.5', compact: 'px-4 py-2' } as const;

export const buttonClassName = (
  variant: ButtonVariant = 'primary',
  size: keyof typeof sizes = 'regular',
) =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-full ${sizes[size]} text-sm font-semibold tracking-wide transition-colors ${variants[variant]}`;

/**
 * A link that looks like a button: every call to action in the site. A path on this site leads
 * to its page in the visitor's language where that page is translated (`useLocalizedPath`).
 */
export function ButtonLink({
  variant = 'primary',
  className = '',
  to,
  ...props
}: LinkProps & { variant?: ButtonVariant }) {
  const localizedPath = useLocalizedPath();
  const target =
    typeof to === 'string' && to.startsWith('/') ? localizedPath(to as `/${string}`) : to;
  return <Link {...props} to={target} className={`${buttonClassName(variant)} ${className}`} />;
}
