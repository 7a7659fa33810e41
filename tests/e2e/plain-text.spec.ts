// What a text browser (lynx, w3m) and a screen reader read: each thing once, and no two words
// glued together by markup that only styles keep apart.
import { expect, test, type Page } from '@playwright/test';
import { companyFacts } from '../../app/content/company-facts';
import { qualityHighlights } from '../../app/content/home';
import { translationFile } from '../support/translation-files';
import { healthBenefits } from '../../app/content/health';
import { historyMilestones } from '../../app/content/history';
import { mainMenu } from '../../app/config/navigation';

/**
 * The page's text as a browser without styles reads it: every element's text in document
 * order, hidden or not (sr-only and aria-hidden mean nothing there), blocks on lines of their
 * own (a <summary> stays in its line, as lynx shows it), and the items of an ordered list
 * numbered, as lynx and w3m number them.
 */
async function textWithoutStyles(page: Page): Promise<string> {
  return page.evaluate(() => {
    const blockElements = new Set(
      'address article aside blockquote dd div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header li main nav ol p section table tr ul'.split(
        ' ',
      ),
    );
    const unread = new Set(['script', 'style', 'template', 'noscript', 'svg']);
    const parts: string[] = [];
    function read(node: Node): void {
      if (node.nodeType === Node.TEXT_NODE) {
        parts.push(node.textContent ?? '');
        return;
      }
      if (!(node instanceof Element)) return;
      const name = node.localName;
      if (unread.has(name)) return;
      const block = blockElements.has(name);
      if (block) parts.push('\n');
      const list = node.parentElement;
      if (name === 'li' && list?.localName === 'ol') {
        parts.push(`${[...list.children].indexOf(node) + 1}. `);
      }
      node.childNodes.forEach(read);
      if (block) parts.push('\n');
    }
    read(document.body);
    return parts
      .join('')
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n');
  });
}

function occurrences(text: string, phrase: string): number {
  return text.split(phrase).length - 1;
}

const menusWithSubmenu = mainMenu.filter((item) => item.submenu);

test('names each submenu toggle apart from its menu entry', async ({ page }) => {
  await page.goto('/');
  const text = await textWithoutStyles(page);
  for (const { label } of menusWithSubmenu) {
    expect(text).not.toContain(`${label}${label}`);
    // The name is the toggle's aria-label, so screen readers still hear which submenu it opens.
    const toggles = page.getByLabel(`${label} submenu`, { exact: true });
    await expect(toggles.first()).toHaveAccessibleName(`${label} submenu`);
  }
});

test('reads a testimonial’s author without the avatar’s initial', async ({ page }) => {
  await page.goto('/');
  const text = await textWithoutStyles(page);
  for (const { name, initial } of companyFacts.testimonials) {
    expect(text).toContain(name);
    expect(text).not.toContain(`${initial}${name}`);
  }
});

test('reads each statistic once, its figure before its label', async ({ page }) => {
  await page.goto('/');
  const text = await textWithoutStyles(page);
  const labels = translationFile('en', 'home').quality.highlights;
  for (const { id, value } of qualityHighlights) {
    const label = labels[id];
    expect(occurrences(text, label)).toBe(1);
    expect(text).toContain(`${value} ${label}`);
    await expect(page.getByRole('listitem').filter({ hasText: label })).toMatchAriaSnapshot(
      `- listitem: ${value} ${label}`,
    );
  }
});

for (const path of ['/', '/tea-process', '/products/private-label', '/products/oem']) {
  test(`${path} numbers its steps once`, async ({ page }) => {
    await page.goto(path);
    const text = await textWithoutStyles(page);
    // An ordered list's own number followed by the printed one: '1. 01 Plucking'.
    expect(text).not.toMatch(/^\d+\.\s+\d\d\b/m);
    expect(text).toMatch(/^01\b/m);
  });
}

test('/history reads its timeline as numbered years, each with its event beneath', async ({
  page,
}) => {
  await page.goto('/history');
  const text = await textWithoutStyles(page);
  const { events } = translationFile('en', 'history').milestones;
  for (const [index, { year }] of historyMilestones.entries()) {
    expect(text).toContain(`${index + 1}. ${year}\n${events[year as keyof typeof events]}`);
  }
});

test('/health numbers its reasons once, by the list alone', async ({ page }) => {
  await page.goto('/health');
  const text = await textWithoutStyles(page);
  const benefits = translationFile('en', 'health').benefits.items;
  for (const [index, { id }] of healthBenefits.entries()) {
    expect(text).toContain(`${index + 1}.\n${benefits[id as keyof typeof benefits].title}`);
  }
  // The '01.' a sighted reader sees is the list's marker, not a second, printed number.
  expect(text).not.toMatch(/^0\d\b/m);
});
