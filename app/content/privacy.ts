import { periodInWords, retention } from '~/config/retention';
import { site } from '~/config/site';
import type { ProseSection } from './prose';

const contactMessagePeriod = periodInWords(retention.contactMessageYears, 'year');
const unconfirmedSignupPeriod = periodInWords(retention.unconfirmedSignupDays, 'day');

/** The privacy policy: what this website stores about a visitor, why, and for how long. */

export const privacyUpdated = '25 November 2026';

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
      'You can browse every page of this website without telling us who you are. We store personal data only when you send it to us, in three places, all kept in this website’s own database on our own server:',
      'Contact messages: when you use the contact form, we store your name, your e-mail address, the subject you chose, your message and the time it arrived, and e-mail a copy of it to the team that will answer it.',
      'Quote and sample requests: when you use the request form, we store what you asked for (quote or samples, the tea, the quantity or number of samples, packing, Incoterm, destination port and country), your company, your name, your e-mail address, your phone number if you give one, your message and the time it arrived, and e-mail a copy of it to our wholesale team.',
      'Newsletter subscriptions: when you sign up, we store your e-mail address and the time, and send one e-mail to that address with a link to confirm. You are subscribed only once you open the link and press “Confirm subscription”; then we also store the time you confirmed. If the address is signed up again, nothing new is stored and we send at most one such e-mail a day to one mailbox, however its address is written; we send none to an address that is already subscribed, and none at all past a daily number of signups from one network address. To count these, we keep a scrambled code made from the mailbox and one made from the network address that asked, from which neither can be read back; each counts for one day and is deleted with the next signup after that.',
      'With each of these we keep the e-mails our website sends about it (the copy for our team, a confirmation e-mail) in the same database, and our server may also keep a copy of each e-mail as a file beside it.',
      'The links in our e-mails carry a signed code standing for your address, so that only someone who received the e-mail can confirm or unsubscribe it, and only for a limited time.',
    ],
  },
  {
    id: 'why',
    title: 'Why We Store It',
    paragraphs: [
      'We use a contact message or a quote or sample request only to answer it and to follow up the enquiry it starts, such as sending samples, prices or a quotation; the e-mail address and phone number you give are used only to reach you about it. We use a newsletter address only to send our newsletter about Ceylon tea, new seasons and offers. We do not sell, rent or share your data with anyone for their own marketing, and we do not use it for automated decisions about you.',
    ],
  },
  {
    id: 'how-long',
    title: 'How Long We Keep It',
    paragraphs: [
      `Contact messages and quote and sample requests are kept in this website’s database for ${contactMessagePeriod} after they arrive, so that we can follow a continuing business relationship, and are then deleted from it, with the e-mails about them and the copies of those e-mails kept as files. The copy e-mailed to our team is kept with our business correspondence.`,
      `A newsletter signup that is not confirmed within ${unconfirmedSignupPeriod} of the confirmation e-mail (the latest one, if the address was signed up again) is deleted, with its confirmation e-mails and their copies kept as files, and the link in that e-mail stops working. Until an address is confirmed, nothing but that e-mail is sent to it.`,
      `A copy of an e-mail kept as a file goes with its e-mail, whenever that is deleted. One left behind anyway (if our server stopped at the wrong moment, say) is deleted ${contactMessagePeriod} after it was written.`,
      'A clean-up runs every day and deletes what has passed these periods. A confirmed newsletter address is kept until you unsubscribe or ask us to delete it.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies and Tracking',
    paragraphs: [
      'This website sets no cookies at all, and uses no third-party trackers: every font, image and video on it is served from our own server. When you send a form with JavaScript turned off, the confirmation is named in the address of the page you return to (it ends in ?sent=contact, ?sent=request or ?sent=newsletter); it holds nothing about you.',
      'Like any web server, ours necessarily receives your network (IP) address with each request, to send you the page. To limit repeated form submissions, it keeps a count of the forms sent from each network address in the last minute; each count is deleted within about an hour and a quarter. Your address is never stored with your message or your subscription.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    paragraphs: [
      'Every newsletter e-mail has a link to unsubscribe at the end, and most mail programs show an Unsubscribe button for it too. Unsubscribing deletes your address from our list at once, with any confirmation e-mail for it and its copies kept as files.',
      'You may ask us at any time for a copy of everything we hold about your e-mail address, to correct it, or to delete it. We can export or delete everything about one address at once: your contact messages, your quote and sample requests, your newsletter subscription, the e-mails our website sent about them or to you, those still waiting to be sent, and every copy of an e-mail kept as a file on our server that names your address. Write to our general e-mail address from the address concerned; we will act on your request within 30 days and confirm when it is done.',
    ],
  },
];
