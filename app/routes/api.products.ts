import type { LoaderFunctionArgs } from '@remix-run/node';
import { jsonReadResponse, methodNotAllowed } from '~/http/json-response.server';
import { listProductsByCategory } from '~/features/catalogue/products.server';

export function loader({ request }: LoaderFunctionArgs) {
  const category = new URL(request.url).searchParams.get('category');
  return jsonReadResponse(listProductsByCategory(category));
}

export function action() {
  return methodNotAllowed(['GET']);
}
