// The string value of a JSX element's attribute in the Markdown tree (<Admonition title="…">,
// <TabItem label="…">), read by the Markdown twins and the search index alike.
export type JsxAttribute = { type: string; name?: string; value?: unknown };

export function jsxAttribute(node: { attributes: JsxAttribute[] }, name: string): string | undefined {
  const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}
