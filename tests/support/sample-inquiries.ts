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
