import { loadContextFor } from './request-helpers';
import { describe, expect, it } from 'vitest';
import { loader as listLoader, action as listAction } from '~/routes/api.products';
import { loader as itemLoader } from '~/routes/api.products.$id';

function listProducts(query = '') {
  return listLoader({
    request: new Request(`http://localhost/api/products${query}`),
    params: {},
    context: loadContextFor(),
  });
}

function getProduct(id: string) {
  return itemLoader({
    request: new Request(`http://localhost/api/products/${id}`),
    params: { id },
    context: loadContextFor(),
  });
}

describe('GET /api/products', () => {
  it('lists the 8 products with the contract fields', async () => {
    const response = listProducts();
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    const body = (await response.json()) as Record<string, unknown>[];
    expect(body).toHaveLength(8);
    expect(Object.keys(body[0] ?? {}).sort()).toEqual(
      ['category', 'description', 'id', 'imageUrl', 'name', 'price'].sort(),
    );
  });

  it('filters by category name, case-insensitively', async () => {
    const body = (await listProducts('?category=green%20tea').json()) as { category: string }[];
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((product) => product.category === 'Green Tea')).toBe(true);
  });

  it('answers [] for an unknown category', async () => {
    expect(await listProducts('?category=Coffee').json()).toEqual([]);
  });

  it('answers 405 JSON to a POST', async () => {
    const response = listAction();
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('GET /api/products/:id', () => {
  it('returns one product', async () => {
    const response = getProduct('1');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: 1, price: 'Contact for pricing' });
  });

  it.each(['999', '0', '01', '-1', '1.5', 'abc', '1e3', '99999999999999999999'])(
    'answers 404 {message} for %s',
    async (id) => {
      const response = getProduct(id);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Product not found' });
    },
  );
});
