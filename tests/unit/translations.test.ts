// The translation files (app/locales/<language>/<namespace>.json): every language has every
// file and every key English has, with the same placeholders and the plural forms its grammar
// needs; no text is left in English; and the server loads every file there is.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { phones } from '~/content/company-facts/contact';
import { people } from '~/content/company-facts/people';
import { testimonials } from '~/content/company-facts/testimonials';
import { periodInWords, retention } from '~/config/retention';
import {
  buyerRequestKindLabels,
  incotermLabels,
  packingFormatLabels,
  quantityUnitLabels,
  sampleCountLimits,
} from '~/config/buyer-request-options';
import { requestFieldLimits } from '~/features/inquiries/buyer-request-schema';
import { fieldLimits } from '~/features/inquiries/fields';
import { listTeaChoices } from '~/features/inquiries/tea-choices.server';
import { defaultLanguage, languageCodes, prefixedLanguages } from '~/i18n/languages';
import { translationFiles } from '~/i18n/translations.server';
import { publicPages } from '~/config/public-routes';
import glossary from '~/locales/glossary.json';

const localesFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../app/locales',
);

type Tree = { [key: string]: string | Tree };

function readFile(language: string, file: string): Tree {
  return JSON.parse(fs.readFileSync(path.join(localesFolder, language, file), 'utf8')) as Tree;
}

