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
