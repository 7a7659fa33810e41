/** The subjects a contact message may have (spec §3), as stored; app/config labels them. */
export const contactSubjects = ['product', 'wholesale', 'private', 'other'] as const;

export type ContactSubject = (typeof contactSubjects)[number];
