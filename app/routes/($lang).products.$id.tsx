import type { LoaderFunctionArgs, MetaFunction, SerializeFrom } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData, useNavigation } from '@remix-run/react';
import { BackLink } from '~/components/catalogue/back-link';
import { LoadingSpinner } from '~/components/catalogue/loading-spinner';
import { ProductNotFound } from '~/components/catalogue/product-not-found';
import { ProductProfile } from '~/components/catalogue/product-profile';
import { RelatedProducts } from '~/components/catalogue/related-products';
import { Container } from '~/components/ui/container';
import { readProductDetail } from '~/features/catalogue/catalogue.server';
import { languageOfPath, pathWithoutLanguage } from '~/i18n/languages';
import { metaTranslator } from '~/i18n/meta-translator';
import { useTranslation } from '~/i18n/translations';
import { pageTranslations } from '~/i18n/translations.server';
import { useLocalizedPath } from '~/i18n/use-language';
import { pageMeta } from '~/seo/page-meta';
import { productSpecSheetLinks } from '~/features/spec-sheets/sheets.server';
import { productNode, type StructuredDataHandle } from '~/seo/structured-data';
import { truncateText } from '~/components/ui/truncate-text';

/** Search engines show about this much of a description. */
const metaDescriptionLength = 155;

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data: detail, error } = args;
  if (error) {
    const common = metaTranslator(args, 'common');
    return pageMeta({
      title: common('notFound.title'),
      description: common('notFound.description'),
    });
  }
  if (detail?.status !== 'found') {
    const t = metaTranslator(args, 'products');
    return pageMeta({ title: t('notFound.title'), description: t('notFound.text') });
  }
  return pageMeta({
    title: detail.product.name,
    description: truncateText(detail.product.description, metaDescriptionLength),
  });
};

/**
 * The product and its related products, their descriptions in the page's language where the
 * translation files have them, and the page's texts: its own, the line terms and request links'
 * (`trade`).
 */
export function loader({ params, request, context }: LoaderFunctionArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const detail = readProductDetail(params.id, language);
  // docs/architecture.md 'Product pages and the 404 rule': a non-numeric id is the site's 404 screen; an unknown number is 'Product Not Found'.
  if (detail.status === 'not-an-id') throw data(null, { status: 404 });
  if (detail.status === 'unknown') {
    return data(
      {
        ...detail,
        translations: pageTranslations({ request, context }, ['products'], {
          products: ['notFound'],
        }),
      },
      { status: 404 },
    );
  }
  return data({
    ...detail,
    specSheet: productSpecSheetLinks(detail.product, language),
    translations: pageTranslations({ request, context }, ['products', 'trade'], {
      products: ['card', 'categories', 'detail', 'related'],
      trade: ['lineTerms', 'requestLinks'],
    }),
  });
}

type ProductDetailData = SerializeFrom<typeof loader>;

/** A product found is a public page with a `Product` node; 'Product Not Found' is neither. */
function foundProduct(detail: ProductDetailData | undefined) {
  return detail?.status === 'found' ? detail.product : undefined;
}

export const handle: StructuredDataHandle<ProductDetailData> = {
  pageName: (detail) => foundProduct(detail)?.name,
  structuredData: ({ siteUrl }, detail) => {
    const product = foundProduct(detail);
    return product ? [productNode(siteUrl, product)] : [];
  },
};

const productPathPattern = /^\/products\/\d+$/;

export default function ProductDetailPage() {
  const detail = useLoaderData<typeof loader>();
  const { t } = useTranslation('products');
  const localizedPath = useLocalizedPath();
  const navigation = useNavigation();
  const loadingAnotherProduct =
    navigation.state === 'loading' &&
    productPathPattern.test(pathWithoutLanguage(navigation.location.pathname));

  if (loadingAnotherProduct) {
    return (
      <Container className="py-24">
        <LoadingSpinner label={t('detail.loading')} />
      </Container>
    );
  }
  if (detail.status !== 'found') return <ProductNotFound />;
  return (
    <>
      <Container className="pt-8 pb-20 sm:pt-10 sm:pb-24">
        <BackLink to={localizedPath('/products')}>{t('detail.back')}</BackLink>
        <div className="mt-6">
          <ProductProfile product={detail.product} specSheet={detail.specSheet} />
        </div>
      </Container>
      <RelatedProducts products={detail.related} />
    </>
  );
}
