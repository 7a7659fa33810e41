import type { MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { NotFound } from '~/components/ui/not-found';
import { metaTranslator } from '~/i18n/meta-translator';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = (args) => {
  const t = metaTranslator(args, 'common');
  return pageMeta({ title: t('notFound.title'), description: t('notFound.description') });
};

export function loader() {
  return data(null, { status: 404 });
}

export default function UnknownPage() {
  return <NotFound />;
}
