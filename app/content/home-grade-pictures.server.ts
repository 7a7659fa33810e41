import { captionIn, gradePictureRuleMillimetres } from '~/content/grade-particles';
import { homeTeaGrades, type HomeTeaGrade } from '~/content/home';
import { teaGrades } from '~/content/tea-grades';
import type { Translate } from '~/i18n/translator';

export type CardPicture = { src: string; alt: string };

/**
 * A card's picture and its words. A grade's true-scale drawing says in its alt text what the
 * grade cards' captions say (shape, tips, sizes), since the home card has no caption of its own.
 */
function cardPicture(
  grade: HomeTeaGrade,
  t: Translate<'home'>,
  gradeWords: Translate<'grades'>,
): CardPicture {
  const words = t.group('grades.cards')[grade.id];
  if ('drawing' in grade.picture) {
    return {
      src: grade.picture.drawing,
      alt: t('grades.dishPictureAlt', { name: words.name, colour: words.colour.toLowerCase() }),
    };
  }
  const slug = grade.picture.grade;
  const teaGrade = teaGrades.find((candidate) => candidate.slug === slug);
  if (!teaGrade) throw new Error(`Home's ${grade.id} names no tea grade '${slug}'`);
  const gradeTexts: Partial<Record<string, { leafLook: string }>> = gradeWords.group('grades');
  return {
    src: teaGrade.image,
    alt: t('grades.leafPictureAlt', {
      name: words.name,
      millimetres: gradePictureRuleMillimetres,
      caption: captionIn(
        { slug, leafLook: gradeTexts[slug]?.leafLook ?? teaGrade.leafLook },
        gradeWords.group('sizes'),
      ),
    }),
  };
}

/**
 * Home's featured grades' pictures, made on the server: their words come from the grades' and
 * particles' modules, which the home page's script then need not carry (3.7 KB gzipped).
 */
export function featuredGradePictures(
  t: Translate<'home'>,
  gradeWords: Translate<'grades'>,
): CardPicture[] {
  return homeTeaGrades.map((grade) => cardPicture(grade, t, gradeWords));
}
