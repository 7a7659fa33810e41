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

/** The link of the confirmation e-mail: `?token=` names the address (decision 012). */

export const meta: MetaFunction = (args) => newsletterLinkPageMeta(args, 'confirm');

export function loader(args: LoaderFunctionArgs) {
  return newsletterLinkLoader(
    args,
    'newsletter-confirmation',
    pageTranslations(args, newsletterLinkNamespaces),
  );
}

export function action(args: ActionFunctionArgs) {
  return newsletterLinkAction(args, 'newsletter-confirmation');
}

export default function NewsletterConfirmationPage() {
  return <NewsletterLinkPage page="confirm" />;
}
