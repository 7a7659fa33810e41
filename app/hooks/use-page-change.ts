import { useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';

/**
 * Calls onPageChange when the visitor moves to another page (a link, back or forward), and
 * not when the page first mounts: a menu the visitor opened before the scripts started must
 * stay open when they do (decision 006).
 */
export function usePageChange(onPageChange: () => void): void {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    onPageChange();
  }, [pathname, onPageChange]);
}
