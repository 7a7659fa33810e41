import { gradePath, type PublicPage } from '~/config/public-routes';
import { teaGrades } from '~/content/tea-grades';

/**
 * The sixteen grade spec sheets. Kept apart from `publicPages` because they share one layout:
 * the sitemap takes them all, the page audits one of each tea type. Kept out of
 * `public-routes.ts` too, which every page's script loads, because the grades' texts come with them.
 */
export const gradePages: readonly PublicPage[] = teaGrades.map((grade) => ({
  path: gradePath(grade.slug),
  name: `${grade.name} Spec Sheet`,
}));
