import { expect, test } from '@playwright/test';
import { click, javaScriptEnabled, waitForHydration } from './helpers';

const payload = {
  name: '<script>alert("name")</script>',
  email: '"><img src=x onerror=alert("email")>',
  message: '</textarea><script>alert("message")</script><b>bold</b>',
};

test('markup sent in the form comes back as text in the re-rendered page and never runs', async ({
  page,
}, testInfo) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/contact');
  await waitForHydration(page, testInfo);
  await page.getByLabel('Name').fill(payload.name);
  await page.getByLabel('Email').fill(payload.email);
  await page.getByLabel('Message').fill(payload.message);

  // The server's answer to the plain POST (the invalid e-mail and missing subject make it a
  // 400 that re-renders the values), also with script on: form.submit() skips the handler.
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/contact'),
  );
  if (javaScriptEnabled(testInfo)) {
    await page.evaluate(() => {
      const form = document.getElementById('contact-form');
      if (form instanceof HTMLFormElement) form.submit();
    });
  } else {
    await click(page.getByRole('button', { name: 'Send Message' }));
  }
  const response = await answer;
  expect(response.status()).toBe(400);
  const html = await response.text();
  expect(html).not.toContain('<script>alert(');
  expect(html).not.toContain('<img src=x');
  expect(html).not.toContain('<b>bold</b>');
  expect(html).toContain('&lt;/textarea&gt;&lt;script&gt;alert(');

  await waitForHydration(page, testInfo);
  await expect(page.getByText('Please select a subject')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(payload.name);
  await expect(page.getByLabel('Email')).toHaveValue(payload.email);
  await expect(page.getByLabel('Message')).toHaveValue(payload.message);
  await expect(page.locator('#contact-form').locator('img, b, script')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});
