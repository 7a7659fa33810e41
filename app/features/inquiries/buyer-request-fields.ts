import type { BuyerRequest } from '../../../db/schema';
import {
  buyerRequestKindLabels,
  incotermLabels,
  packingFormatLabels,
  quantityUnitLabels,
} from '~/config/buyer-request-options';
import { isCountryCode } from '~/content/country-codes';
import { countryName } from './country-names';
import { languages } from '~/i18n/languages';

type StoredRequest = Omit<BuyerRequest, 'status' | 'statusChangedAt'>;

/** '500 kg', '2.5 tonnes' or '3 samples of 100 g'. */
export function requestedAmount(
  request: Pick<BuyerRequest, 'quantity' | 'unit' | 'sampleCount'>,
): string {
  if (request.quantity !== null && request.unit !== null) {
    return `${request.quantity} ${quantityUnitLabels[request.unit]}`;
  }
  const count = request.sampleCount ?? 0;
  return `${count} sample${count === 1 ? '' : 's'} of 100 g`;
}

function countryText(code: string): string {
  return isCountryCode(code) ? `${countryName(code)} (${code})` : code;
}

/**
 * A request's fields as label and text, in the form's order: the notification e-mail and
 * `npm run inbox -- show-request` print the same list.
 */
export function buyerRequestFields(request: StoredRequest): [label: string, value: string][] {
  return [
    ['Request', `#${request.id}`],
    ['Received', request.createdAt],
    ['Kind', buyerRequestKindLabels[request.kind]],
    ['Tea', `${request.teaName} [${request.tea}]`],
    ['Amount', requestedAmount(request)],
    ['Packing', packingFormatLabels[request.packing]],
    ['Incoterm', incotermLabels[request.incoterm]],
    ['Port', request.destinationPort],
    ['Country', countryText(request.destinationCountry)],
    ['Company', request.company],
    ['Name', request.name],
    ['E-mail', request.email],
    ['Phone', request.phone ?? '(none given)'],
    ['Language', languages[request.language].englishName],
  ];
}
