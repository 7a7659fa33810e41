import type { MetaArgs, MetaDescriptor } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import {
  newsletterLinkNextPaths,
  newsletterLinkNextSteps,
  type NewsletterLinkNextStep,
  type NewsletterLinkPageName,
  type NewsletterLinkState,
} from '~/config/messages';
import { retention } from '~/config/retention';
import { ButtonLink, buttonClassName } from '~/components/ui/button-link';
import { Container } from '~/components/ui/container';
import { PageHero } from '~/components/ui/page-hero';
import { metaTranslator } from '~/i18n/meta-translator';
import { useTranslation } from '~/i18n/translations';
import { useLocalizedPath } from '~/i18n/use-language';
import { usePeriod } from '~/i18n/use-period';
import { pageMeta } from '~/seo/page-meta';

/** What the loader and the action of a newsletter link's page answer. */
type LinkPageData = { state: NewsletterLinkState };

/** The namespaces a newsletter link's page shows, for its loader to send. */
export const newsletterLinkNamespaces = ['newsletterLinks', 'periods'] as const;

/** The states that show the button: the link waits for it, or the database asked to try again. */
const statesWithButton: ReadonlySet<NewsletterLinkState> = new Set(['ready', 'unavailable']);

/**
 * The head of a newsletter link's page, in the page's language. Not for search engines: it is
 * one address's link, so it is noindex, and the root gives it no canonical link (it is not in
 * app/config/public-routes.ts).
 */
export function newsletterLinkPageMeta(
  args: Pick<MetaArgs, 'location' | 'matches'>,
  page: NewsletterLinkPageName,
): MetaDescriptor[] {
  const t = metaTranslator(args, 'newsletterLinks');
  return [
    ...pageMeta({ title: t(`${page}.title`), description: t(`${page}.description`) }),
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * The page a newsletter e-mail's link opens (confirm, unsubscribe): what the link does and a
 * button that does it, since opening a link changes nothing. The button is a plain POST to the
 * link's own URL without script and a Remix submission with it; either way the answer replaces
 * the message, which is a live region, and with script the focus moves to it.
 */
export function NewsletterLinkPage({ page }: { page: NewsletterLinkPageName }) {
  const { t } = useTranslation('newsletterLinks');
  const period = usePeriod();
  const localizedPath = useLocalizedPath();
  const loaded = useLoaderData<LinkPageData>();
  const answer = useActionData<LinkPageData>();
  const submitting = useNavigation().state === 'submitting';
  const messageRef = useRef<HTMLDivElement>(null);
  const state = answer?.state ?? loaded.state;
  const nextSteps: Partial<Record<NewsletterLinkState, NewsletterLinkNextStep>> =
    newsletterLinkNextSteps[page];
  const next = nextSteps[state];

  useEffect(() => {
    if (answer) messageRef.current?.focus();
  }, [answer]);

  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t(`${page}.title`)} />
      <Container className="py-16 sm:py-20">
        <div className="mx-auto max-w-2xl rounded-3xl border border-tea-900/10 bg-white p-7 shadow-sm sm:p-10">
          <div ref={messageRef} role="status" tabIndex={-1} className="outline-none">
            <h2 className="text-2xl font-semibold sm:text-3xl">
              {t(`${page}.messages.${state}.title`)}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-ink/80">
              {t(`${page}.messages.${state}.description`, {
                period: period(retention.unconfirmedSignupDays, 'day'),
              })}
            </p>
          </div>
          {statesWithButton.has(state) ? (
            <Form method="post" className="mt-8">
              <button type="submit" disabled={submitting} className={buttonClassName('accent')}>
                {submitting ? t(`${page}.pendingButton`) : t(`${page}.button`)}
              </button>
            </Form>
          ) : null}
          {next ? (
            <ButtonLink
              to={localizedPath(newsletterLinkNextPaths[next])}
              variant="outline"
              className="mt-8"
            >
              {t(`next.${next}`)}
            </ButtonLink>
          ) : null}
        </div>
      </Container>
    </>
  );
}
