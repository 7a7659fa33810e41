// A quote or sample request as a row, for tests that need one in the database without the form.
import { getDatabase } from '../../db/client';
import { buyerRequests, type NewBuyerRequest } from '../../db/schema';

export const sampleRequestRow = {
  kind: 'samples',
  tea: 'grade:opa',
  teaName: 'OPA (Tea grades)',
  sampleCount: 3,
  packing: 'chests',
  incoterm: 'cif',
  destinationPort: 'Hamburg',
  destinationCountry: 'DE',
  company: 'Teehaus Nord GmbH',
  name: 'Anna Schmidt',
  email: 'anna@example.de',
  message: 'Samples for our autumn blend, please.',
} as const satisfies NewBuyerRequest;

/** Inserts a sample request, changed by `fields`, and returns its id. */
export function addBuyerRequest(fields: Partial<NewBuyerRequest> = {}): number {
  const [row] = getDatabase()
    .insert(buyerRequests)
    .values({ ...sampleRequestRow, ...fields })
    .returning({ id: buyerRequests.id })
    .all();
  if (!row) throw new Error('no row');
  return row.id;
}
