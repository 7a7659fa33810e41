import { premiumCollections } from '~/content/catalogue/premium-collections';
import { teaGrades } from '~/content/tea-grades';
import { listProductsByCategory } from '../catalogue/products.server';
import { collectionItemTea, gradeTea, productTea, type TeaChoiceGroup } from './tea-choices';

/**
 * The select's option groups: the products (read now, so a new product is offered at once),
 * the sixteen grades, then each premium collection's items.
 */
export function listTeaChoices(): TeaChoiceGroup[] {
  return [
    {
      id: 'products',
      label: 'Our products',
      choices: listProductsByCategory().map((product) => ({
        value: productTea(product.id),
        label: product.name,
      })),
    },
    {
      id: 'grades',
      label: 'Tea grades',
      choices: teaGrades.map((grade) => ({ value: gradeTea(grade.slug), label: grade.name })),
    },
    ...premiumCollections.map((collection) => ({
      id: collection.slug,
      label: `${collection.title} collection`,
      choices: collection.items.map((item) => ({
        value: collectionItemTea(collection.slug, item.slug),
        label: item.name,
      })),
    })),
  ];
}

/** What the tea of `value` is called, with its group: 'OPA (Tea grades)'; undefined if unknown. */
export function teaNameFor(value: string, groups = listTeaChoices()): string | undefined {
  for (const group of groups) {
    const choice = group.choices.find((candidate) => candidate.value === value);
    if (choice) return `${choice.label} (${group.label})`;
  }
  return undefined;
}
