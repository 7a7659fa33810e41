import { site } from '~/config/site';
import type { ProseSection } from './prose';

/** The privacy policy: what this website stores about a visitor, why, and for how long. */

export const privacyUpdated = '23 November 2026';

export const privacySections: readonly ProseSection[] = [
  {
    id: 'who-we-are',
    title: 'Who We Are',
    paragraphs: [
      `This website is run by ${site.legalName}, ${site.headOffice.street}, ${site.headOffice.city}, ${site.headOffice.country}. We are responsible for the personal data you send us through it.`,
    ],
  },
  {
    id: 'what-we-store',
    title: 'What We Store',
    paragraphs: [
      'You can browse every page of this website without telling us who you are. We store personal data only when you send it to us, in two places, both kept in this website’s own database on our own server:',
      'Contact messages: when you use the contact form, we store your name, your e-mail address, the subject you chose, your message and the time it arrived.',
      'Newsletter subscriptions: when you subscribe, we store your e-mail address and the time you subscribed. If you subscribe again with the same address, nothing new is stored.',
    ],
  },
  {
    id: 'why',
    title: 'Why We Store It',
    paragraphs: [
      'We use a contact message only to answer it and to follow up the enquiry it starts, such as sending samples, prices or a quotation. We use a newsletter address only to send our newsletter about Ceylon tea, new seasons and offers. We do not sell, rent or share your data with anyone for their own marketing, and we do not use it for automated decisions about you.',
    ],
  },
  {
    id: 'how-long',
    title: 'How Long We Keep It',
    paragraphs: [
      'Contact messages are kept for two years after your last correspondence with us, so that we can follow a continuing business relationship, and are then deleted. Newsletter addresses are kept until you unsubscribe or ask us to delete them.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies and Tracking',
    paragraphs: [
      'This website sets no cookies at all, and uses no third-party trackers: every font, image and video on it is served from our own server. When you send a form with JavaScript turned off, the confirmation is named in the address of the page you return to (it ends in ?sent=contact or ?sent=newsletter); it holds nothing about you.',
      'Like any web server, ours necessarily receives your network (IP) address with each request, to send you the page. To limit repeated form submissions, it keeps a count of the forms sent from each network address in the last minute; each count is deleted within about an hour and a quarter. Your address is never stored with your message or your subscription.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    paragraphs: [
      'You may ask us at any time what we hold about you, to correct it, or to delete your contact messages, your newsletter subscription or both. Write to our general e-mail address from the address concerned; we will act on your request within 30 days and confirm when it is done.',
    ],
  },
];
