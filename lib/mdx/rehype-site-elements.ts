// Rehype plugin: turns what MDX leaves in the tree into the site's plain HTML, so a doc page's
// article is static markup that React never hydrates (behaviour comes from one delegated handler,
// components/layout/content-enhancer.tsx):
// - <Admonition>, <Tabs>/<TabItem> and lowercase JSX (svg diagrams, kbd, details) become elements;
// - code blocks get a copy button, tables a scroll wrapper and their cells column labels, images lazy
//   loading (and must have alt);
// - links become what SiteLink renders: base path for internal ones, a new tab for external ones.
// Anything else MDX can express (imports, expressions, unknown components) fails with file:line.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { h, s } from 'hastscript';
import { toString } from 'hast-util-to-string';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import type { Expression } from 'estree';
import { isExternalHref, withBasePath } from '../site-config';
import { canonicalHref } from '../routes';
import { ADMONITION_ICONS, admonitionHeading, type AdmonitionType } from './admonition-icons';
import { labelCellsWithHeaders } from './table-labels';

type JsxNode = MdxJsxFlowElementHast | MdxJsxTextElementHast;
type Fail = (node: { position?: { start: { line: number } } }, problem: string, fix: string) => never;
type Props = Record<string, string | number | boolean | null>;

/** The value of a JSX attribute: strings, numbers, booleans, and literal style objects. */
function attributeValue(attribute: MdxJsxAttribute, fail: Fail, node: JsxNode): string | number | boolean | null {
  const { value } = attribute;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  const program = value.data?.estree;
  const statement = program?.body[0];
  if (statement?.type !== 'ExpressionStatement') return fail(node, `the attribute ${attribute.name} has an expression the static renderer cannot read`, 'write it as a string, a number, true/false, or a style object of literals');
  return literal(statement.expression, attribute.name, fail, node);
}

function literal(expression: Expression, name: string, fail: Fail, node: JsxNode): string | number | boolean | null {
  if (expression.type === 'Literal' && (typeof expression.value !== 'object' || expression.value === null)) return expression.value as string | number | boolean | null;
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) return expression.quasis[0].value.cooked ?? '';
  if (expression.type === 'UnaryExpression' && expression.operator === '-' && expression.argument.type === 'Literal') return -Number(expression.argument.value);
  if (expression.type === 'ObjectExpression' && name === 'style') {
    return expression.properties
      .map((property) => {
        if (property.type !== 'Property' || property.computed) return fail(node, 'a style object may only hold plain keys', 'write style={{ fill: \'var(--color-text)\' }}');
        const key = property.key.type === 'Identifier' ? property.key.name : String((property.key as { value: unknown }).value);
        const cssName = key.startsWith('--') ? key : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
        return `${cssName}: ${literal(property.value as Expression, key, fail, node)}`;
      })
      .join('; ');
  }
  return fail(node, `the attribute ${name} has an expression the static renderer cannot read`, 'use a literal value');
}

function propsOf(node: JsxNode, fail: Fail): Props {
  const props: Props = {};
  for (const attribute of node.attributes as (MdxJsxAttribute | MdxJsxExpressionAttribute)[]) {
    if (attribute.type !== 'mdxJsxAttribute') return fail(node, `<${node.name}> spreads an expression into its attributes`, 'write each attribute out');
    props[attribute.name] = attributeValue(attribute, fail, node);
  }
  return props;
}

/** Every element named `tagName` below `node`. */
function selectAll(node: Element, tagName: string): Element[] {
  return node.children.flatMap((child) => (child.type !== 'element' ? [] : child.tagName === tagName ? [child] : selectAll(child, tagName)));
}

let tabsCount = 0;

function tabs(node: JsxNode, children: ElementContent[], fail: Fail): Element {
  const items = node.children.filter((child): child is MdxJsxFlowElementHast => child.type === 'mdxJsxFlowElement');
  if (items.length === 0 || items.some((item) => item.name !== 'TabItem')) fail(node, '<Tabs> must contain only <TabItem> elements', 'wrap each panel in <TabItem value="..." label="...">');
  const base = `tabs-${++tabsCount}`;
  const { groupId } = propsOf(node, fail);
  const itemProps = items.map((item) => propsOf(item, fail));
  const selected = Math.max(0, itemProps.findIndex((p) => p.default === true));
  const panels = children.filter((child): child is Element => child.type === 'element');
  return h('div', { className: 'tabs', dataGroupId: groupId === undefined ? undefined : String(groupId) }, [
    h('div', { role: 'tablist', className: 'tabs-list', ariaOrientation: 'horizontal' },
      itemProps.map((p, i) => h('button', {
        type: 'button', role: 'tab', id: `${base}-tab-${i}`, ariaSelected: String(i === selected), ariaControls: `${base}-panel-${i}`,
        tabIndex: i === selected ? 0 : -1, className: 'tab', dataValue: String(p.value),
      }, String(p.label ?? p.value)))),
    ...panels.map((panel, i) => h('div', {
      role: 'tabpanel', id: `${base}-panel-${i}`, ariaLabelledby: `${base}-tab-${i}`, hidden: i !== selected, className: 'tab-panel', tabIndex: 0, dataValue: String(itemProps[i].value),
    }, panel.children)),
  ]);
}

