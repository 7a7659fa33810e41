import { Container } from '~/components/ui/container';
import { BrandLink } from './brand-link';
import { ContactBar } from './contact-bar';
import { SiteNavigation } from './site-navigation';

/**
 * The fixed header; the page below it starts under a spacer of the same height. No
 * backdrop-filter here: it would make the header the containing block of the fixed phone menu.
 */
export function SiteHeader() {
  return (
    <>
      <header className="fixed inset-x-0 top-0 z-50 h-(--header-height) bg-cream-50 shadow-sm">
        <ContactBar />
        <Container className="flex h-16 items-center justify-between gap-4 lg:h-[76px]">
          <BrandLink />
          <SiteNavigation />
        </Container>
      </header>
      <div aria-hidden="true" className="h-(--header-height)" />
    </>
  );
}
