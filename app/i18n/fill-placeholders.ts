/**
 * A text's `{{name}}` placeholders filled from `values`, for words built outside a translator
 * (a sheet's weights, a caption's sizes, a collection's packing sentence); a name without a
 * value stays as written, so a missing one shows rather than vanishing.
 */
export function fillPlaceholders(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}
