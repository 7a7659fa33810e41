/** The subjects a contact message may have (spec §3), as stored and as labelled. */
export const contactSubjects = ['product', 'wholesale', 'private', 'other'] as const;

export type ContactSubject = (typeof contactSubjects)[number];

export const contactSubjectLabels: Record<ContactSubject, string> = {
  product: 'Product Inquiry',
  wholesale: 'Wholesale Partnership',
  private: 'Private Labeling',
  other: 'Other',
};
