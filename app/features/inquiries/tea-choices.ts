import type { PremiumCollectionSlug } from '~/content/catalogue/premium-collection-cards';

/**
 * The teas a quote or sample request may name, as the form's select sends them: `product:3`
 * (a row of the products table), `grade:opa` (app/content/tea-grades.ts) or
 * `collection:black-tea/opa` (a premium collection's item, by its two slugs).
 */
export type TeaChoice = { value: string; label: string };
/**
 * `label` is the group's English name, which the operators' e-mails give (`teaNameFor`); `id`
 * names its translation (app/locales/<language>/request.json `form.teaGroups`).
 */
export type TeaChoiceGroup = {
  id: 'products' | 'grades' | PremiumCollectionSlug;
  label: string;
  choices: readonly TeaChoice[];
};

export const productTea = (id: number) => `product:${id}`;
export const gradeTea = (slug: string) => `grade:${slug}`;
export const collectionItemTea = (collectionSlug: string, itemSlug: string) =>
  `collection:${collectionSlug}/${itemSlug}`;

export function teaValues(groups: readonly TeaChoiceGroup[]): string[] {
  return groups.flatMap((group) => group.choices.map((choice) => choice.value));
}
