import { describe, expect, it } from 'vitest';
import { cyrillicCore } from '../../scripts/font-faces';
import { charactersOutside, headingCoreCharacters } from '../support/heading-characters';

describe('characters outside the heading cores', () => {
  const playfair = headingCoreCharacters['Playfair Display']!;

  it('names each character outside the cores once, with its text', () => {
    expect(charactersOutside('Crème brûlée, crème', playfair)).toEqual([
      'U+00E8 "è" in "Crème brûlée, crème"',
      'U+00FB "û" in "Crème brûlée, crème"',
      'U+00E9 "é" in "Crème brûlée, crème"',
    ]);
  });

  it('finds none in Russian with its quotes, nor in Arabic with Latin words among it', () => {
    expect(charactersOutside('Ёлка: «чай»', playfair)).toEqual([]);
    expect(charactersOutside('شاي سيلان OPA', headingCoreCharacters['Noto Naskh Arabic']!)).toEqual(
      [],
    );
  });

  it('counts a soft hyphen as the hyphen drawn where the word breaks', () => {
    expect(charactersOutside('чай\u00ADный', cyrillicCore)).toEqual([
      'U+00AD "\u00AD" in "чай\u00ADный"',
      'U+2010 "\u2010" in "чай\u00ADный"',
    ]);
  });

  it('never counts a control character, which is not drawn', () => {
    expect(charactersOutside('Tea\n\tGrades', playfair)).toEqual([]);
  });
});
