// What `npm run launch-check` finds still standing between the site and its launch, worked out
// from what it is given (the facts, the pictures, the environment) so a test can give it anything.
import type { CompanyFacts } from '../../app/content/company-facts';
import { personPicture } from '../../app/content/company-facts/people';
import { formatAddress } from '../../app/config/site';
import { pictureNameAt } from '../../app/features/pictures/picture-entry';
import type { PictureSource } from '../pictures/sources';

/** One kind of thing left to do, with what to do about it and every instance still left. */
export type LaunchFinding = { heading: string; howToFix: string; items: string[] };

/**
 * Each sample fact the site still shows, named so the company can find it: the group it is in
 * and what identifies it (a name, a number, an address).
 */
export function sampleFacts(facts: CompanyFacts): string[] {
  const samples: string[] = [];
  const add = (entry: { sample: boolean }, description: string) => {
    if (entry.sample) samples.push(description);
  };
  add(facts.identity, `company name, legal name and web address: ${facts.identity.legalName}`);
  add(facts.headOffice, `head office address: ${formatAddress(facts.headOffice)}`);
  add(facts.factory, `factory address: ${formatAddress(facts.factory)}`);
  for (const phone of facts.phones) add(phone, `phone, ${phone.label}: ${phone.display}`);
  const { general, wholesale, privateLabel, oem } = facts.mailboxes;
  for (const [words, mailbox] of [
    ['general', general],
    ['wholesale', wholesale],
    ['private label', privateLabel],
    ['OEM', oem],
  ] as const) {
    add(mailbox, `mailbox, ${words}: ${mailbox.address}`);
  }
  for (const network of facts.social) add(network, `${network.name} page: ${network.href}`);
  for (const person of facts.people) add(person, `person: ${person.name}, ${person.role}`);
  for (const registration of facts.registrations) {
    add(registration, `${registration.kind}: ${registration.body}, ${registration.number}`);
  }
  for (const certificate of facts.certificates) {
    add(certificate, `certificate: ${certificate.title}, ${certificate.number}`);
  }
  for (const testimonial of facts.testimonials) {
    add(testimonial, `testimonial: ${testimonial.name}, ${testimonial.role}`);
  }
  return samples;
}

/**
 * Drawings that are no stand-in for a photograph: the world map is drawn from real geography
 * (Natural Earth), and no camera could take it.
 */
const drawnForGood = (picture: PictureSource) => picture.name.startsWith('maps/');

/**
 * Each person the site names without their photograph, with the file that adds it. Their stand-in
 * drawings are never shown (the card shows initials), so they are listed here, by name, and not
 * among the drawings.
 */
export function peopleWithoutPhotograph(
  facts: CompanyFacts,
  pictures: readonly PictureSource[],
): string[] {
  return facts.people.flatMap((person) => {
    const name = pictureNameAt(personPicture(person));
    const picture = pictures.find((candidate) => candidate.name === name);
    return picture?.photograph
      ? []
      : [`${person.name}, ${person.role}: pictures/photographs/${name}.jpg`];
  });
}

const isPersonStandIn = (picture: PictureSource) => picture.name.startsWith('people/');

/** The settings a production server must be given; left out, each falls back to a default. */
export const productionSettings = {
  SITE_URL: 'links, e-mails and search engines get the address in the company facts',
  SIGNING_SECRET:
    'newsletter links are signed with a key made and kept in the database: a new database breaks every link already e-mailed',
  SMTP_URL: 'no e-mail leaves the server: each is written to a file in mail/ beside the database',
  MAIL_FROM: 'e-mails come from no-reply@ the site’s host, named after the brand',
} as const;

/** Each production setting the environment leaves at its default, with what that means. */
export function settingsLeftAtDefault(
  environment: Readonly<Record<string, string | undefined>>,
): string[] {
  return Object.entries(productionSettings)
    .filter(([name]) => (environment[name] ?? '').trim() === '')
    .map(([name, meaning]) => `${name} is not set: ${meaning}`);
}

/** Everything left to do, in the order the company would work through it. */
export function launchFindings(
  facts: CompanyFacts,
  pictures: readonly PictureSource[],
  environment: Readonly<Record<string, string | undefined>>,
): LaunchFinding[] {
  return [
    {
      heading: 'Sample facts the site shows',
      howToFix:
        'put the company’s own in app/content/company-facts/ and set each one’s sample to false',
      items: sampleFacts(facts),
    },
    {
      heading: 'Drawings not yet replaced by a photograph',
      howToFix:
        'save a photograph of the same name under pictures/photographs (pictures/README.md)',
      items: pictures
        .filter(
          (picture) => !picture.photograph && !drawnForGood(picture) && !isPersonStandIn(picture),
        )
        .map((picture) => picture.name),
    },
    {
      heading: 'People shown without a photograph',
      howToFix:
        'save a photograph of each under the name given, in pictures/photographs (pictures/README.md)',
      items: peopleWithoutPhotograph(facts, pictures),
    },
    {
      heading: 'Production settings left at their default',
      howToFix: 'set them in the server’s environment (deploy/README.md, First start)',
      items: settingsLeftAtDefault(environment),
    },
  ];
}
