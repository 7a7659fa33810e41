import { expect, test } from '@playwright/test';

test.describe('JSON reads', () => {
  test.skip(
    ({ javaScriptEnabled }) => !javaScriptEnabled,
    'the API does not depend on page script',
  );

  test('GET /api/products lists the 8 sample products', async ({ request }) => {
    const response = await request.get('/api/products');
    expect(response.status()).toBe(200);
    const products = (await response.json()) as { price: string }[];
    expect(products).toHaveLength(8);
    expect(products.every((product) => product.price === 'Contact for pricing')).toBe(true);
  });

  test('GET /api/products?category= filters by the spec name', async ({ request }) => {
    const products = (await (
      await request.get('/api/products?category=Herbal%20Infusions')
    ).json()) as {
      category: string;
    }[];
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((product) => product.category === 'Herbal Infusions')).toBe(true);
  });

  test('GET /api/products/:id answers one product or 404 {message}', async ({ request }) => {
    expect(await (await request.get('/api/products/2')).json()).toMatchObject({ id: 2 });
    const missing = await request.get('/api/products/abc');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Product not found' });
  });

  test('a wrong method answers 405 JSON', async ({ request }) => {
    const response = await request.delete('/api/products/1');
    expect(response.status()).toBe(405);
    expect(await response.json()).toHaveProperty('message');
  });
});
