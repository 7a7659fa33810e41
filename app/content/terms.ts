import { site } from '~/config/site';
import type { ProseSection } from './prose';

/** The terms of service for using this website. */

export const termsUpdated = '23 November 2026';

export const termsSections: readonly ProseSection[] = [
  {
    id: 'about-these-terms',
    title: 'About These Terms',
    paragraphs: [
      `This website is published by ${site.legalName} of ${site.headOffice.city}, ${site.headOffice.country}. By using it you accept these terms. If you do not accept them, please do not use the website.`,
    ],
  },
  {
    id: 'information-not-an-offer',
    title: 'Product Information Is Not an Offer',
    paragraphs: [
      'The website describes our teas and services to trade buyers. Nothing can be bought on it: prices are given on request, and descriptions of grades, regions and liquor are typical of a tea that varies with season and garden. An order becomes binding only when we confirm it in a written quotation or contract, which then governs price, specification, delivery and payment.',
    ],
  },
  {
    id: 'using-the-forms',
    title: 'Using the Forms',
    paragraphs: [
      'When you send a message or subscribe to our newsletter, the details you give must be your own and accurate. Please do not send sensitive personal data, payment details or anything unlawful through the forms. We may ignore messages that are abusive or automated. How we handle what you send is set out in our Privacy Policy.',
    ],
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    paragraphs: [
      `The text, illustrations and video on this website belong to ${site.legalName}. You may view them and print or save pages for your own business use, but you may not copy them into other publications or websites without our written permission. The Ceylon tea lion logo is a mark of the Sri Lanka Tea Board and is used under its rules.`,
    ],
  },
  {
    id: 'external-links',
    title: 'Links to Other Websites',
    paragraphs: [
      'Some links, such as those to our ADRA Tea brand website and our social media pages, lead to websites we do not run from here. Their own terms and privacy policies apply there.',
    ],
  },
  {
    id: 'liability',
    title: 'Liability',
    paragraphs: [
      'We take care that the website is accurate and available, but we provide it as it is and cannot promise that it is free of errors or interruptions. To the extent the law allows, we are not liable for loss arising from reliance on its content; nothing in these terms limits liability that cannot be limited by law.',
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing Law and Changes',
    paragraphs: [
      'These terms are governed by the laws of Sri Lanka, and the courts of Colombo have jurisdiction over any dispute about them. We may update them from time to time; the date below this page’s title shows when they last changed.',
    ],
  },
];
