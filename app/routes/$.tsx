import type { MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { NotFound } from '~/components/ui/not-found';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = () =>
  pageMeta({ title: '404 Page Not Found', description: 'The page you asked for does not exist.' });

export function loader() {
  return data(null, { status: 404 });
}

export default function UnknownPage() {
  return <NotFound />;
}
