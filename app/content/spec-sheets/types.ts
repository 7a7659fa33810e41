import type { TeaRegionSlug } from '../tea-regions';

/** What the sheet's standards, shelf life and residue tests follow from. */
export type TeaType = 'black' | 'green' | 'herbal';

/** A range of whole numbers; `from` equal to `to` is a single value. */
export interface NumberRange {
  from: number;
  to: number;
}

/** One way a tea is packed, with the net weight each unit holds, in grams. */
export interface PackingFormat {
  /** Which kind of pack, by which a sheet in another language names it (sheetFacts.json). */
  kind: 'paperSacks' | 'foilLinedSacks' | 'foilPouches' | 'teaBagCartons';
  /** As it reads in a sentence: 'multiwall paper sacks', 'foil pouches'. */
  container: string;
  netGrams: NumberRange;
}

export interface Brewing {
  grams: number;
  millilitres: number;
  celsius: NumberRange;
  minutes: NumberRange;
}

/** The facts a spec sheet states about one grade or product, beside what every sheet shares. */
export interface SpecSheetFacts {
  teaType: TeaType;
  /** The grade or grades as a buyer orders them: 'OPA', 'BOP and FBOPF'. */
  grade: string;
  regions: readonly TeaRegionSlug[];
  leafAppearance: string;
  liquor: string;
  infusedLeaf: string;
  brewing: Brewing;
  packing: readonly PackingFormat[];
}
