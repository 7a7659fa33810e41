import {
  defaultProductLineSlug,
  findProductLine,
  type ProductLineSlug,
} from '~/content/catalogue/product-lines';
import { allCategoriesFilter, findProductCategory } from '~/content/product-categories';
import { productKey } from '~/content/spec-sheets/product-spec-sheets';
import { defaultLanguage, type Language } from '~/i18n/languages';
import { translationFiles } from '~/i18n/translations.server';
import {
  findProductById,
  listProductsByCategory,
  listRelatedProducts,
  parseProductId,
  type Product,
} from './products.server';

/**
 * A product as a page shows it: its description in the page's language where the translation
 * files have it (`sheetFacts.products.<key>.summary`, written for the seeded products), else the
 * English description the operators keep, marked `descriptionLang: 'en'`.
 */
export type ShownProduct = Product & { descriptionLang?: 'en' };

type ProductWords = Partial<Record<string, { summary?: string }>>;

function productWordsIn(language: Language): ProductWords {
  return (translationFiles[language].sheetFacts as { products?: ProductWords }).products ?? {};
}

/**
 * The products with their descriptions in `language`. A translation is used only while the
 * English description is still the one it was made from: an operator's edit shows in English
 * until the files are brought up to date.
 */
export function productsIn(products: readonly Product[], language: Language): ShownProduct[] {
  if (language === defaultLanguage) return [...products];
  const english = productWordsIn(defaultLanguage);
  const translated = productWordsIn(language);
  return products.map((product) => {
    const key = productKey(product.name);
    const summary = translated[key]?.summary;
    return summary && english[key]?.summary === product.description
      ? { ...product, description: summary }
      : { ...product, descriptionLang: 'en' };
  });
}

export type ProductListing = {
  /** The open product-line tab; an unknown or missing `?tab=` opens the default one. */
  tab: ProductLineSlug;
  /** The chosen category filter as the spec spells it, or as asked when no category has that name. */
  category: string;
  products: ShownProduct[];
};

/** What /products shows for its search parameters `tab` and `category`, in `language`. */
export function readProductListing(
  searchParams: URLSearchParams,
  language: Language = defaultLanguage,
): ProductListing {
  const tab = findProductLine(searchParams.get('tab'))?.slug ?? defaultProductLineSlug;
  const requested = searchParams.get('category')?.trim() || allCategoriesFilter;
  if (requested.toLowerCase() === allCategoriesFilter.toLowerCase()) {
    return {
      tab,
      category: allCategoriesFilter,
      products: productsIn(listProductsByCategory(), language),
    };
  }
  return {
    tab,
    category: findProductCategory(requested) ?? requested,
    products: productsIn(listProductsByCategory(requested), language),
  };
}

export type ProductDetail =
  | { status: 'found'; product: ShownProduct; related: ShownProduct[] }
  /** A numeric id no product has: the 'Product Not Found' screen. */
  | { status: 'unknown' }
  /** Not a product id at all: the site's 404 screen. */
  | { status: 'not-an-id' };

/** The product of `/products/{id}` and up to four others of its category, in `language`. */
export function readProductDetail(
  idSegment: string | undefined,
  language: Language = defaultLanguage,
): ProductDetail {
  const id = parseProductId(idSegment);
  if (id === null) return { status: 'not-an-id' };
  const product = findProductById(id);
  if (!product) return { status: 'unknown' };
  const [shown, ...related] = productsIn([product, ...listRelatedProducts(product)], language);
  return { status: 'found', product: shown ?? product, related };
}
