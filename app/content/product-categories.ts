/** The product categories as the spec spells them; 'All' exists only as a filter. */
export const productCategories = [
  'Black Tea',
  'Green Tea',
  'Specialty Blends',
  'Herbal Infusions',
  'Flavored Tea',
] as const;

export type ProductCategory = (typeof productCategories)[number];

export const allCategoriesFilter = 'All';

export const categoryFilters = [allCategoriesFilter, ...productCategories] as const;

/** The category named (case-insensitively), or undefined for an unknown name. */
export function findProductCategory(name: string): ProductCategory | undefined {
  const wanted = name.trim().toLowerCase();
  return productCategories.find((category) => category.toLowerCase() === wanted);
}

/** A category filter's key in the `products` namespace (`categories.<key>`): 'Black Tea' is `black-tea`. */
export type CategoryKey =
  'all' | 'black-tea' | 'green-tea' | 'specialty-blends' | 'herbal-infusions' | 'flavored-tea';

export function categoryKey(filter: (typeof categoryFilters)[number]): CategoryKey {
  return filter.toLowerCase().replace(/\s+/g, '-') as CategoryKey;
}

/** The key of a product's category as stored (any case), or undefined for a category not listed. */
export function productCategoryKey(name: string): Exclude<CategoryKey, 'all'> | undefined {
  const category = findProductCategory(name);
  return category ? (categoryKey(category) as Exclude<CategoryKey, 'all'>) : undefined;
}
