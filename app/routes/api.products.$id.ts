import type { LoaderFunctionArgs } from '@remix-run/node';
import { jsonError, jsonReadResponse, methodNotAllowed } from '~/http/json-response.server';
import { findProductById, parseProductId } from '~/features/catalogue/products.server';

export function loader({ params }: LoaderFunctionArgs) {
  const id = parseProductId(params.id);
  const product = id === null ? undefined : findProductById(id);
  if (!product) return jsonError(404, 'Product not found');
  return jsonReadResponse(product);
}

export function action() {
  return methodNotAllowed(['GET']);
}
