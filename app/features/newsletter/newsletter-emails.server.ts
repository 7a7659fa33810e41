import { retention } from '~/config/retention';
import { site } from '~/config/site';
import { defaultLanguage, type Language } from '~/i18n/languages';
import { periodIn } from '~/i18n/periods';
import { translationsFor } from '~/i18n/translations.server';
import { addTranslations, translatorFor } from '~/i18n/translator';
import type { EmailToSend } from '../outbox/queue.server';
import { signedLink, unsubscribeLinkDays } from './emails.server';

/**
 * The e-mails' texts in a language (app/locales/<language>/emails.json), read on the server
 * only: no page is sent them.
 */
function emailTexts(language: Language) {
  addTranslations(language, translationsFor(language, ['emails', 'newsletterLinks', 'periods']));
  return translatorFor(language, 'emails');
}

type NewsletterEmailContent = Pick<EmailToSend, 'kind' | 'subject' | 'body'> & {
  to: string;
  /** The reader's language: the one the subscription was made in. */
  language: Language;
};

/**
 * A newsletter e-mail to one address, as every one must go out (the confirmation, and each
 * issue once the site sends them): the body ends with the company's address and an unsubscribe
 * link, and the headers let the reader's mail program unsubscribe with one click (RFC 8058).
 */
export function newsletterEmail(
  { kind, to, subject, body, language }: NewsletterEmailContent,
  { secret, now }: { secret: string; now: Date },
): EmailToSend {
  const t = emailTexts(language);
  const unsubscribeUrl = signedLink(secret, 'newsletter-unsubscribe', to, {
    now,
    days: unsubscribeLinkDays,
    language,
  });
  const footer = [
    '-- ',
    `${site.legalName}, ${site.headOffice.street}, ${site.headOffice.city}, ${site.headOffice.country}`,
    t('footer.unsubscribe'),
    unsubscribeUrl,
    '',
  ];
  return {
    kind,
    to,
    subject,
    body: `${body.trimEnd()}\n\n${footer.join('\n')}`,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      // The reader's language, for mail programs that offer to translate (RFC 3282); English,
      // as before, says nothing.
      ...(language === defaultLanguage ? {} : { 'Content-Language': language }),
    },
    aboutEmail: to,
  };
}

/**
 * The one e-mail a signup sends, in the language of the page the visitor signed up on: a link to
 * confirm, to that page in that language, working as long as the unconfirmed signup is kept, and
 * the promise that nothing happens if the reader did not ask. Plain text only: a mail program
 * sets a right-to-left language's lines from the text itself.
 */
export function confirmationEmail(
  email: string,
  { secret, now, language }: { secret: string; now: Date; language: Language },
): EmailToSend {
  const t = emailTexts(language);
  const period = periodIn(
    language,
    translatorFor(language, 'periods').group('units'),
    retention.unconfirmedSignupDays,
    'day',
  );
  // The button the link's page shows, named as that page names it.
  const button = translatorFor(language, 'newsletterLinks')('confirm.button');
  const body = [
    t('confirmation.greeting'),
    '',
    t('confirmation.asked', { brand: site.brand }),
    t('confirmation.howTo', { button }),
    '',
    signedLink(secret, 'newsletter-confirmation', email, {
      now,
      days: retention.unconfirmedSignupDays,
      language,
    }),
    '',
    t('confirmation.linkWorks', { period }),
    '',
    t('confirmation.ignore', { period }),
  ].join('\n');
  return newsletterEmail(
    {
      kind: 'newsletter-confirmation',
      to: email,
      subject: t('confirmation.subject', { brand: site.brand }),
      body,
      language,
    },
    { secret, now },
  );
}
