// What a page's document hands to the browser besides its HTML: Remix's loader data (single
// fetch's turbo-stream), decoded, and the translation files it names (decision 031). For the
// integration tests and Playwright's specs alike, so it imports nothing from either runner.

/**
 * The loader data, by route id, decoded from turbo-stream's flat list: each value is an index
 * into the list, an object's keys too (`{"_3": 4}`); a negative index is a constant (null,
 * undefined). The pages' data is plain, so no other type is read.
 */
export function documentLoaderData(html: string): Record<string, unknown> {
  const literal = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(html)?.[1];
  if (!literal) throw new Error('The document has no loader data');
  const flat = JSON.parse(JSON.parse(literal) as string) as unknown[];
  const valueAt = (index: number): unknown => {
    if (index < 0) return null;
    const item = flat[index];
    if (Array.isArray(item)) return item.map((inner) => valueAt(inner as number));
    if (item === null || typeof item !== 'object') return item;
    return Object.fromEntries(
      Object.entries(item).map(([key, inner]) => [
        flat[Number(key.slice(1))],
        valueAt(inner as number),
      ]),
    );
  };
  const root = valueAt(0) as { loaderData: Record<string, unknown> };
  return root.loaderData;
}

/** Each route's `translations` in a document's loader data: what it sends of its texts. */
export function documentTexts(html: string): [routeId: string, translations: object][] {
  return Object.entries(documentLoaderData(html)).flatMap(([routeId, data]) =>
    typeof data === 'object' &&
    data !== null &&
    'translations' in data &&
    typeof data.translations === 'object' &&
    data.translations !== null
      ? [[routeId, data.translations] as [string, object]]
      : [],
  );
}

/** The translation files (namespaces) a document names, for the browser to load. */
export function namedTranslationFiles(html: string): string[] {
  return documentTexts(html).flatMap(([, translations]) =>
    'files' in translations && Array.isArray(translations.files)
      ? translations.files.filter((name): name is string => typeof name === 'string')
      : [],
  );
}
