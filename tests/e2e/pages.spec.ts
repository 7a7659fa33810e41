import { expect, test, type Locator, type Page } from '@playwright/test';
import { site } from '../../app/config/site';
import { aboutStoryFigure, ourCollection } from '../../app/content/about';
import { certifications } from '../../app/content/catalogue/certifications';
import { premiumCollections } from '../../app/content/catalogue/premium-collections';
import { csrPillars, environmentalSustainability, communityImpact } from '../../app/content/csr';
import { healthBenefits, teaTypes } from '../../app/content/health';
import { historyFigures, historyMilestones } from '../../app/content/history';
import type { StoryFigure } from '../../app/content/prose';
import { translationFile } from '../support/translation-files';
import { companyFacts } from '../../app/content/company-facts';
import { flowchartSteps, heroSlides, homeTeaGrades } from '../../app/content/home';
import { brokenGradeTerms, leafGradeTerms, teaGrades } from '../../app/content/tea-grades';
import { processSteps, qualityBlocks } from '../../app/content/tea-process';
import { publicPages } from '../../app/config/public-routes';
import {
  click,
  desktopViewport,
  javaScriptEnabled,
  phoneViewport,
  waitForHydration,
} from './helpers';

/** Home's English words (app/locales/en/home.json). */
const homeTexts = translationFile('en', 'home');

function main(page: Page): Locator {
  return page.locator('main');
}

function section(page: Page, heading: string | RegExp): Locator {
  return main(page)
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });
}

/** The testimonial cards a visitor can perceive, without the copies that follow the last one. */
function realTestimonials(page: Page): Locator {
  return page.locator('[data-testid="testimonial"]:not([aria-hidden="true"] *)');
}

/** The figure showing this picture has the caption beneath it, and the picture its alt text. */
async function expectCaptionedFigure(scope: Locator, figure: StoryFigure): Promise<void> {
  const shown = scope.locator('figure').filter({ has: scope.page().getByAltText(figure.alt) });
  await expect(shown.locator('figcaption')).toHaveText(figure.caption);
  await expect(shown.locator('img')).toHaveAttribute('loading', 'lazy');
}

/** The story pages' English words, from their translation files. */
const aboutWords = translationFile('en', 'about');
const historyWords = translationFile('en', 'history');
const csrWords = translationFile('en', 'csr');
const healthWords = translationFile('en', 'health');

function heroSlide(page: Page, position: number): Locator {
  return page.locator(
    `[aria-roledescription="slide"][aria-label="${position} of ${heroSlides.length}"]`,
  );
}

async function expectActiveSlide(page: Page, position: number): Promise<void> {
  await expect(heroSlide(page, position)).toHaveAttribute('data-active', 'true');
}

