import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  NewsletterLinkPage,
  newsletterLinkPageMeta,
} from '~/components/newsletter/newsletter-link-page';
import { confirmationPageTexts } from '~/config/messages';
import {
  newsletterLinkAction,
  newsletterLinkLoader,
} from '~/features/newsletter/subscriptions.server';

/** The link of the confirmation e-mail: `?token=` names the address (decision 012). */

export const meta: MetaFunction = () => newsletterLinkPageMeta(confirmationPageTexts);

export function loader(args: LoaderFunctionArgs) {
  return newsletterLinkLoader(args, 'newsletter-confirmation');
}

export function action(args: ActionFunctionArgs) {
  return newsletterLinkAction(args, 'newsletter-confirmation');
}

export default function NewsletterConfirmationPage() {
  return <NewsletterLinkPage texts={confirmationPageTexts} />;
}
