// The trade terms agree with themselves and with what the catalogue pages say: sacks name every
// grade once, container loads follow from the sacks, each product line shows its own minimum
// order and lead time from here and leaves the general terms to the Trade Terms page.
import { describe, expect, it } from 'vitest';
import { adraPage } from '~/content/catalogue/adra';
import { bulkPage } from '~/content/catalogue/bulk';
import { oemPage } from '~/content/catalogue/oem';
import { privateLabelPage } from '~/content/catalogue/private-label';
import { productLineSlugs } from '~/content/catalogue/product-lines';
import { specialPage } from '~/content/catalogue/special';
import { gradeSpecFactsByName } from '~/content/spec-sheets/grade-spec-sheets';
import { teaGrades } from '~/content/tea-grades';
import {
  containerLoads,
  containerTonnes,
  documentsWithEveryShipment,
  formatRange,
  incoterms,
  packingFormats,
  sackFills,
  sackNetKilograms,
  sacksPerContainer,
} from '~/content/trade-terms';
import { lineTerms } from '~/content/line-terms';
import { translationsFor } from '~/i18n/translations.server';
import { addTranslations } from '~/i18n/translator';
import catalogue from '~/locales/en/catalogue.json';
import { breadcrumbTrail } from '~/seo/structured-data';
import { handle } from '~/routes/($lang).trade-terms';

const productLinePages = [adraPage, bulkPage, specialPage, privateLabelPage, oemPage];

function packingFormat(name: string) {
  const format = packingFormats.find((candidate) => candidate.name === name);
  if (!format) throw new Error(`no packing format ${name}`);
  return format;
}

describe('sacks and container loads', () => {
  it('give a sack weight for each of the sixteen grades, once', () => {
    const grades = sackFills.flatMap((fill) => fill.grades);
    expect([...grades].sort()).toEqual(teaGrades.map((grade) => grade.name).sort());
  });

  it('ship sacks of 25 to 60 kg, as the Bulk Tea page and tab say', () => {
    expect(sackNetKilograms).toEqual({ from: 25, to: 60 });
    expect(bulkPage.packing[0]?.title).toContain(
      `${sackNetKilograms.from}-${sackNetKilograms.to} kg`,
    );
    expect(catalogue.lines.bulk.description).toContain(
      `${sackNetKilograms.from} to ${sackNetKilograms.to} kg`,
    );
    expect(packingFormat('Multiwall paper sacks').netWeight).toBe('25–60 kg by grade');
    for (const fill of sackFills) {
      expect(fill.netKilograms.from).toBeLessThan(fill.netKilograms.to);
    }
  });

  it('load each container with its sacks times their weight, within its payload', () => {
    for (const load of containerLoads) {
      expect(sacksPerContainer(load)).toBe(load.pallets * load.sacksPerPallet);
      for (const fill of sackFills) {
        const tonnes = containerTonnes(load, fill);
        expect(tonnes.from * 1000).toBe(sacksPerContainer(load) * fill.netKilograms.from);
        expect(tonnes.to * 1000).toBe(sacksPerContainer(load) * fill.netKilograms.to);
        expect(tonnes.to * 1000, `${load.name}, ${fill.group}`).toBeLessThanOrEqual(
          load.maximumPayloadKilograms,
        );
      }
    }
    expect(containerLoads.map((load) => load.name)).toEqual(['20 ft FCL', '40 ft FCL']);
    const [twenty, forty] = containerLoads.map(sacksPerContainer);
    expect(forty).toBe(2 * (twenty ?? 0));
    expect(formatRange(containerTonnes(containerLoads[0]!, sackFills[0]!))).toBe('5–8.4');
  });

  it('give each group the lightest to the heaviest sack of its grades’ spec sheets', () => {
    for (const fill of sackFills) {
      const kilograms = fill.grades.flatMap((name) =>
        (gradeSpecFactsByName(name)?.packing ?? [])
          .filter((format) => format.container.endsWith('sacks'))
          .map((format) => format.netGrams),
      );
      expect(Math.min(...kilograms.map((range) => range.from)) / 1000).toBe(fill.netKilograms.from);
      expect(Math.max(...kilograms.map((range) => range.to)) / 1000).toBe(fill.netKilograms.to);
    }
  });

  it('name the retail and tea bag sizes the catalogue pages name', () => {
    const retail = packingFormat('Retail packs').netWeight;
    expect(retail).toContain('tins and caddies of 50 to 250 g');
    expect(specialPage.packing.map((format) => format.description).join(' ')).toContain(
      '50 to 250 g',
    );
    expect(specialPage.packing.map((format) => format.description).join(' ')).toContain(
      'from 25 g',
    );
    expect(retail).toContain('25 g to 1 kg');
    const bags = packingFormat('Tea bags').netWeight;
    expect(bags).toContain('25, 50 or 100');
    expect(privateLabelPage.formats.map((format) => format.description).join(' ')).toContain(
      'boxes of 25, 50 or 100',
    );
  });
});

describe('each product line’s terms at a glance', () => {
  it('has a minimum order and lead time here, for every line', () => {
    expect(Object.keys(lineTerms).sort()).toEqual([...productLineSlugs].sort());
  });

  it('shows its own minimum order and lead time from here, and no general terms', () => {
    for (const page of productLinePages) {
      const values = page.facts.map((fact) => fact.value);
      expect(values, page.slug).toContain(lineTerms[page.slug].minimumOrder);
      expect(values, page.slug).toContain(lineTerms[page.slug].leadTime);
      const text = page.facts.map((fact) => `${fact.label} ${fact.value}`).join(' ');
      expect(text, page.slug).not.toMatch(/\b(FOB|CIF|CFR)\b|letter of credit|phytosanitary/i);
      expect(text, page.slug).not.toMatch(/on request$/im);
    }
  });
});

describe('Incoterms, documents and the page’s JSON-LD', () => {
  it('offers FOB Colombo, CFR and CIF, with the risk passing on board in Colombo', () => {
    expect(incoterms.map((term) => term.quotedAs)).toEqual([
      'FOB Colombo',
      'CFR your port',
      'CIF your port',
    ]);
    for (const term of incoterms)
      expect(term.riskPasses).toContain('on board the vessel in the port of Colombo');
  });

  it('sends the five documents every buyer needs with every shipment', () => {
    const names = documentsWithEveryShipment.map((document) => document.name);
    for (const name of [
      'Commercial invoice',
      'Packing list',
      'Bill of lading or air waybill',
      'Certificate of origin',
      'Phytosanitary certificate',
      'Tea Board quality certificate',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('describes the page as a WebPage under Home, with no offers', () => {
    expect(breadcrumbTrail('/trade-terms').map((page) => page.name)).toEqual([
      'Home',
      'Trade Terms',
    ]);
    const translations = translationsFor('en', ['tradeTerms']);
    addTranslations('en', translations);
    const address = { siteUrl: 'https://tea.example', language: 'en' } as const;
    const nodes = handle.structuredData(address, { translations });
    expect(nodes).toEqual([
      expect.objectContaining({ '@type': 'WebPage', url: 'https://tea.example/trade-terms' }),
    ]);
    expect(JSON.stringify(nodes)).not.toContain('Offer');
    // None where the loader did not run (a POST the page refuses).
    expect(handle.structuredData(address, undefined)).toEqual([]);
  });
});
