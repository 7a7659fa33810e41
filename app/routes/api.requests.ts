import type { ActionFunctionArgs } from '@remix-run/node';
import { buyerRequestApiAction } from '~/lib/inquiry-handlers.server';
import { methodNotAllowed } from '~/lib/json-response.server';

export function loader() {
  return methodNotAllowed(['POST']);
}

export function action(args: ActionFunctionArgs) {
  return buyerRequestApiAction(args);
}
