const documentEnd = '</body></html>';

/**
 * Remix's single fetch renders its data scripts as a sibling of `<html>`, so React writes them
 * after `</html>`: invalid HTML, which browsers repair by moving them into `<body>`. Doing that
 * move ourselves gives the same DOM (React tolerates extra nodes at the end of `<body>` when it
 * hydrates) from a valid document. React escapes everything it renders, so the first
 * `</body></html>` is the document's own end.
 */
export function moveStreamedScriptsIntoBody(html: string): string {
  const end = html.indexOf(documentEnd);
  if (end === -1) return html;
  const trailing = html.slice(end + documentEnd.length);
  if (trailing === '') return html;
  return html.slice(0, end) + trailing + documentEnd;
}
