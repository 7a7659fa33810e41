/** A contact message as a buyer fills it in, with whatever a test changes. */
export function sampleContactMessage(
  fields: Partial<Record<'name' | 'email' | 'subject' | 'message', string>> = {},
) {
  return {
    name: 'Ruwan Silva',
    email: 'ruwan@example.com',
    subject: 'product',
    message: 'What are your prices for Uva BOP in 5 kg bags?',
    ...fields,
  };
}

/** A quote request as a buyer in Dubai fills it in, with whatever a test changes. */
export function sampleQuoteRequest(fields: Record<string, string> = {}) {
  return {
    kind: 'quote',
    tea: 'grade:bop',
    quantity: '2.5',
    unit: 'tonnes',
    packing: 'paper-sacks',
    incoterm: 'fob-colombo',
    destinationPort: 'Jebel Ali',
    destinationCountry: 'AE',
    company: 'Gulf Tea Trading LLC',
    name: 'Omar Haddad',
    email: 'omar@example.ae',
    phone: '+971 4 555 0100',
    message: 'Monthly shipments from March, please quote for the year.',
    ...fields,
  };
}
