// The regions as the Regions page, its map and its JSON-LD tell them: one list, each region on
// the map under its own name, its facts in order, and each with grades of ours that grow there.
import { describe, expect, it } from 'vitest';
import { teaRegionPlaces } from '~/components/maps/sri-lanka-places';
import { elevationClasses } from '~/content/regions';
import { gradeSpecFacts, gradesGrownIn } from '~/content/spec-sheets/grade-spec-sheets';
import { teaGrades } from '~/content/tea-grades';
import { findTeaRegion, formatElevationBand, teaRegions } from '~/content/tea-regions';
import { translationsFor } from '~/i18n/translations.server';
import { addTranslations } from '~/i18n/translator';
import { breadcrumbTrail, type JsonLdNode } from '~/seo/structured-data';
import { handle } from '~/routes/($lang).regions';
import { translationFile } from '../support/translation-files';

const siteUrl = 'https://tea.example';

describe('the seven tea regions', () => {
  it('are seven, each with a slug fit for a URL fragment, found by it', () => {
    expect(teaRegions).toHaveLength(7);
    for (const region of teaRegions) {
      expect(region.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(findTeaRegion(region.slug)).toBe(region);
    }
  });

  it('each have a map place of the same name', () => {
    for (const region of teaRegions) {
      expect(teaRegionPlaces.map((place) => place.name)).toContain(region.name);
    }
  });

  it('each have an elevation band that fits their class', () => {
    for (const { name, elevation, elevationMetres } of teaRegions) {
      expect(elevationMetres.from, name).toBeLessThan(elevationMetres.to);
      if (elevation === 'High-grown') expect(elevationMetres.to, name).toBeGreaterThan(1200);
      if (elevation === 'Low-grown') expect(elevationMetres.to, name).toBeLessThanOrEqual(750);
    }
    expect(formatElevationBand({ from: 0, to: 600 })).toBe('Up to 600 m');
    expect(formatElevationBand({ from: 1100, to: 1600 })).toBe('1,100–1,600 m');
  });

  it('fall each into one elevation class the page describes', () => {
    const classes = elevationClasses.map((elevationClass) => elevationClass.name);
    for (const region of teaRegions) expect(classes).toContain(region.elevation);
    expect(new Set(classes).size).toBe(classes.length);
  });

  it('each offer at least one of our grades, and every grade grows in regions the page shows', () => {
    for (const region of teaRegions) {
      expect(gradesGrownIn(region.slug).length, region.name).toBeGreaterThan(0);
    }
    const shown = new Set<string>(teaRegions.map((region) => region.slug));
    for (const grade of teaGrades) {
      for (const region of gradeSpecFacts(grade)?.regions ?? []) {
        expect(shown, `${grade.name}: ${region}`).toContain(region);
      }
    }
  });
});

/** The page's JSON-LD in a language, its texts in the table as the page's loader puts them. */
function regionsPageNodes(language: 'en' | 'ar' | 'ru'): JsonLdNode[] {
  const translations = translationsFor(language, ['places', 'regions']);
  addTranslations(language, translations);
  return handle.structuredData({ siteUrl, language }, { translations });
}

describe('the Regions page’s JSON-LD', () => {
  const nodes = regionsPageNodes('en');
  const places = nodes.filter((node) => node['@type'] === 'Place');

  it('has no nodes where the page’s loader did not run (a POST the page refuses)', () => {
    expect(handle.structuredData({ siteUrl, language: 'en' }, undefined)).toEqual([]);
  });

  it('breadcrumbs the page under Home', () => {
    expect(breadcrumbTrail('/regions').map((page) => page.name)).toEqual(['Home', 'Regions']);
  });

  it('describes the page and each region as a Place in Sri Lanka at its centre on the map', () => {
    expect(nodes[0]).toMatchObject({ '@type': 'WebPage', url: `${siteUrl}/regions` });
    expect(places).toHaveLength(teaRegions.length);
    teaRegions.forEach((region, index) => {
      const place = teaRegionPlaces.find((candidate) => candidate.name === region.name);
      const [longitude, latitude] = place?.lonLat ?? [];
      expect(places[index]).toMatchObject({
        '@id': `${siteUrl}/regions#${region.slug}`,
        url: `${siteUrl}/regions#${region.slug}`,
        geo: { '@type': 'GeoCoordinates', latitude, longitude },
        containedInPlace: { '@type': 'Country', name: 'Sri Lanka' },
        additionalProperty: expect.arrayContaining([
          expect.objectContaining({
            name: 'Elevation',
            minValue: region.elevationMetres.from,
            maxValue: region.elevationMetres.to,
            unitCode: 'MTR',
          }),
        ]),
      });
    });
  });
});

describe('the Regions page’s JSON-LD in Russian and Arabic', () => {
  it.each(['ru', 'ar'] as const)(
    'describes the %s page at its own URL, in its words',
    (language) => {
      const nodes = regionsPageNodes(language);
      const texts = translationFile(language, 'regions');
      const pageUrl = `${siteUrl}/${language}/regions`;
      expect(nodes[0]).toMatchObject({
        '@type': 'WebPage',
        url: pageUrl,
        inLanguage: language,
        name: texts.meta.title,
        description: texts.meta.description,
      });
      const places = nodes.filter((node) => node['@type'] === 'Place');
      teaRegions.forEach((region, index) => {
        const words = texts.regions[region.slug as keyof typeof texts.regions];
        expect(places[index]).toMatchObject({
          '@id': `${pageUrl}#${region.slug}`,
          description: words.description,
          additionalProperty: expect.arrayContaining([
            expect.objectContaining({ name: texts.card.qualitySeason, value: words.qualitySeason }),
          ]),
        });
      });
      // Not one English sentence of the English page's graph is in this one.
      const english = JSON.stringify(regionsPageNodes('en'));
      const translated = JSON.stringify(nodes);
      for (const region of teaRegions) {
        expect(english).toContain(region.description);
        expect(translated).not.toContain(region.description);
      }
    },
  );
});
