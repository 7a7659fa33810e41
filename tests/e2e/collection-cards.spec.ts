// Premium collection cards (issue 22): each card has one button, 'Request a Quote', and quiet
// links for the rest (about thirty equal outline buttons a page before), and opening a card's
// 'Product Info' moves and resizes no card: before, the opened card grew, stretched its row and
// pushed every row below it down. At a phone's and a desktop's width, with and without scripts.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { click, desktopViewport, phoneViewport, waitForHydration } from './helpers';

const collectionPath = '/products/premium/black-tea';

type Box = { x: number; y: number; width: number; height: number };

/** Where every card stands, in the page's coordinates (not the viewport's, which scrolling moves). */
function cardBoxes(page: Page): Promise<Box[]> {
  return page.getByTestId('collection-item').evaluateAll((cards) =>
    cards.map((card) => {
      const box = card.getBoundingClientRect();
      return {
        x: box.x + window.scrollX,
        y: box.y + window.scrollY,
        width: box.width,
        height: box.height,
      };
    }),
  );
}

/** A card's actions, and whether each is drawn as a button: a fill, or a border round it. */
function actionStyles(card: Locator) {
  return card.locator('a, button').evaluateAll((actions) =>
    actions.map((action) => {
      const style = getComputedStyle(action);
      const filled = style.backgroundColor !== 'rgba(0, 0, 0, 0)';
      const bordered =
        style.borderTopStyle !== 'none' && Number.parseFloat(style.borderTopWidth) > 0;
      return { text: action.textContent ?? '', filled, buttonLike: filled || bordered };
    }),
  );
}

for (const viewport of [phoneViewport, desktopViewport]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('each card has exactly one button, filled, and quiet links', async ({ page }) => {
      await page.goto(collectionPath);
      const cards = await page.getByTestId('collection-item').all();
      expect(cards.length).toBeGreaterThan(1);
      for (const card of cards) {
        const actions = await actionStyles(card);
        expect(actions.map((action) => action.text)).toEqual([
          expect.stringMatching(/^Request a Quote/),
          expect.stringMatching(/^Request Samples/),
          expect.stringMatching(/^Request Information/),
        ]);
        const buttons = actions.filter((action) => action.buttonLike);
        expect(buttons).toEqual([
          { text: expect.stringMatching(/^Request a Quote/), filled: true, buttonLike: true },
        ]);
      }
    });

    test('opening a card’s Product Info moves and resizes no card', async ({ page }, testInfo) => {
      await page.goto(collectionPath);
      await waitForHydration(page, testInfo);
      const before = await cardBoxes(page);
      // The first card of the second row on a desktop, where a taller card would stretch its row.
      const opened = page.getByTestId('collection-item').nth(viewport === desktopViewport ? 3 : 0);
      const info = opened.locator('details').filter({ hasText: 'Product Info' });
      await click(info.locator('summary'));
      await expect(info).toHaveAttribute('open', '');
      const panel = info.locator('summary + *');
      await expect(panel).toBeVisible();
      await expect(panel.locator('p').first()).toBeVisible();

      expect(await cardBoxes(page)).toEqual(before);
      // The text lies within its own card.
      const cardBox = await opened.boundingBox();
      const panelBox = await panel.boundingBox();
      expect(cardBox).not.toBeNull();
      expect(panelBox).not.toBeNull();
      if (cardBox && panelBox) {
        expect(panelBox.y).toBeGreaterThanOrEqual(cardBox.y);
        expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(cardBox.y + cardBox.height);
      }
    });
  });
}
