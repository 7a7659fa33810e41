import type { ReactNode } from 'react';
import { ButtonLink, type ButtonVariant } from '~/components/ui/button-link';
import { QuietLink } from '~/components/ui/quiet-link';
import { requestPath } from '~/features/inquiries/buyer-request-prefill';
import { useTranslation } from '~/i18n/translations';
import { useLocalizedPath } from '~/i18n/use-language';
import { LatinName } from '~/components/catalogue/latin-name';

type RequestLinksProps = {
  /** The tea the form should start with (app/features/inquiries/tea-choices.ts), or none. */
  tea?: string;
  /** Said to screen readers after each link, so a list of cards does not repeat bare links. */
  teaName?: string;
  variant?: ButtonVariant;
  /**
   * 'Request a Quote' as the one button and 'Request Samples' as a quiet link, followed by
   * `quietLinks`: for cards many to a page, where two equal buttons each would crowd the page.
   */
  leadWithQuote?: boolean;
  /** More quiet links after 'Request Samples' when the quote leads. */
  quietLinks?: ReactNode;
  className?: string;
};

/**
 * 'Request a Quote' and 'Request Samples', each opening /request with what it came from. Their
 * words are the `trade` namespace's (`requestLinks`), which every page showing them sends from its
 * loader.
 */
export function RequestLinks({
  tea,
  teaName,
  variant = 'outline',
  leadWithQuote = false,
  quietLinks,
  className = '',
}: RequestLinksProps) {
  const { t } = useTranslation('trade');
  const words = { quote: t('requestLinks.quote'), samples: t('requestLinks.samples') };
  const localizedPath = useLocalizedPath();
  const named = teaName ? (
    <span className="sr-only">
      : <LatinName>{teaName}</LatinName>
    </span>
  ) : null;
  const quote = (
    <ButtonLink
      to={localizedPath(requestPath('quote', tea))}
      variant={leadWithQuote ? 'primary' : variant}
    >
      {words.quote}
      {named}
    </ButtonLink>
  );
  const samplesPath = localizedPath(requestPath('samples', tea));
  if (leadWithQuote)
    return (
      <div className={className}>
        {quote}
        <div className="mt-2 flex flex-wrap gap-x-6">
          <QuietLink to={samplesPath}>
            {words.samples}
            {named}
          </QuietLink>{' '}
          {quietLinks}
        </div>
      </div>
    );
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      {quote}
      {/* Drawn by the gap; in a browser without styles it keeps the two links' words apart. */}{' '}
      <ButtonLink to={samplesPath} variant={variant}>
        {words.samples}
        {named}
      </ButtonLink>
    </div>
  );
}
