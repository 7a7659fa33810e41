/**
 * Cuts text to at most `limit` characters and marks the cut with '...'. The cut falls on the
 * last word boundary inside the limit (when there is one near it), so no word is split.
 */
export function truncateText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  const wholeWords = lastSpace > limit * 0.8 ? cut.slice(0, lastSpace) : cut;
  return `${wholeWords.replace(/[\s,;:.–-]+$/, '')}...`;
}