/** Every text of a file by its dotted key. */
function texts(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(dotted, value);
    else for (const [inner, text] of texts(value, dotted)) found.set(inner, text);
  }
  return found;
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** The keys without plural suffixes, with the plural forms each has. */
function keysWithForms(keys: Iterable<string>): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const key of keys) {
    const form = pluralSuffix.exec(key)?.[1];
    const base = form ? key.slice(0, -form.length - 1) : key;
    const forms = found.get(base) ?? new Set<string>();
    if (form) forms.add(form);
    found.set(base, forms);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

/**
 * Texts that are the same in every language: names and codes the issue keeps as they are
 * (the brand, product lines' names, grade codes). Listed by key, each on purpose.
 */
const sameInEveryLanguage = new Set<string>([
  // Incoterms are written as their codes in every language; 'FOB Colombo' names the port.
  'form.incoterms.cfr',
  'form.incoterms.cif',
  // The testimonials' pager: '2 / 3', figures and a slash in every language.
  'testimonials.position',
  // How a text is put together from others, the same punctuation in every language: the grade
  // picture's caption (its look, then its sizes), a sheet's region line, a region's elevation.
  'sizes.caption',
  'sizes.withoutTips',
  'values.origin',
  'card.elevationValue',
  'links.comma',
]);

const englishFiles = fs.readdirSync(path.join(localesFolder, defaultLanguage)).sort();

describe('translation files', () => {
  it('exist for every language, the same files as English', () => {
    expect(englishFiles.length).toBeGreaterThan(0);
    for (const language of languageCodes) {
      expect(fs.readdirSync(path.join(localesFolder, language)).sort(), language).toEqual(
        englishFiles,
      );
    }
  });

  it('are all loaded by the server', () => {
    for (const language of languageCodes) {
      const loaded = Object.keys(translationFiles[language]).map(
        (namespace) => `${namespace}.json`,
      );
      expect(loaded.sort(), language).toEqual(englishFiles);
    }
  });

  describe.each(prefixedLanguages)('%s', (language) => {
    const categories = new Set(new Intl.PluralRules(language).resolvedOptions().pluralCategories);

    it.each(englishFiles)('%s has every key of English, and no other', (file) => {
      const english = keysWithForms(texts(readFile(defaultLanguage, file)).keys());
      const translated = keysWithForms(texts(readFile(language, file)).keys());
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, forms] of translated) {
        // A counted text has every plural form the language's grammar has (Arabic six, Russian four).
        if (english.get(key)?.size) expect([...forms].sort(), key).toEqual([...categories].sort());
      }
    });

    it.each(englishFiles)('%s keeps the placeholders and leaves no text in English', (file) => {
      const english = texts(readFile(defaultLanguage, file));
      for (const [key, text] of texts(readFile(language, file))) {
        expect(text.trim(), key).not.toBe('');
        const base = key.replace(pluralSuffix, '');
        const source = english.get(key) ?? english.get(`${base}_other`) ?? '';
        // A plural form may leave its number out, as Arabic's dual does ('سنتين', two years).
        const compared = (found: (string | undefined)[]) =>
          base === key ? found : found.filter((name) => name !== 'count');
        expect(compared(placeholders(text)), key).toEqual(compared(placeholders(source)));
        if (!sameInEveryLanguage.has(key)) expect(text, key).not.toBe(source);
      }
    });
  });

  describe.each(prefixedLanguages)(
    '%s uses the glossary (app/locales/glossary.json)',
    (language) => {
      // Plural forms of one text are read together: one of them holds the term.
      const textsByBase = (file: string, from: string) => {
        const joined = new Map<string, string>();
        for (const [key, text] of texts(readFile(from, file))) {
          const base = key.replace(pluralSuffix, '');
          joined.set(base, [joined.get(base), text].filter(Boolean).join(' | '));
        }
        return joined;
      };

      it.each(englishFiles)(
        "%s: each of the glossary's terms as the glossary writes it",
        (file) => {
          const english = textsByBase(file, defaultLanguage);
          const translated = textsByBase(file, language);
          const misses: string[] = [];
          for (const term of glossary.terms) {
            const inEnglish = new RegExp(term.pattern.en, 'i');
            const inTranslation = new RegExp(term.pattern[language], 'iu');
            for (const [key, source] of english) {
              // Soft hyphens, where a long word must break on a phone, are not part of the word.
              const text = (translated.get(key) ?? '').replaceAll('\u00ad', '');
              if (inEnglish.test(source) && !inTranslation.test(text)) {
                misses.push(`${key}: '${term.en}' is not '${term[language]}' in «${text}»`);
              }
            }
          }
          expect(misses).toEqual([]);
        },
      );

      it.each(englishFiles)('%s: grade codes, Incoterms, standards and the brand kept', (file) => {
        const english = textsByBase(file, defaultLanguage);
        const translated = textsByBase(file, language);
        const misses: string[] = [];
        for (const [key, source] of english) {
          const text = translated.get(key) ?? '';
          for (const [code] of source.matchAll(/\b[A-Z][A-Z0-9]+\b/g)) {
            if (!glossary.codes.translated.includes(code) && !text.includes(code)) {
              misses.push(`${key}: ${code} is missing from «${text}»`);
            }
          }
        }
        expect(misses).toEqual([]);
      });
    },
  );

  it("name each of the company's phone lines in every language", () => {
    for (const language of languageCodes) {
      const names = texts(readFile(language, 'common.json'));
      for (const phone of phones) {
        expect(
          names.get(`company.phones.${phone.label}`),
          `${language}: ${phone.label}`,
        ).toBeTruthy();
      }
    }
  });

  it("name each of the company's people's roles and languages in every language", () => {
    for (const language of languageCodes) {
      const team = texts(readFile(language, 'team.json'));
      for (const person of people) {
        expect(team.get(`people.${person.id}.role`), `${language}: ${person.id}`).toBeTruthy();
        expect(
          team.get(`people.${person.id}.looksAfter`),
          `${language}: ${person.id}`,
        ).toBeTruthy();
        for (const spoken of person.languages) {
          expect(team.get(`languageNames.${spoken}`), `${language}: ${spoken}`).toBeTruthy();
        }
      }
    }
  });

  it('name every public page for the breadcrumbs in every language, in English as the list does', () => {
    for (const language of languageCodes) {
      const common = texts(readFile(language, 'common.json'));
      for (const page of publicPages) {
        const name = common.get(`nav.${page.name}`) ?? common.get(`pageNames.${page.name}`);
        expect(name, `${language}: ${page.path}`).toBeTruthy();
        if (language === defaultLanguage) expect(name, page.path).toBe(page.name);
      }
    }
  });

  it("say in English what the company's facts say, for its people and testimonials", () => {
    // The facts module (app/content/company-facts/) is where the company changes them; the
    // English files must not drift from it, or the English site would show other words.
    const team = texts(readFile(defaultLanguage, 'team.json'));
    for (const person of people) {
      expect(team.get(`people.${person.id}.role`), person.id).toBe(person.role);
      expect(team.get(`people.${person.id}.looksAfter`), person.id).toBe(person.looksAfter);
    }
    const home = texts(readFile(defaultLanguage, 'home.json'));
    for (const testimonial of testimonials) {
      expect(home.get(`testimonials.quotes.${testimonial.id}.role`), testimonial.id).toBe(
        testimonial.role,
      );
      expect(home.get(`testimonials.quotes.${testimonial.id}.content`), testimonial.id).toBe(
        testimonial.content,
      );
    }
  });

  // "5,000", "5 000" or "5000": however a language groups its thousands.
  const number = (value: number) =>
    new RegExp(`(^|\\D)${String(value).replace(/\B(?=(\d{3})+$)/g, '[,\\s\u00a0\u202f]?')}(\\D|$)`);

  it('give the field limits the forms check, in every language', () => {
    for (const language of languageCodes) {
      const validation = texts(readFile(language, 'forms.json'));
      expect(validation.get('form.validation.name'), language).toMatch(number(fieldLimits.nameMin));
      expect(validation.get('form.validation.nameTooLong'), language).toMatch(
        number(fieldLimits.nameMax),
      );
      expect(validation.get('form.validation.message'), language).toMatch(
        number(fieldLimits.messageMin),
      );
      expect(validation.get('form.validation.messageTooLong'), language).toMatch(
        number(fieldLimits.messageMax),
      );
    }
  });

  it("give the request form's limits in every language", () => {
    const limits: [key: string, ...values: number[]][] = [
      ['validation.quantityPrecision', requestFieldLimits.quantityDecimals],
      ['validation.quantityTooLarge', requestFieldLimits.quantityMax],
      ['validation.sampleCount', sampleCountLimits.min, sampleCountLimits.max],
      ['validation.destinationPortTooLong', requestFieldLimits.portMax],
      ['validation.company', requestFieldLimits.companyMin],
      ['validation.companyTooLong', requestFieldLimits.companyMax],
    ];
    for (const language of languageCodes) {
      const request = texts(readFile(language, 'request.json'));
      for (const [key, ...values] of limits) {
        for (const value of values)
          expect(request.get(key), `${language}: ${key}`).toMatch(number(value));
      }
    }
  });

  it("label the request form's choices in English as the operators' e-mails do", () => {
    // The page's English words and the operators' e-mails' must not drift apart.
    const english = texts(readFile(defaultLanguage, 'request.json'));
    const labels = {
      kinds: buyerRequestKindLabels,
      units: quantityUnitLabels,
      packings: packingFormatLabels,
      incoterms: incotermLabels,
    };
    for (const [group, byValue] of Object.entries(labels)) {
      for (const [value, label] of Object.entries(byValue)) {
        expect(english.get(`form.${group}.${value}`), `${group}: ${value}`).toBe(label);
      }
    }
    for (const group of listTeaChoices()) {
      expect(english.get(`form.teaGroups.${group.id}`), group.id).toBe(group.label);
    }
  });

  it('give the days a confirmation link works as the retention schedule has them', () => {
    const english = texts(readFile(defaultLanguage, 'forms.json'));
    expect(english.get('notices.subscribed.detail')).toContain(
      periodInWords(retention.unconfirmedSignupDays, 'day'),
    );
  });
});