test.describe('home', () => {
  test('shows its sections in the spec order, then Stay Connected', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /Ceylon tea producer and exporter/,
    );
    const titles = await main(page).locator('h2').allTextContents();
    const expected = [
      ...heroSlides.map((slide) => homeTexts.hero.slides[slide.id].title),
      'Over 70 Years of Expertise in Every Cup',
      'How Ceylon Tea Is Made',
      'Classic Ceylon Tea Grades',
      'Premium Collections',
      'Tea That Sustains Its Hills',
      'Trusted by Tea Buyers Worldwide',
      'Stay Connected',
    ];
    expect(titles.map((title) => title.trim())).toEqual(expected);
  });

  test('puts both hero slides in the page, their buttons leading to the process and products', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Introduction' });
    await expect(hero.locator('a[href="/tea-process"]')).toHaveText('Discover Our Process');
    await expect(hero.locator('a[href="/products"]')).toHaveText('Explore Our Products');
    // The film's poster is the page's own picture, AVIF where the browser takes it, and stays
    // under the film after hydration; the <video> has no poster to fetch a second time.
    const poster = hero.locator('picture > img[src*="intro-poster"]');
    await expect(poster).toHaveCount(1);
    await expect
      .poll(() => poster.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/\/video\/intro-poster\.avif$/);
    await expect(hero.locator('video[poster]')).toHaveCount(0);
  });

  test('reaches the second slide’s button without script', async ({ page }, testInfo) => {
    test.skip(javaScriptEnabled(testInfo), 'With script the carousel shows one slide at a time');
    await page.goto('/');
    await click(page.getByRole('link', { name: /Go to slide 2/ }));
    await click(page.getByRole('link', { name: 'Explore Our Products' }));
    await expect(page).toHaveURL('/products');
  });

  test('is 600 px high on a phone and 650 px above', async ({ page }) => {
    const hero = page.getByRole('region', { name: 'Introduction' });
    await page.setViewportSize(phoneViewport);
    await page.goto('/');
    expect((await hero.boundingBox())?.height).toBe(600);
    await page.setViewportSize(desktopViewport);
    expect((await hero.boundingBox())?.height).toBe(650);
  });

  test('links the quality commitment to About Us', async ({ page }) => {
    await page.goto('/');
    const quality = section(page, 'Over 70 Years of Expertise in Every Cup');
    await expect(quality).toContainText('Over 70 Years of Expertise');
    await expect(quality.getByRole('link', { name: 'About Our Company' })).toHaveAttribute(
      'href',
      '/about',
    );
  });

  test('shows the eight-step flowchart and links to the tea process', async ({ page }) => {
    await page.goto('/');
    const flowchart = section(page, 'How Ceylon Tea Is Made');
    const steps = flowchart.getByTestId('flowchart-step');
    await expect(steps).toHaveCount(8);
    await expect(steps.locator('h3')).toHaveText(
      flowchartSteps.map((step) => homeTexts.process.steps[step.id].title),
    );
    await expect(steps.first()).toContainText('01');
    await expect(flowchart.getByRole('link', { name: 'Explore the Tea Process' })).toHaveAttribute(
      'href',
      '/tea-process',
    );
  });

  test('shows three grades with colour and strength and links to the grades page', async ({
    page,
  }) => {
    await page.goto('/');
    const grades = section(page, 'Classic Ceylon Tea Grades');
    const cards = grades.getByTestId('home-grade');
    await expect(cards).toHaveCount(3);
    const expected = [
      ['Orange Pekoe', 'Amber', 'Medium'],
      ['Broken Orange Pekoe', 'Copper-red', 'Strong'],
      ['Flowery Orange Pekoe', 'Golden', 'Medium-light'],
    ];
    for (const [index, [name, colour, strength]] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card.locator('h3')).toHaveText(name ?? '');
      await expect(card).toContainText(`Colour${colour}`);
      await expect(card).toContainText(`Strength${strength}`);
    }
    expect(homeTeaGrades).toHaveLength(3);
    await expect(grades.getByRole('link', { name: 'View All Tea Grades' })).toHaveAttribute(
      'href',
      '/tea-grades',
    );
  });

  test('links the six premium collections, the sixth to the Adra products page', async ({
    page,
  }) => {
    await page.goto('/');
    const links = section(page, 'Premium Collections')
      .getByTestId('home-collection')
      .getByRole('link');
    await expect(links).toHaveCount(6);
    const expected = [
      '/products/premium/herbal-tea',
      '/products/premium/black-tea',
      '/products/premium/green-tea',
      '/products/premium/special-tea',
      '/products/premium/flavoured-tea',
      '/products/adra',
    ];
    for (const [index, href] of expected.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', href);
      await expect(links.nth(index)).toContainText(premiumCollections[index]?.title ?? '');
    }
  });

  test('shows the three CSR pillars and links to the CSR page', async ({ page }) => {
    await page.goto('/');
    const pillars = section(page, 'Tea That Sustains Its Hills');
    await expect(pillars.getByTestId('csr-pillar').locator('h3')).toHaveText([
      'Environmental Stewardship',
      'Community Development',
      'Ethical Sourcing',
    ]);
    await expect(pillars.getByRole('link', { name: 'Our CSR Commitment' })).toHaveAttribute(
      'href',
      '/csr',
    );
  });

  test('shows three testimonials rated 5, 5 and 4.5, the half star drawn', async ({ page }) => {
    await page.goto('/');
    const cards = realTestimonials(page);
    await expect(cards).toHaveCount(3);
    const ratings = cards.getByRole('img', { name: /^Rated/ });
    expect(
      await ratings.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label'))),
    ).toEqual(['Rated 5 out of 5', 'Rated 5 out of 5', 'Rated 4.5 out of 5']);
    await expect(cards.nth(2).locator('[data-star="full"]')).toHaveCount(4);
    await expect(cards.nth(2).locator('[data-star="half"]')).toHaveCount(1);
    await expect(cards.nth(0).locator('[data-star="full"]')).toHaveCount(5);
    await expect(cards.nth(0)).toContainText(companyFacts.testimonials[0]?.name ?? '');
  });

  for (const [width, share] of [
    [1280, 1 / 3],
    [900, 1 / 2],
    [375, 1],
  ] as const) {
    test(`gives each testimonial ${share === 1 ? 'the full' : share === 0.5 ? 'half the' : 'a third of the'} width at ${width} px`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await waitForHydration(page, testInfo);
      const card = realTestimonials(page).first();
      const cardWidth = (await card.boundingBox())?.width ?? 0;
      const rowWidth = (await page.getByTestId('testimonials').boundingBox())?.width ?? 1;
      // Cards are spaced by a gutter, so a card is a little narrower than its share of the row.
      expect(cardWidth / rowWidth).toBeGreaterThan(share - 0.06);
      expect(cardWidth / rowWidth).toBeLessThanOrEqual(share);
    });
  }

  test('posts Stay Connected to the home page itself', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#stay-connected form')).toHaveAttribute('action', /^\/\?index/);
  });
});

