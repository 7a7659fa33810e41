import { describe, expect, test } from 'vitest';
import { preferredSiteLanguage } from '~/i18n/preferred-language';

describe('preferredSiteLanguage', () => {
  test('takes the first of the site languages the browser asks for, by its primary tag', () => {
    expect(preferredSiteLanguage(['ar-IQ', 'en-US', 'en'])).toBe('ar');
    expect(preferredSiteLanguage(['RU-ru'])).toBe('ru');
    expect(preferredSiteLanguage(['en-GB', 'ar'])).toBe('en');
  });

  test('passes over languages the site does not have', () => {
    expect(preferredSiteLanguage(['de-DE', 'de', 'ru'])).toBe('ru');
    expect(preferredSiteLanguage(['tr', 'fa-IR'])).toBeUndefined();
    expect(preferredSiteLanguage([])).toBeUndefined();
  });

  test('is not fooled by a tag that only starts like a language', () => {
    expect(preferredSiteLanguage(['ara', 'rus', 'eng'])).toBeUndefined();
    expect(preferredSiteLanguage(['', '-', 'ar'])).toBe('ar');
  });
});
