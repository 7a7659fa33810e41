import { ButtonLink } from '~/components/ui/button-link';
import { Container } from '~/components/ui/container';

/** Spec §8: the screen of a product id no product has. */
export function ProductNotFound() {
  return (
    <Container className="py-24 text-center sm:py-32">
      <h1 className="text-3xl font-semibold sm:text-4xl">Product Not Found</h1>
      <p className="mt-4 text-lg text-ink/75">
        The product you&apos;re looking for could not be found.
      </p>
      <ButtonLink to="/products" className="mt-10">
        Return to Products
      </ButtonLink>
    </Container>
  );
}
