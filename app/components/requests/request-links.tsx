import { ButtonLink, type ButtonVariant } from '~/components/ui/button-link';
import { requestPath } from '~/features/inquiries/buyer-request-prefill';

type RequestLinksProps = {
  /** The tea the form should start with (app/features/inquiries/tea-choices.ts), or none. */
  tea?: string;
  /** Said to screen readers after each link, so a list of cards does not repeat bare links. */
  teaName?: string;
  variant?: ButtonVariant;
  className?: string;
};

/** 'Request a Quote' and 'Request Samples', each opening /request with what it came from. */
export function RequestLinks({
  tea,
  teaName,
  variant = 'outline',
  className = '',
}: RequestLinksProps) {
  const named = teaName ? <span className="sr-only">: {teaName}</span> : null;
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <ButtonLink to={requestPath('quote', tea)} variant={variant}>
        Request a Quote{named}
      </ButtonLink>
      {/* Drawn by the gap; in a browser without styles it keeps the two links' words apart. */}{' '}
      <ButtonLink to={requestPath('samples', tea)} variant={variant}>
        Request Samples{named}
      </ButtonLink>
    </div>
  );
}
