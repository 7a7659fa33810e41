import type { ContactSubject } from '../../db/contact-subjects';

/** The subjects a contact message may have (spec §3), as stored (db/) and as labelled. */
export { contactSubjects, type ContactSubject } from '../../db/contact-subjects';

export const contactSubjectLabels: Record<ContactSubject, string> = {
  product: 'Product Inquiry',
  wholesale: 'Wholesale Partnership',
  private: 'Private Labeling',
  other: 'Other',
};
