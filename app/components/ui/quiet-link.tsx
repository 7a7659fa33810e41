import { Link, type LinkProps } from '@remix-run/react';

/**
 * A secondary action beside a card's one button: underlined text, no border or fill, so a list of
 * cards does not become a wall of equal buttons. As tall as a button (44 px) to stay easy to hit.
 */
export function QuietLink({ className = '', ...props }: LinkProps) {
  return (
    <Link
      {...props}
      className={`inline-flex min-h-11 items-center text-sm font-semibold text-tea-800 underline decoration-copper-500/70 underline-offset-4 hover:text-copper-700 ${className}`}
    />
  );
}
