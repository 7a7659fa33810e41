import { describe, expect, it } from 'vitest';
import { moveStreamedScriptsIntoBody } from '~/http/document-markup.server';

describe('streamed scripts', () => {
  it('moves what React wrote after </html> to the end of <body>', () => {
    const html =
      '<!DOCTYPE html><html><head></head><body><main>Tea</main><script type="module">import("/a.js")</script></body></html><!--$--><script>enqueue("data")</script><!--/$-->';
    expect(moveStreamedScriptsIntoBody(html)).toBe(
      '<!DOCTYPE html><html><head></head><body><main>Tea</main><script type="module">import("/a.js")</script><!--$--><script>enqueue("data")</script><!--/$--></body></html>',
    );
  });

  it('leaves a document that already ends with </html> alone', () => {
    const html = '<!DOCTYPE html><html><head></head><body><p>Tea</p></body></html>';
    expect(moveStreamedScriptsIntoBody(html)).toBe(html);
  });
});
