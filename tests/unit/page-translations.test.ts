// What a loader sends of its page's texts (decision 031): the texts in a navigation's data, the
// files' names in a document's, and how the browser's first render gets them either way.
import { describe, expect, it } from 'vitest';
import { addPageTexts } from '~/i18n/page-translations';
import { pageTranslations, translationFiles } from '~/i18n/translations.server';
import { translatorFor } from '~/i18n/translator';
import arHistory from '~/locales/ar/history.json';
import ruRegions from '~/locales/ru/regions.json';
import { loadContextFor } from './request-helpers';

const loaderArgs = (path: string, documentRequest: boolean) => ({
  request: new Request(`http://localhost${path}`),
  context: { ...loadContextFor(), documentRequest },
});

describe('pageTranslations', () => {
  it("sends a navigation's data the texts, only the groups the page shows", () => {
    const texts = pageTranslations(loaderArgs('/ru', false), ['home', 'csr'], {
      csr: ['pillars'],
    });
    expect(texts).toEqual({
      home: translationFiles.ru.home,
      csr: { pillars: translationFiles.ru.csr.pillars },
    });
  });

  it("names the files in a document's data, and puts the texts in the server's table", () => {
    const texts = pageTranslations(loaderArgs('/ar/history', true), ['history']);
    expect(texts).toEqual({ files: ['history'] });
    expect(translatorFor('ar', 'history')('meta.title')).toBe(arHistory.meta.title);
  });
});

describe('addPageTexts', () => {
  it("adds a navigation's texts at once", () => {
    const pending = addPageTexts('ru', [
      null,
      { translations: { terms: { meta: { title: 'Условия' } } } },
    ]);
    expect(pending).toBeNull();
    expect(translatorFor('ru', 'terms')('meta.title')).toBe('Условия');
  });

  it("waits for a document's files once, then has every text of them", async () => {
    // The server's table above took Arabic 'history'; 'regions' in Russian no test has added.
    expect(translatorFor('ru', 'regions')('meta.title')).toBe('');
    const pending = addPageTexts('ru', [{ translations: { files: ['regions'] } }]);
    expect(pending).toBeInstanceOf(Promise);
    await pending;
    expect(translatorFor('ru', 'regions')('meta.title')).toBe(ruRegions.meta.title);
    expect(addPageTexts('ru', [{ translations: { files: ['regions'] } }])).toBeNull();
  });

  it('loads nothing for a namespace the table holds already', () => {
    expect(addPageTexts('ar', [{ translations: { files: ['history'] } }])).toBeNull();
  });
});
