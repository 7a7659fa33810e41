/**
 * The sixteen Ceylon tea grades the company offers: the one source of these facts. The Tea
 * Grades page shows all of them; the Black and Green tea collections pick theirs by name.
 *
 * `color` is the card's ground colour, taken from the dry leaf or the liquor it brews, so a card
 * whose illustration fails to load still reads as that tea.
 *
 * `leafLook` says in words what the picture shows, the dry leaf's shape and tips; with the sizes
 * of app/content/grade-particles.ts, which scripts/images/grade-trays.ts draws, it makes the
 * picture's caption (`gradeImageCaption`), so a buyer who cannot see the picture learns the same.
 */
export type TeaGrade = {
  slug: string;
  name: string;
  description: string;
  color: string;
  image: string;
  leafLook: string;
};

function grade(
  slug: string,
  name: string,
  color: string,
  leafLook: string,
  description: string,
): TeaGrade {
  return { slug, name, description, color, image: `/images/grades/${slug}.jpg`, leafLook };
}

export const teaGrades: readonly TeaGrade[] = [
  grade(
    'opa',
    'OPA',
    '#8a5a2b',
    'Long, bold black leaves, loosely twisted, a few almost open; no tips.',
    'Orange Pekoe A: the boldest of the leaf grades, long and loosely twisted, sometimes almost open. It brews a light, mellow, amber cup with little astringency, and is made mostly on the low-grown estates of Ruhuna and Sabaragamuwa where the leaf grows large.',
  ),
  grade(
    'op',
    'OP',
    '#9a6330',
    'Long, wiry black leaves rolled tight along their length; no tips.',
    'Orange Pekoe: long, wiry leaves rolled tightly along their length, plucked as the bud opens with little or no tip. The liquor is bright and delicate with a clean, lingering finish; high- and mid-grown OP from Dimbula and Kandy is prized for its fragrance.',
  ),
  grade(
    'op-1',
    'OP 1',
    '#a66d36',
    'Slender black leaves, finely twisted, thinner and a little shorter than OP; no tips.',
    'Orange Pekoe 1: slender, long and finely twisted, more delicate than OP. A careful roll keeps the leaf whole, giving a light, bright, subtly sweet cup. A grade for drinking without milk, made on high- and mid-grown estates in Nuwara Eliya, Uva and Kandy.',
  ),
  grade(
    'bop-1',
    'BOP 1',
    '#6b3f1f',
    'Thin, wiry lengths of broken black leaf, shorter than OP; no tips.',
    'Broken Orange Pekoe 1: a semi-leaf grade of long, wiry, black broken leaf, larger than BOP. It is a speciality of the low country, chiefly Ruhuna, and brews a rich, smooth, well-rounded cup that is full-bodied without harshness.',
  ),
  grade(
    'pekoe',
    'PEKOE',
    '#7a4a24',
    'Short black leaves rolled into compact hooked curls; no tips.',
    'Pekoe: shorter, curled leaf, twisted into a compact grainy shape, cut from the second leaf. It brews a full, medium-strong cup with a pleasant roundness; low- and mid-grown Pekoe from Ruhuna and Kandy is a staple of Middle Eastern and Russian blends.',
  ),
  grade(
    'pekoe-1',
    'PEKOE 1',
    '#83502a',
    'Small, even black curls, neater and smaller than Pekoe; no tips.',
    'Pekoe 1: a neater, smaller and more even curl than Pekoe, sorted for a uniform look in the pot. The cup is full and bright with a gentle sweetness, and the leaf opens slowly, so it suits long steeping in a teapot or samovar.',
  ),
  grade(
    'fbop',
    'FBOP',
    '#5c3418',
    'Small, curly pieces of broken black leaf with a sprinkling of golden tips.',
    'Flowery Broken Orange Pekoe: a broken leaf grade with a sprinkling of golden tips from the bud. Low-grown FBOP from Ruhuna is famous for its black, curly leaf and a rich, malty, slightly honeyed liquor that stands up well to milk.',
  ),
  grade(
    'bopa',
    'BOPA',
    '#6e3a1a',
    'Bold, flat, torn pieces of broken black leaf, larger than BOP; no tips.',
    'Broken Orange Pekoe A: a bold broken leaf, larger and more open than BOP, sorted from low-grown manufacture. The liquor is deep, bright and strong with a soft finish, a grade blenders use to add body and a handsome dry-leaf look.',
  ),
  grade(
    'fbopf-1',
    'FBOPF 1',
    '#4f2c14',
    'Short, curled pieces of black leaf, larger than BOP and smaller than FBOP, with a show of golden tips.',
    'Flowery Broken Orange Pekoe Fannings 1: a semi-leafy low-grown grade, larger than BOP and smaller than FBOP, with a show of golden tips. One of the finest Ruhuna grades, it brews a sweet, full, almost chocolate-toned cup and is much sought after in the Gulf and in specialty blends.',
  ),
  grade(
    'fbopf',
    'FBOPF',
    '#573016',
    'Even black grains about the size of BOP, with a few short golden tips.',
    'Flowery Broken Orange Pekoe Fannings: a tippy broken grade about the size of BOP, with a clean, even particle. It gives a rich, sweet, full-bodied liquor with quick colour, the signature of the low-grown tea country around Galle, Matara and Ratnapura.',
  ),
  grade(
    'fbopsp',
    'FBOPSP',
    '#b5813f',
    'Small, flat pieces of broken black leaf among many long golden and silver tips.',
    'Flowery Broken Orange Pekoe Special: the tippiest of the broken grades, with a high share of hand-sorted golden and silver tips among black leaf. The cup is mellow, honeyed and smooth; a showpiece grade sold at the top of the Colombo auction.',
  ),
  grade(
    'bop1a',
    'BOP1A',
    '#64381b',
    'Large, flaky pieces of broken black leaf, clean of stalk and fibre; no tips.',
    'Broken Orange Pekoe 1A: a clean, flaky broken leaf with no stalk or fibre, from low-grown estates. It brews a bright, full-flavoured cup with a pleasant astringency, and is often blended with leafy grades for body.',
  ),
  grade(
    'bop',
    'BOP',
    '#4a2a14',
    'Small, neat, flat pieces of broken black leaf; no tips.',
    'Broken Orange Pekoe: the classic Ceylon broken grade, small, neat, black particles with no tip. High-grown BOP from Dimbula and Uva gives a bright, brisk, coloury liquor with a fine aroma; it takes milk well and is the backbone of breakfast blends.',
  ),
  grade(
    'bop-fannings',
    'BOP Fannings',
    '#3f2411',
    'The finest black grains, smaller than BOP; no tips.',
    'Broken Orange Pekoe Fannings: small, grainy particles sieved from the BOP, quick to infuse. It yields a strong, coloury, brisk cup in a few minutes, which makes it the grade of choice for tea bags and for catering.',
  ),
  grade(
    'green-tea-gp',
    'GREEN TEA GP',
    '#6f7f3a',
    'Olive-green leaf rolled into small, round pellets.',
    'Green Tea Gunpowder: young leaf steamed or pan-fired straight after plucking to stop oxidation, then rolled into small, tight pellets that unfurl in the pot. Ceylon Gunpowder is fresh and grassy with a light sweetness and a pale golden-green liquor.',
  ),
  grade(
    'green-tea-fannings',
    'GREEN TEA FANNINGS',
    '#7f8c45',
    'Fine, flat olive-green pieces.',
    'Green Tea Fannings: the fine particles sorted from Ceylon green tea manufacture. They infuse quickly into a clear, light, refreshing cup with a gentle vegetal note, and are used for green tea bags and for iced and flavoured green tea blends.',
  ),
];

