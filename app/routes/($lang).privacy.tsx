import type { MetaFunction } from '@remix-run/node';
import { LegalDocument } from '~/components/pages/legal-document';
import { site } from '~/config/site';
import { privacySections, privacyUpdated } from '~/content/privacy';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Privacy Policy',
    description: `What ${site.brand}’s website stores about you (your messages, requests and newsletter address), why, for how long, and how to have it deleted.`,
  });

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro="What this website stores about you, why, for how long, and how to have it deleted."
      updated={privacyUpdated}
      sections={privacySections}
    >
      <h2 className="text-xl font-semibold">Contact About Your Data</h2>
      <p className="mt-3">
        To see, correct or delete what we hold about you, write to{' '}
        <a
          href={`mailto:${site.emails.general}`}
          className="font-semibold text-copper-700 underline underline-offset-4"
        >
          {site.emails.general}
        </a>{' '}
        or to {site.legalName}, {site.headOffice.street}, {site.headOffice.city},{' '}
        {site.headOffice.country}.
      </p>
    </LegalDocument>
  );
}
