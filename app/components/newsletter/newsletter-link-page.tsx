import type { MetaDescriptor } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import type { NewsletterLinkState, NewsletterLinkTexts } from '~/config/messages';
import { ButtonLink, buttonClassName } from '~/components/ui/button-link';
import { Container } from '~/components/ui/container';
import { PageHero } from '~/components/ui/page-hero';
import { pageMeta } from '~/seo/page-meta';

/** What the loader and the action of a newsletter link's page answer. */
type LinkPageData = { state: NewsletterLinkState };

/** The states that show the button: the link waits for it, or the database asked to try again. */
const statesWithButton: ReadonlySet<NewsletterLinkState> = new Set(['ready', 'unavailable']);

/**
 * The head of a newsletter link's page. Not for search engines: it is one address's link, so it
 * is noindex, and the root gives it no canonical link (it is not in app/config/public-routes.ts).
 */
export function newsletterLinkPageMeta(texts: NewsletterLinkTexts): MetaDescriptor[] {
  return [
    ...pageMeta({ title: texts.title, description: texts.description }),
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * The page a newsletter e-mail's link opens (confirm, unsubscribe): what the link does and a
 * button that does it, since opening a link changes nothing. The button is a plain POST to the
 * link's own URL without script and a Remix submission with it; either way the answer replaces
 * the message, which is a live region, and with script the focus moves to it.
 */
export function NewsletterLinkPage({ texts }: { texts: NewsletterLinkTexts }) {
  const page = useLoaderData<LinkPageData>();
  const answer = useActionData<LinkPageData>();
  const submitting = useNavigation().state === 'submitting';
  const messageRef = useRef<HTMLDivElement>(null);
  const state = answer?.state ?? page.state;
  const message = texts.messages[state];

  useEffect(() => {
    if (answer) messageRef.current?.focus();
  }, [answer]);

  return (
    <>
      <PageHero eyebrow="Newsletter" title={texts.title} />
      <Container className="py-16 sm:py-20">
        <div className="mx-auto max-w-2xl rounded-3xl border border-tea-900/10 bg-white p-7 shadow-sm sm:p-10">
          <div ref={messageRef} role="status" tabIndex={-1} className="outline-none">
            <h2 className="text-2xl font-semibold sm:text-3xl">{message.title}</h2>
            <p className="mt-3 text-lg leading-relaxed text-ink/80">{message.description}</p>
          </div>
          {statesWithButton.has(state) ? (
            <Form method="post" className="mt-8">
              <button type="submit" disabled={submitting} className={buttonClassName('accent')}>
                {submitting ? texts.pendingButton : texts.button}
              </button>
            </Form>
          ) : null}
          {message.next ? (
            <ButtonLink to={message.next.to} variant="outline" className="mt-8">
              {message.next.label}
            </ButtonLink>
          ) : null}
        </div>
      </Container>
    </>
  );
}
