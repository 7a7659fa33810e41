import { contactForm } from '../locales/en/forms.json';
import type { ContactSubject } from '../../db/contact-subjects';

/** The subjects a contact message may have (spec §3), as stored (db/) and as labelled. */
export { contactSubjects, type ContactSubject } from '../../db/contact-subjects';

/** In English, the operators' language; a page shows them in its own (`contactForm.subjects`). */
export const contactSubjectLabels: Record<ContactSubject, string> = contactForm.subjects;
