import type { ActionFunctionArgs } from '@remix-run/node';
import { buyerRequestApiAction } from '~/features/inquiries/handlers.server';
import { methodNotAllowed } from '~/http/json-response.server';

export function loader() {
  return methodNotAllowed(['POST']);
}

export function action(args: ActionFunctionArgs) {
  return buyerRequestApiAction(args);
}
