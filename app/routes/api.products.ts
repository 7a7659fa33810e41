import type { LoaderFunctionArgs } from '@remix-run/node';
import { jsonReadResponse, methodNotAllowed } from '~/lib/json-response.server';
import { listProductsByCategory } from '~/lib/products.server';

export function loader({ request }: LoaderFunctionArgs) {
  const category = new URL(request.url).searchParams.get('category');
  return jsonReadResponse(listProductsByCategory(category));
}

export function action() {
  return methodNotAllowed(['GET']);
}
