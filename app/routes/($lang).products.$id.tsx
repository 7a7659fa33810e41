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
import { pageMeta } from '~/seo/page-meta';
import { productSpecSheetLinks } from '~/features/spec-sheets/sheets.server';
import { productNode, type StructuredDataHandle } from '~/seo/structured-data';
import { truncateText } from '~/components/ui/truncate-text';

/** Search engines show about this much of a description. */
const metaDescriptionLength = 155;

export const meta: MetaFunction<typeof loader> = ({ data: detail, error }) => {
  if (error) {
    return pageMeta({
      title: '404 Page Not Found',
      description: 'The page you asked for does not exist.',
    });
  }
  if (detail?.status !== 'found') {
    return pageMeta({
      title: 'Product Not Found',
      description: "The product you're looking for could not be found.",
    });
  }
  return pageMeta({
    title: detail.product.name,
    description: truncateText(detail.product.description, metaDescriptionLength),
  });
};

export function loader({ params }: LoaderFunctionArgs) {
  const detail = readProductDetail(params.id);
  // docs/architecture.md 'Product pages and the 404 rule': a non-numeric id is the site's 404 screen; an unknown number is 'Product Not Found'.
  if (detail.status === 'not-an-id') throw data(null, { status: 404 });
  if (detail.status === 'unknown') return data(detail, { status: 404 });
  return data({ ...detail, specSheet: productSpecSheetLinks(detail.product) });
}

type ProductDetailData = SerializeFrom<typeof loader>;

/** A product found is a public page with a `Product` node; 'Product Not Found' is neither. */
function foundProduct(detail: ProductDetailData | undefined) {
  return detail?.status === 'found' ? detail.product : undefined;
}

export const handle: StructuredDataHandle<ProductDetailData> = {
  pageName: (detail) => foundProduct(detail)?.name,
  structuredData: (siteUrl, detail) => {
    const product = foundProduct(detail);
    return product ? [productNode(siteUrl, product)] : [];
  },
};

const productPathPattern = /^\/products\/\d+$/;

export default function ProductDetailPage() {
  const detail = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loadingAnotherProduct =
    navigation.state === 'loading' && productPathPattern.test(navigation.location.pathname);

  if (loadingAnotherProduct) {
    return (
      <Container className="py-24">
        <LoadingSpinner label="Loading product details..." />
      </Container>
    );
  }
  if (detail.status !== 'found') return <ProductNotFound />;
  return (
    <>
      <Container className="pt-8 pb-20 sm:pt-10 sm:pb-24">
        <BackLink to="/products">Back to Products</BackLink>
        <div className="mt-6">
          <ProductProfile product={detail.product} specSheet={detail.specSheet} />
        </div>
      </Container>
      <RelatedProducts products={detail.related} />
    </>
  );
}