/** The grade with this name, as the grade list spells it (letter case and outer spaces ignored). */
export function findTeaGradeByName(name: string): TeaGrade | undefined {
  const wanted = name.trim().toLowerCase();
  return teaGrades.find((teaGrade) => teaGrade.name.toLowerCase() === wanted);
}

/** How Ceylon tea is graded, as the Tea Grades page explains it. */
export const gradingExplained = {
  title: 'How Grading Works',
  paragraphs: [
    'After firing, made tea is a mixture of particles of every size, from long twisted leaves to fine grains. Vibrating sieves of graded mesh sort it, and each size becomes a grade. A grade therefore describes the size and appearance of the leaf, not its quality: the cup depends on the region, the season and the care of the maker, and a fine BOP from a Uva estate in the dry season can be worth far more than a plain leaf grade.',
    'The names come from the old China trade. “Pekoe” is thought to come from the Amoy word for the white down on the young bud, and “Orange” most likely honoured the Dutch House of Orange-Nassau rather than any flavour. Larger leaf grades infuse slowly into lighter, more fragrant cups; the smaller broken grades and fannings give colour and strength quickly, which is why they fill tea bags.',
  ],
} as const;

export type GradeTerm = { abbreviation: string; meaning: string };

export const leafGradeTerms: readonly GradeTerm[] = [
  { abbreviation: 'OP', meaning: 'Orange Pekoe: long, wiry whole leaf without tips' },
  { abbreviation: 'FOP', meaning: 'Flowery Orange Pekoe: whole leaf with some tip from the bud' },
  { abbreviation: 'GFOP', meaning: 'Golden Flowery Orange Pekoe: whole leaf with golden tips' },
  {
    abbreviation: 'TGFOP',
    meaning: 'Tippy Golden Flowery Orange Pekoe: a high share of golden tips',
  },
];

export const brokenGradeTerms: readonly GradeTerm[] = [
  { abbreviation: 'BOP', meaning: 'Broken Orange Pekoe: small, neat broken leaf' },
  { abbreviation: 'FBOP', meaning: 'Flowery Broken Orange Pekoe: broken leaf with some tip' },
  { abbreviation: 'GBOP', meaning: 'Golden Broken Orange Pekoe: broken leaf with golden tips' },
  { abbreviation: 'BOPF', meaning: 'Broken Orange Pekoe Fannings: fine particles sieved from BOP' },
];
