import { gradeImageCaption, gradePictureRuleMillimetres } from '~/content/grade-particles';
import { homeTeaGrades, type HomeTeaGrade } from '~/content/home';
import { teaGrades } from '~/content/tea-grades';

export type CardPicture = { src: string; alt: string };

/**
 * A card's picture and its words. A grade's true-scale drawing says in its alt text what the
 * grade cards' captions say (shape, tips, sizes), since the home card has no caption of its own.
 */
function cardPicture(grade: HomeTeaGrade): CardPicture {
  if ('drawing' in grade.picture) {
    return {
      src: grade.picture.drawing,
      alt: `Dry leaf of ${grade.name} on a tasting dish beside a cup of its ${grade.color.toLowerCase()} liquor`,
    };
  }
  const slug = grade.picture.grade;
  const teaGrade = teaGrades.find((candidate) => candidate.slug === slug);
  if (!teaGrade) throw new Error(`Home's ${grade.name} names no tea grade '${slug}'`);
  return {
    src: teaGrade.image,
    alt: `Dry leaf of ${grade.name} at true size beside a ${gradePictureRuleMillimetres} mm rule. ${gradeImageCaption(teaGrade)}`,
  };
}

/**
 * Home's featured grades' pictures, made on the server: their words come from the grades' and
 * particles' modules, which the home page's script then need not carry (3.7 KB gzipped).
 */
export function featuredGradePictures(): CardPicture[] {
  return homeTeaGrades.map(cardPicture);
}
