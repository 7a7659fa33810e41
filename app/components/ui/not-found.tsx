import { ButtonLink } from './button-link';
import { Container } from './container';

/** The spec's not-found screen for any unknown path. */
export function NotFound() {
  return (
    <Container className="py-24 text-center sm:py-32">
      <p className="font-display text-7xl font-semibold text-copper-500">404</p>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-lg text-ink/75">Did you forget to add the page to the router?</p>
      <ButtonLink to="/" className="mt-10">
        Back to the home page
      </ButtonLink>
    </Container>
  );
}
