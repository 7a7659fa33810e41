import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { LegalDocument } from '~/components/pages/legal-document';
import { site } from '~/config/site';
import { termsSections, termsUpdated } from '~/content/terms';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Terms of Service',
    description: `The terms for using ${site.brand}’s website: product information, the forms, intellectual property, links and liability.`,
  });

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro="The terms on which you may use this website and the information on it."
      updated={termsUpdated}
      sections={termsSections}
    >
      <h2 className="text-xl font-semibold">Questions About These Terms</h2>
      <p className="mt-3">
        Write to{' '}
        <a
          href={`mailto:${site.emails.general}`}
          className="font-semibold text-copper-700 underline underline-offset-4"
        >
          {site.emails.general}
        </a>
        . How we handle personal data is set out in our{' '}
        <Link to="/privacy" className="font-semibold text-copper-700 underline underline-offset-4">
          Privacy Policy
        </Link>
        .
      </p>
    </LegalDocument>
  );
}
