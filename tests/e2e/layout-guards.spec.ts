// Guards over every public page and the not-found pages at the narrowest phones (320 and 375 px)
// and a desktop (1280 px), with script (js-on) and without (js-off): no heading, button or
// button-like link lets its text run out of its box, nothing scrolls sideways, all text is set in
// the site's faces, and headings show only characters of the heading faces' core files. One load
// per page, widened in place, everything at a width measured in one evaluate.
import { expect, test, type Page } from '@playwright/test';
import { auditedPaths, markupCheckedIn, notFoundPaths } from './audited-pages';
import { javaScriptEnabled, waitForHydration } from './helpers';
import { charactersOutside, headingCoreCharacters } from '../support/heading-characters';

const widths = [320, 375, 1280] as const;

/**
 * The faces app/styles/app.css gives the text (--font-sans: the system's, first named
 * `system-ui`, decision 032) and the headings (--font-display), and on Arabic pages the
 * Arabic heading face (decision 028).
 */
const siteFaces = ['system-ui', 'Playfair Display', 'Noto Naskh Arabic'];

type LayoutFindings = {
  /** Boxes whose text is wider than they are, as 'h3 "Oxidation/Fermentation" 290 > 230'. */
  overflowingText: string[];
  /** How far the page scrolls sideways, in pixels. */
  sidewaysScroll: number;
  /** Every face that text is set in. */
  faces: string[];
  /**
   * Every text set in a heading face, with its face: hidden ones too (a closed menu, a slide to
   * come), which show once opened without another font file.
   */
  headingTexts: { face: string; text: string }[];
};

function measureLayout(page: Page): Promise<LayoutFindings> {
  return page.evaluate((headingFaces) => {
    const describe = (element: Element) =>
      `${element.localName} "${(element.textContent ?? '').trim().slice(0, 40)}"`;

    const overflowingText: string[] = [];
    // Links laid out as boxes are buttons, tabs, menu entries and cards; inline links flow
    // with their sentence and cannot overflow on their own.
    for (const element of document.querySelectorAll('h1, h2, h3, h4, button, summary, a')) {
      const style = getComputedStyle(element);
      // Not drawn: display: none, or inside a closed <details>.
      const rendered = element.checkVisibility();
      // Text for screen readers alone (sr-only, the skip link until focused) is clipped away.
      const visuallyHidden = style.clipPath === 'inset(50%)';
      if (!rendered || style.display === 'inline' || visuallyHidden) continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        overflowingText.push(
          `${describe(element)} ${element.scrollWidth} > ${element.clientWidth}`,
        );
      }
    }

    const firstFaces = new Map<Element, string>();
    const firstFaceOf = (holder: Element) => {
      let face = firstFaces.get(holder);
      if (face === undefined) {
        const [first = ''] = getComputedStyle(holder).fontFamily.split(',');
        face = first.trim().replace(/^["']|["']$/g, '');
        firstFaces.set(holder, face);
      }
      return face;
    };

    const headingTexts: { face: string; text: string }[] = [];
    const unread = new Set(['script', 'style', 'noscript', 'template']);
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const holders = new Set<Element>(document.querySelectorAll('input, select, textarea'));
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const holder = node.parentElement;
      const text = node.textContent ?? '';
      if (!holder || !text.trim()) continue;
      const face = firstFaceOf(holder);
      if (headingFaces.includes(face)) headingTexts.push({ face, text });
      // A word in another language than the page's (the language switch's names) is set in the
      // system's face, so no page fetches a font file for one word.
      const otherLanguage = holder.closest('[lang]') !== document.documentElement;
      if (!unread.has(holder.localName) && !otherLanguage) holders.add(holder);
    }

    return {
      overflowingText,
      sidewaysScroll: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
      faces: [...new Set([...holders].map(firstFaceOf))].sort(),
      headingTexts,
    };
  }, Object.keys(headingCoreCharacters));
}

for (const path of [...auditedPaths, ...notFoundPaths]) {
  test(`${path}: text inside its boxes, no sideways scroll, the site's faces and their cores (${widths.join(', ')} px)`, async ({
    page,
  }, testInfo) => {
    test.skip(!markupCheckedIn(path, javaScriptEnabled(testInfo)), 'a twin: once, without script');
    // Loaded once, on the narrowest screen, as a phone loads it, then widened: the layout is
    // the style sheet's at each width, and the page's scripts follow the media queries as they
    // change; a load at each width took a second more a width on every page.
    const findings: Record<string, LayoutFindings> = {};
    await page.setViewportSize({ width: widths[0], height: 800 });
    await page.goto(path);
    await waitForHydration(page, testInfo);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      // With script, two frames: the media queries' changes are rendered, and what the scripts
      // do about them drawn. Without, measuring lays the page out at its new width.
      if (javaScriptEnabled(testInfo))
        await page.evaluate(
          () =>
            new Promise<void>((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
            ),
        );
      findings[`${width} px`] = await measureLayout(page);
    }
    for (const [width, { overflowingText, sidewaysScroll, faces }] of Object.entries(findings)) {
      expect(overflowingText, `${path} at ${width}: text running out of its box`).toEqual([]);
      expect(sidewaysScroll, `${path} at ${width}: sideways scroll`).toBe(0);
      for (const face of faces)
        expect(siteFaces, `${path} at ${width}: a foreign face`).toContain(face);
    }
    // The same texts at every width: read at the narrowest, where the page was loaded.
    const { headingTexts } = findings[`${widths[0]} px`]!;
    // Every page has a heading in a heading face: an empty list would mean the check saw nothing.
    expect(headingTexts.length, `${path}: texts in a heading face`).toBeGreaterThan(0);
    const outsideTheCores = headingTexts.flatMap(({ face, text }) =>
      charactersOutside(text, headingCoreCharacters[face] ?? []),
    );
    expect(outsideTheCores, `${path}: heading characters outside the core files`).toEqual([]);
  });
}