test.describe('home carousels (script)', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'The carousels move only with script');

  /**
   * Opens the home page and, once it has hydrated (its scripts wait for the load event and the
   * next frame, so the page's clock runs until then), pauses that clock and shows slide 2, which
   * restarts the hero's 7-second timer from the paused instant.
   */
  async function openWithPausedClock(page: Page) {
    const start = new Date('2026-01-05T08:00:00Z');
    await page.clock.install({ time: start });
    await page.goto('/');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await page.clock.pauseAt(new Date(start.getTime() + 10 * 60_000));
    await click(page.getByRole('button', { name: /Show slide 2/ }));
    await expectActiveSlide(page, 2);
  }

  test('moves on after 7000 ms and wraps from the last slide to the first', async ({ page }) => {
    await openWithPausedClock(page);
    await page.clock.runFor(6990);
    await expectActiveSlide(page, 2);
    await page.clock.runFor(20);
    await expectActiveSlide(page, 1);
    await page.clock.runFor(7000);
    await expectActiveSlide(page, 2);
  });

  test('steps with previous and next, wrapping at both ends, over 0.7 s', async ({ page }) => {
    await openWithPausedClock(page);
    await click(page.getByRole('button', { name: 'Next slide' }));
    await expectActiveSlide(page, 1);
    await click(page.getByRole('button', { name: 'Previous slide' }));
    await expectActiveSlide(page, 2);
    await click(page.getByRole('button', { name: 'Previous slide' }));
    await expectActiveSlide(page, 1);
    await expect(heroSlide(page, 2)).toHaveAttribute('aria-hidden', 'true');
    const track = heroSlide(page, 1).locator('..');
    await expect(track).toHaveCSS('transition-duration', '0.7s');
  });

  test('stays put while paused and moves again when played', async ({ page }) => {
    await openWithPausedClock(page);
    await click(page.getByRole('button', { name: 'Pause the slideshow and film' }));
    await page.clock.runFor(30_000);
    await expectActiveSlide(page, 2);
    await click(page.getByRole('button', { name: 'Play the slideshow and film' }));
    await page.clock.runFor(7010);
    await expectActiveSlide(page, 1);
  });

  test('does not move or load the film under reduced motion', async ({ page }, testInfo) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page, testInfo);
    await page.clock.runFor(30_000);
    await expectActiveSlide(page, 1);
    await expect(page.getByRole('button', { name: 'Play the slideshow and film' })).toBeVisible();
    await expect(page.locator('video source')).toHaveCount(0);
  });

  test('adds the film’s sources only after the page has loaded', async ({
    page,
    request,
  }, testInfo) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toContain('intro.webm');
    await page.goto('/');
    await waitForHydration(page, testInfo);
    await expect(page.locator('video source')).toHaveCount(2);
  });

  test('never loads the film when the browser asks to save data', async ({ page }, testInfo) => {
    const filmRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/video/intro.')) filmRequests.push(request.url());
    });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await waitForHydration(page, testInfo);
    await expect(page.locator('video source')).toHaveCount(0);
    expect(filmRequests).toEqual([]);
  });

  test('the film’s sound button covers no word of the slide, on a phone in every language', async ({
    page,
  }, testInfo) => {
    for (const language of ['en', 'ar', 'ru'] as const) {
      for (const width of [320, 375]) {
        await page.setViewportSize({ width, height: 640 });
        await page.goto(language === 'en' ? '/' : `/${language}`);
        await waitForHydration(page, testInfo);
        const sound = page.getByRole('button', {
          name: translationFile(language, 'home').hero.sound,
        });
        await expect(sound).toBeVisible();
        const covered = await sound.evaluate((button) => {
          const box = button.getBoundingClientRect();
          const slide = document.querySelector(
            '[aria-roledescription="slide"]:not([aria-hidden="true"])',
          );
          const words: string[] = [];
          const walker = document.createTreeWalker(slide ?? document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            const overlaps = [...range.getClientRects()].some(
              (rect) =>
                rect.right > box.left &&
                rect.left < box.right &&
                rect.bottom > box.top &&
                rect.top < box.bottom,
            );
            if (overlaps && node.textContent?.trim()) words.push(node.textContent.trim());
          }
          return words;
        });
        expect(covered, `${language} at ${width} px`).toEqual([]);
      }
    }
  });

  test('shows no testimonial pager where all three are in view', async ({ page }, testInfo) => {
    await page.setViewportSize(desktopViewport);
    await page.goto('/');
    await waitForHydration(page, testInfo);
    const slider = page.getByRole('region', { name: 'Testimonials' });
    await expect(slider.getByTestId('testimonial-pager')).toBeHidden();
    // All three stand inside the strip's window, none cut off at its sides.
    const row = await slider.getByTestId('testimonial-track').locator('..').boundingBox();
    const cards = await realTestimonials(page).evaluateAll((figures) =>
      figures.map((figure) => figure.getBoundingClientRect().toJSON() as DOMRect),
    );
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(card.left).toBeGreaterThanOrEqual(row?.x ?? Infinity);
      expect(card.right).toBeLessThanOrEqual((row?.x ?? 0) + (row?.width ?? 0));
    }
  });

  test('moves the testimonials one at a time over 0.5 s, wrapping both ways', async ({
    page,
  }, testInfo) => {
    // Two cards in view from 768 px: one of the three is hidden, so the pager shows.
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto('/');
    await waitForHydration(page, testInfo);
    const slider = page.getByRole('region', { name: 'Testimonials' });
    const position = slider.locator('[aria-live="polite"]');
    const track = slider.getByTestId('testimonial-track');
    await expect(track).toHaveCSS('transition-duration', '0.5s');
    await expect(position).toHaveText('1 / 3');
    await click(slider.getByRole('button', { name: 'Next testimonial' }));
    await expect(position).toHaveText('2 / 3');
    await expect(track).toHaveAttribute('style', /calc\(1 \*/);
    await click(slider.getByRole('button', { name: 'Next testimonial' }));
    await click(slider.getByRole('button', { name: 'Next testimonial' }));
    await expect(position).toHaveText('1 / 3');
    await click(slider.getByRole('button', { name: 'Previous testimonial' }));
    await expect(position).toHaveText('3 / 3');
  });
});

