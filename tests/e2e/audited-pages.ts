import { publicPages } from '../../app/config/public-routes';

/** A product page: the first of the sample products every test database is seeded with. */
export const productPagePath = '/products/1';

/** Every public page, and one product page standing for all of them. */
export const auditedPaths: readonly string[] = [
  ...publicPages.map((page) => page.path),
  productPagePath,
];

/** The pages that answer 404: the unknown-path screen and 'Product Not Found'. */
export const notFoundPaths: readonly string[] = ['/no-such-page', '/products/999999'];