function admonition(node: JsxNode, children: ElementContent[], fail: Fail): Element {
  const { type, title } = propsOf(node, fail) as { type: AdmonitionType; title?: string };
  const heading = admonitionHeading(type, title);
  // A note, not an <aside>: asides are landmarks, and a page with two "Breaking changes" would
  // have two landmarks of one name.
  return h('div', { className: `admonition admonition-${type}`, role: 'note', ariaLabel: heading }, [
    h('p', { className: 'admonition-heading' }, [
      s('svg', { viewBox: '0 0 24 24', width: 18, height: 18, ariaHidden: 'true' }, [s('path', { fill: 'currentColor', d: ADMONITION_ICONS[type] })]),
      heading,
    ]),
    h('div', { className: 'admonition-content' }, children),
  ]);
}

/** The same markup as components/mdx/code-block.tsx, for the delegated copy handler. */
export function codeBlock(pre: Element): Element {
  return h('div', { className: 'code-block' }, [
    pre,
    h('button', { type: 'button', className: 'copy-button', ariaLabel: 'Copy code to clipboard' }, 'Copy'),
    h('span', { className: 'visually-hidden', ariaLive: 'polite' }),
  ]);
}

const EXTERNAL_ICON = 'M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z';

function link(node: Element): Element {
  const href = String(node.properties.href ?? '');
  if (isExternalHref(href)) {
    node.properties = { ...node.properties, target: '_blank', rel: ['noopener', 'noreferrer'] };
    node.children.push(s('svg', { className: 'external-icon', width: 12, height: 12, viewBox: '0 0 24 24', ariaLabel: '(opens in a new tab)', role: 'img' }, [s('path', { fill: 'currentColor', d: EXTERNAL_ICON })]));
  } else if (href && !href.startsWith('#')) {
    node.properties.href = withBasePath(canonicalHref(href));
  }
  return node;
}

export default function rehypeSiteElements(options: { file: string; lineOffset: number }) {
  const fail: Fail = (node, problem, fix) => {
    const line = (node.position?.start.line ?? 1) + options.lineOffset;
    throw new Error(`${options.file}:${line}: ${problem}. Fix: ${fix}`);
  };

  const convert = (node: RootContent | ElementContent, inSvg: boolean): (RootContent | ElementContent)[] => {
    const kids = (children: (RootContent | ElementContent)[], svg: boolean) => children.flatMap((child) => convert(child, svg)) as ElementContent[];
    switch (node.type as string) {
      case 'mdxjsEsm':
        return fail(node, 'imports and exports are not supported in docs', 'remove it: admonitions, Tabs and TabItem need no import');
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        const body = (node as { data?: { estree?: { body: unknown[] } } }).data?.estree?.body ?? [];
        if (body.length === 0) return []; // a {/* comment */}
        return fail(node, 'JavaScript expressions in braces are not supported in docs', 'write the text out, or escape "{" as \\{');
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const jsx = node as unknown as JsxNode;
        if (jsx.name === null) return kids(jsx.children, inSvg);
        if (jsx.name === 'Admonition') return [admonition(jsx, kids(jsx.children, false), fail)];
        if (jsx.name === 'Tabs') return [tabs(jsx, kids(jsx.children, false), fail)];
        if (jsx.name === 'TabItem') return [h('div', kids(jsx.children, false))]; // unwrapped by tabs()
        if (!/^[a-z]/.test(jsx.name)) return fail(jsx, `<${jsx.name}> is not a component docs can use`, 'use Admonition (:::tip), Tabs and TabItem, or plain HTML elements');
        const svg = inSvg || jsx.name === 'svg';
        const make = svg ? s : h;
        return [make(jsx.name, propsOf(jsx, fail), kids(jsx.children, svg))];
      }
      case 'element': {
        const element = node as Element;
        element.children = kids(element.children, inSvg);
        // Markdown wraps a line of inline JSX such as <text>Label</text> in a paragraph. In an SVG a
        // <p> ends the drawing (the HTML parser leaves foreign content there), so its contents stay in place.
        if (inSvg && element.tagName === 'p') return element.children;
        if (element.tagName === 'a') return [link(element)];
        if (element.tagName === 'pre') return [codeBlock(element)];
        if (element.tagName === 'table') {
          // Screen readers announce a column by its header; an empty one leaves it nameless.
          const head = element.children.find((c): c is Element => c.type === 'element' && c.tagName === 'thead');
          if (head && selectAll(head, 'th').some((th) => toString(th).trim() === '')) {
            return fail(element, 'a table has an empty header cell', 'name every column, e.g. "| Feature | Window | Browser |"');
          }
          labelCellsWithHeaders(element);
          return [h('div', { className: 'table-scroll' }, [element])];
        }
        if (element.tagName === 'img') {
          if (!element.properties.alt) return fail(element, `the image ${String(element.properties.src)} has no alt text`, `write ![what the image shows](${String(element.properties.src)})`);
          element.properties.loading = 'lazy';
        }
        return [element];
      }
      default:
        return [node];
    }
  };

  return (tree: Root) => {
    tabsCount = 0;
    tree.children = tree.children.flatMap((child) => convert(child, false)) as Root['children'];
  };
}