test.describe('about', () => {
  test('tells the story, certifications, collection and network, and sends buyers on', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main(page)).toContainText('more than 20 years of experience');
    const certificationSection = section(page, 'Our Certifications');
    // Each certificate is its own mark with its issuer and number, from the same module as the
    // spec sheets, not one picture of four identical medals.
    const cards = certificationSection.getByTestId('certification');
    await expect(cards.locator('h3')).toHaveText(
      certifications.map((certification) => certification.title),
    );
    for (const [index, certificate] of certifications.entries()) {
      await expect(cards.nth(index)).toContainText(certificate.issuer);
      await expect(cards.nth(index).getByTestId('certificate-status')).toHaveText(
        new RegExp(`^certificate ${certificate.number}, valid until \\d{1,2} \\w+ \\d{4}$`),
      );
    }
    await expect(certificationSection.getByRole('img')).toHaveCount(0);
    await expect(certificationSection.getByTestId('registration')).toHaveText(
      companyFacts.registrations.map(
        (registration) => `${registration.body}${registration.title}No. ${registration.number}`,
      ),
    );
    await expect(section(page, 'Our Collection').getByRole('img')).toBeVisible();
    await expectCaptionedFigure(section(page, 'Our Story'), {
      ...aboutStoryFigure,
      ...aboutWords.story.figure,
    });
    await expectCaptionedFigure(section(page, 'Our Collection'), {
      ...ourCollection.figure,
      ...aboutWords.collection.figure,
    });
    const network = section(page, 'Our Global Network');
    await expect(network).toContainText('over 50 countries');
    await expect(network.getByRole('img', { name: /world map/ })).toBeVisible();
    await expect(network.locator('figure figcaption')).toContainText('Natural Earth');
    const closing = section(page, 'Let’s Talk Tea');
    await expect(closing.getByRole('link', { name: 'View Our Products' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(closing.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(page.locator('#stay-connected form')).toHaveAttribute('action', /^\/about/);
  });
});

test.describe('tea grades', () => {
  test('explains grading, shows the 16 grades and the terminology, and links to products', async ({
    page,
  }) => {
    await page.goto('/tea-grades');
    await expect(section(page, 'How Grading Works')).toContainText(
      'size and appearance of the leaf',
    );
    const cards = page.getByTestId('grade-card');
    await expect(cards).toHaveCount(16);
    await expect(cards.locator('h3')).toHaveText(teaGrades.map((grade) => grade.name));
    const terms = page.getByTestId('grade-term').locator('dt');
    await expect(terms).toHaveText(
      [...leafGradeTerms, ...brokenGradeTerms].map((term) => term.abbreviation),
    );
    await expect(page.getByRole('link', { name: 'Explore Our Products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  test('lays each grade picture over its colour, which stays when the picture fails', async ({
    page,
  }) => {
    await page.route(/\/assets\/pictures\/opa-/, (route) => route.abort());
    await page.goto('/tea-grades');
    const pictures = page.getByTestId('grade-picture');
    const first = pictures.first().locator('img');
    await first.scrollIntoViewIfNeeded();
    await expect(first).toHaveAttribute('src', '/images/grades/opa.jpg');
    await expect(pictures.nth(12).locator('img')).toHaveAttribute('src', '/images/grades/bop.jpg');
    // The failed picture keeps its box, painted in the grade's colour.
    await expect(first).toHaveCSS('background-color', 'rgb(138, 90, 43)');
    expect(await first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(0);
    expect((await first.boundingBox())?.height).toBeGreaterThan(100);
  });
});

test.describe('tea process', () => {
  test('numbers the eight steps, cuts their text at 300 characters and links to the grades', async ({
    page,
  }) => {
    await page.goto('/tea-process');
    const steps = page.getByTestId('process-step');
    await expect(steps).toHaveCount(8);
    await expect(steps.locator('h3')).toHaveText(processSteps.map((step) => step.title));
    await expect(page.getByTestId('process-step-number')).toHaveText([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
    ]);
    for (const description of await page
      .getByTestId('process-step-description')
      .allTextContents()) {
      expect(description.endsWith('...')).toBe(true);
      expect(description.length).toBeLessThanOrEqual(303);
    }
    await expect(steps.nth(4)).toContainText(
      '140 to 170 degrees Fahrenheit for 10 minutes to under an hour',
    );
    await expect(page.getByRole('link', { name: 'Discover Tea Grades' })).toHaveAttribute(
      'href',
      '/tea-grades',
    );
    await expect(page.getByTestId('quality-block').locator('h3')).toHaveText(
      qualityBlocks.map((block) => block.title),
    );
    expect(qualityBlocks.map((block) => block.title)).toEqual([
      'Leaf Selection',
      'Processing Controls',
      'Taste Testing',
    ]);
  });

  // Its title stays inside its card too: tests/e2e/layout-guards.spec.ts checks every heading.
  test('shows the cut text or the full text of a step, never both', async ({ page }, testInfo) => {
    await page.goto('/tea-process');
    await waitForHydration(page, testInfo);
    const title = 'Oxidation/Fermentation';
    const step = page.getByTestId('process-step').filter({ hasText: title });
    const description = processSteps.find((candidate) => candidate.title === title)?.description;
    const firstSentence = description?.split('. ')[0] ?? '';
    expect(firstSentence.length).toBeGreaterThan(20);
    const timesShown = async () => (await step.innerText()).split(firstSentence).length - 1;

    expect(await timesShown()).toBe(1);
    await click(step.getByText('Read the full step'));
    await expect(step.getByText('Hide the full step')).toBeVisible();
    expect(await timesShown()).toBe(1);
    await expect(step.getByTestId('process-step-full-description')).toBeVisible();
    await expect(step.getByTestId('process-step-description')).toBeHidden();
    await click(step.getByText('Hide the full step'));
    await expect(step.getByTestId('process-step-description')).toBeVisible();
    await expect(step.getByTestId('process-step-full-description')).toBeHidden();
  });
});

test.describe('inner-page heroes', () => {
  test.skip(
    ({ javaScriptEnabled }) => javaScriptEnabled,
    'the hero is drawn alike either way: checked without script, the quicker load',
  );

  /** Where the picture stands against the text: beside it on a desktop, below it on a phone. */
  async function heroLayout(page: Page) {
    const hero = page.getByTestId('page-hero');
    const text = await hero.locator('h1').locator('..').boundingBox();
    const pictures = hero.locator('img');
    const pictureCount = await pictures.count();
    const picture = pictureCount > 0 ? await pictures.boundingBox() : null;
    const groundImage = await hero.evaluate((section) => getComputedStyle(section).backgroundImage);
    return { text, picture, pictureCount, groundImage };
  }

  const innerPages = publicPages.filter((candidate) => candidate.path !== '/');

  test('stand the title on a plain ground with the picture beside it, never behind', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const { path } of innerPages) {
      // Loaded once and narrowed: the layout at each width is the style sheet's.
      await page.setViewportSize(desktopViewport);
      await page.goto(path);
      for (const viewport of [desktopViewport, phoneViewport]) {
        await page.setViewportSize(viewport);
        const where = `${path} at ${viewport.width} px`;
        const { text, picture, pictureCount, groundImage } = await heroLayout(page);
        expect(groundImage, where).toBe('none');
        expect(pictureCount, where).toBeLessThanOrEqual(1);
        if (!text || !picture) continue;
        if (viewport === desktopViewport) {
          expect(picture.x, `${where}: picture beside the text`).toBeGreaterThanOrEqual(
            text.x + text.width,
          );
        } else {
          expect(picture.y, `${where}: picture below the text`).toBeGreaterThanOrEqual(
            text.y + text.height,
          );
        }
      }
    }
  });
});

test.describe('history', () => {
  test('has both sections and links to CSR', async ({ page }) => {
    await page.goto('/history');
    await expect(section(page, 'Black Tea History')).toBeVisible();
    const foundation = section(page, 'Foundation of Black tea plantations');
    await expect(foundation).toContainText('James Taylor');
    await expect(foundation).toContainText('Hemileia vastatrix');
    await expect(page.getByRole('link', { name: 'Our Social Responsibility' })).toHaveAttribute(
      'href',
      '/csr',
    );
  });

  test('tells its story in captioned figures, a cited pull quote and a dated timeline', async ({
    page,
  }) => {
    await page.goto('/history');
    const foundation = section(page, 'Foundation of Black tea plantations');
    for (const figure of historyFigures) {
      await expectCaptionedFigure(foundation, {
        ...figure,
        ...historyWords.foundation.figures[figure.id],
      });
    }
    const liptonSlogan = historyWords.quote;

    const quote = main(page)
      .locator('figure')
      .filter({ has: page.locator('blockquote') });
    await expect(quote.locator('blockquote')).toHaveText(`“${liptonSlogan.text}”`);
    await expect(quote.locator('figcaption')).toContainText(liptonSlogan.author);
    await expect(quote.locator('figcaption cite')).toHaveText(liptonSlogan.source);

    // An ordered list of dated items, oldest first: each year a <time> a machine can read.
    const milestones = section(page, 'Milestones of Ceylon Tea').locator('ol > li');
    await expect(milestones).toHaveCount(historyMilestones.length);
    await expect(milestones.locator('time')).toHaveText(
      historyMilestones.map((milestone) => milestone.year),
    );
    for (const [index, milestone] of historyMilestones.entries()) {
      await expect(milestones.nth(index).locator('time')).toHaveAttribute(
        'datetime',
        milestone.year,
      );
      await expect(milestones.nth(index)).toContainText(
        historyWords.milestones.events[
          milestone.year as keyof typeof historyWords.milestones.events
        ],
      );
    }
  });
});

test.describe('CSR', () => {
  test('covers the approach, three initiatives, the environment and the community', async ({
    page,
  }) => {
    await page.goto('/csr');
    await expect(section(page, 'Our Approach')).toBeVisible();
    await expect(page.locator('ol > [data-testid="csr-initiative"] h3')).toHaveText(
      csrPillars.map(
        (pillar) => csrWords.pillars[pillar.id as keyof typeof csrWords.pillars].title,
      ),
    );
    const environment = section(page, csrWords.environment.title);
    await expect(environment.getByTestId('environment-point').locator('h3')).toHaveText([
      'Organic Farming',
      'Reforestation',
      'Certifications',
      'Carbon Footprint',
    ]);
    await expect(environment).toContainText('more than 50,000 trees');
    await expectCaptionedFigure(environment, {
      ...environmentalSustainability.figure,
      ...csrWords.environment.figure,
    });
    await expectCaptionedFigure(section(page, csrWords.community.title), {
      ...communityImpact.figure,
      ...csrWords.community.figure,
    });
    await expect(
      section(page, csrWords.community.title).getByTestId('community-programme').locator('h3'),
    ).toHaveText(['Education Programs', 'Healthcare Initiatives']);
  });
});

test.describe('health', () => {
  test('lists five benefits and three teas and links to products and contact', async ({ page }) => {
    await page.goto('/health');
    await expect(page.locator('ol > [data-testid="health-benefit"] h3')).toHaveText(
      healthBenefits.map(
        (benefit) =>
          healthWords.benefits.items[benefit.id as keyof typeof healthWords.benefits.items].title,
      ),
    );
    await expect(page.getByTestId('tea-type').locator('h3')).toHaveText(
      teaTypes.map((teaType) => healthWords.types.items[teaType.id].name),
    );
    await expect(page.getByRole('link', { name: 'Browse Our Teas' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(page.getByRole('link', { name: 'Ask Our Tea Experts' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(page.locator('#stay-connected form')).toHaveAttribute('action', /^\/health/);
  });
});

test.describe('privacy and terms', () => {
  test('privacy says what is stored and how to have it deleted', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(main(page)).toContainText('Contact messages');
    await expect(main(page)).toContainText('Newsletter subscriptions');
    await expect(main(page).getByRole('link', { name: site.emails.general })).toHaveAttribute(
      'href',
      `mailto:${site.emails.general}`,
    );
  });

  test('terms are a page of their own', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
