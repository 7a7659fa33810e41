import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  NewsletterLinkPage,
  newsletterLinkNamespaces,
  newsletterLinkPageMeta,
} from '~/components/newsletter/newsletter-link-page';
import { pageTranslations } from '~/i18n/translations.server';
import {
  newsletterLinkAction,
  newsletterLinkLoader,
} from '~/features/newsletter/subscriptions.server';

/**
 * The unsubscribe link of every newsletter e-mail, and its List-Unsubscribe header's address:
 * a mail program's one-click POST (RFC 8058) lands on this action like the page's button.
 */

export const meta: MetaFunction = (args) => newsletterLinkPageMeta(args, 'unsubscribe');

export function loader(args: LoaderFunctionArgs) {
  return newsletterLinkLoader(
    args,
    'newsletter-unsubscribe',
    pageTranslations(args, newsletterLinkNamespaces),
  );
}

export function action(args: ActionFunctionArgs) {
  return newsletterLinkAction(args, 'newsletter-unsubscribe');
}

export default function UnsubscribePage() {
  return <NewsletterLinkPage page="unsubscribe" />;
}
