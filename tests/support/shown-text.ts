/**
 * The markup a page shows, without its script elements: a page carries the texts it may show
 * (its notices and messages, in its language) in its loader data, so a check that a notice is
 * not on the page must look at what is rendered, not at every byte of the answer.
 */
export function shownMarkup(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
}
