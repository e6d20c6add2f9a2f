import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * The SVG sanitiser of uploaded plans (docs/decisions.md 293): the file is parsed and written
 * anew from a whitelist, so only drawing survives. Gone are scripts, event handlers,
 * foreignObject, animation (it can set links), links, every reference outside the file (href,
 * url(), @import) but `#fragment`s and embedded PNG/JPEG pictures, comments, processing
 * instructions and DOCTYPE; entity declarations are refused outright. The served image also
 * carries a Content-Security-Policy that loads nothing: two walls, not one.
 */

/** Elements kept; any other is dropped with everything inside it. */
const ELEMENTS = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'switch', 'title', 'desc', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker', 'image',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feDropShadow',
  'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feMerge',
  'feMergeNode', 'feMorphology', 'feOffset',
]); // prettier-ignore

/** Elements whose children are kept without them (a link around a drawing). */
const UNWRAPPED = new Set(['a']);

/** Attributes kept (after their value passed the checks below); any other is dropped. */
const ATTRIBUTES = new Set([
  'id', 'class', 'style', 'transform', 'version', 'xml:space', 'lang', 'xml:lang',
  'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr',
  'width', 'height', 'd', 'points', 'pathLength', 'viewBox', 'preserveAspectRatio',
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity',
  'stroke-linecap', 'stroke-linejoin', 'stroke-dasharray', 'stroke-dashoffset',
  'stroke-miterlimit', 'opacity', 'color', 'display', 'visibility', 'overflow',
  'vector-effect', 'shape-rendering', 'text-rendering', 'image-rendering', 'paint-order',
  'font-family', 'font-size', 'font-weight', 'font-style', 'font-variant', 'font-stretch',
  'text-anchor', 'dominant-baseline', 'alignment-baseline', 'baseline-shift', 'letter-spacing',
  'word-spacing', 'text-decoration', 'writing-mode', 'direction', 'dx', 'dy', 'rotate',
  'textLength', 'lengthAdjust', 'startOffset', 'side', 'method', 'spacing',
  'clip-path', 'clip-rule', 'clipPathUnits', 'mask', 'maskUnits', 'maskContentUnits',
  'marker-start', 'marker-mid', 'marker-end', 'markerWidth', 'markerHeight', 'markerUnits',
  'refX', 'refY', 'orient', 'gradientUnits', 'gradientTransform', 'spreadMethod', 'offset',
  'stop-color', 'stop-opacity', 'patternUnits', 'patternContentUnits', 'patternTransform',
  'filter', 'filterUnits', 'primitiveUnits', 'in', 'in2', 'result', 'stdDeviation', 'mode',
  'type', 'values', 'operator', 'k1', 'k2', 'k3', 'k4', 'radius', 'tableValues', 'slope',
  'intercept', 'amplitude', 'exponent', 'flood-color', 'flood-opacity', 'lighting-color',
  'color-interpolation', 'color-interpolation-filters', 'mix-blend-mode', 'isolation',
  'href', 'xlink:href',
]); // prettier-ignore

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';
const MAX_DEPTH = 64;

/** A reference inside the file: '#id'. */
const FRAGMENT = /^#[A-Za-z_][\w.:-]*$/;
/** An embedded PNG or JPEG picture (only on <image>). */
const EMBEDDED_PICTURE = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=\s]+$/;
/** CSS dropped as a whole: escapes, script addresses, addresses that need no url(). */
const UNSAFE_CSS =
  /\\|javascript:|vbscript:|expression\s*\(|-moz-binding|behavior\s*:|image-set\s*\(|src\s*\(/i;
/** Every url(...) of a value, with its target. */
const URL_REFERENCE = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;

export class SvgRefused extends Error {
  constructor(readonly reason: 'not-svg' | 'unreadable') {
    super(reason);
  }
}

export interface SanitisedSvg {
  svg: string;
  widthPx: number;
  heightPx: number;
}

type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

/** Whether the text is an SVG document: its first element is <svg>. */
export function looksLikeSvg(text: string): boolean {
  let rest = text.replace(/^\uFEFF/, '').trimStart();
  // Declaration, processing instructions, comments and a DOCTYPE may come before the root.
  for (;;) {
    const prolog = /^(<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\][^>]*)?>)/i.exec(
      rest,
    );
    if (!prolog) break;
    rest = rest.slice(prolog[0].length).trimStart();
  }
  return /^<svg[\s/>]/.test(rest);
}

/** Reads and rewrites an SVG from the whitelist; throws SvgRefused. */
export function sanitiseSvg(text: string): SanitisedSvg {
  if (!looksLikeSvg(text)) throw new SvgRefused('not-svg');
  // Entities can blow up (billion laughs) or read files (external entities): never parsed.
  if (/<!ENTITY/i.test(text)) throw new SvgRefused('unreadable');
  const withoutDoctype = text.replace(/^\uFEFF/, '').replace(/<!DOCTYPE[^>[]*>/gi, '');
  if (/<!DOCTYPE/i.test(withoutDoctype)) throw new SvgRefused('unreadable');
  assertShallow(withoutDoctype);
  if (XMLValidator.validate(withoutDoctype) !== true) throw new SvgRefused('unreadable');

  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    processEntities: true,
    htmlEntities: true,
    cdataPropName: '#cdata',
    ignoreDeclaration: true,
    ignorePiTags: true,
    allowBooleanAttributes: false,
  });
  const document = parser.parse(withoutDoctype) as XmlNode[];
  const root = document.find((node) => 'svg' in node);
  if (!root) throw new SvgRefused('not-svg');

  const size = sizeOf(root[':@'] ?? {});
  if (!size) throw new SvgRefused('unreadable');
  const attributes = cleanAttributes('svg', root[':@'] ?? {});
  delete attributes['xmlns'];
  delete attributes['xmlns:xlink'];
  const rootAttributes = {
    xmlns: SVG_NAMESPACE,
    'xmlns:xlink': XLINK_NAMESPACE,
    ...attributes,
    // The drawing's own size: the intrinsic size and the aspect ratio every viewer agrees on.
    viewBox: size.viewBox.join(' '),
    width: String(size.viewBox[2]),
    height: String(size.viewBox[3]),
  };
  const body = writeChildren(root.svg as XmlNode[]);
  return {
    svg: `<svg${writeAttributes(rootAttributes)}>${body}</svg>`,
    widthPx: Math.max(1, Math.min(1_000_000, Math.round(size.viewBox[2]))),
    heightPx: Math.max(1, Math.min(1_000_000, Math.round(size.viewBox[3]))),
  };
}

/** Nesting deeper than MAX_DEPTH is refused before the parser sees it. */
function assertShallow(text: string): void {
  let depth = 0;
  const tags =
    /<(\/?)[A-Za-z_][^>]*?(\/?)>|<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>/g;
  for (let match = tags.exec(text); match; match = tags.exec(text)) {
    if (match[0].startsWith('<!') || match[0].startsWith('<?')) continue;
    if (match[1] === '/') depth -= 1;
    else if (match[2] !== '/' && ++depth > MAX_DEPTH) throw new SvgRefused('unreadable');
  }
}

const LENGTH = /^\s*([0-9]*\.?[0-9]+(?:e[+-]?\d+)?)\s*(px|pt|pc|mm|cm|in)?\s*$/i;
const PX_PER_UNIT: Record<string, number> = {
  px: 1,
  pt: 96 / 72,
  pc: 16,
  mm: 96 / 25.4,
  cm: 96 / 2.54,
  in: 96,
};

/** The viewBox, or one made from absolute width and height; null when neither says a size. */
function sizeOf(attributes: Record<string, string>): { viewBox: number[] } | null {
  const box = (attributes.viewBox ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0)
    return { viewBox: box };
  const width = LENGTH.exec(attributes.width ?? '');
  const height = LENGTH.exec(attributes.height ?? '');
  if (!width || !height) return null;
  const px = (match: RegExpExecArray) =>
    Number(match[1]) * PX_PER_UNIT[(match[2] ?? 'px').toLowerCase()]!;
  const w = px(width);
  const h = px(height);
  if (!(w > 0 && h > 0 && Number.isFinite(w) && Number.isFinite(h))) return null;
  return { viewBox: [0, 0, w, h] };
}

function writeChildren(children: XmlNode[] | undefined): string {
  return (children ?? []).map((node) => writeNode(node)).join('');
}

function writeNode(node: XmlNode): string {
  if ('#text' in node) return escapeText(String(node['#text']));
  if ('#cdata' in node) return writeChildren(node['#cdata'] as XmlNode[]);
  const name = Object.keys(node).find((key) => key !== ':@');
  if (!name) return '';
  const children = node[name] as XmlNode[];
  if (UNWRAPPED.has(name)) return writeChildren(children);
  if (!ELEMENTS.has(name)) return '';
  const attributes = cleanAttributes(name, node[':@'] ?? {});
  // A picture without a safe source would only show as broken: left out.
  if (name === 'image' && !attributes.href && !attributes['xlink:href']) return '';
  const body = name === 'style' ? escapeText(cleanCss(textOf(children))) : writeChildren(children);
  return `<${name}${writeAttributes(attributes)}>${body}</${name}>`;
}

function textOf(children: XmlNode[] | undefined): string {
  return (children ?? [])
    .map((node) =>
      '#text' in node
        ? String(node['#text'])
        : '#cdata' in node
          ? textOf(node['#cdata'] as XmlNode[])
          : '',
    )
    .join('');
}

function cleanAttributes(element: string, attributes: Record<string, string>) {
  const kept: Record<string, string> = {};
  for (const [name, raw] of Object.entries(attributes)) {
    if (!ATTRIBUTES.has(name)) continue;
    const value = String(raw);
    if (name === 'href' || name === 'xlink:href') {
      const target = value.trim();
      if (FRAGMENT.test(target) || (element === 'image' && safePicture(target)))
        kept[name] = target;
      continue;
    }
    const cleaned = name === 'style' ? cleanCss(value) : value;
    if (!safeValue(cleaned)) continue;
    kept[name] = cleaned;
  }
  return kept;
}

/** An embedded picture whose bytes really are PNG or JPEG. */
function safePicture(target: string): boolean {
  const match = EMBEDDED_PICTURE.exec(target);
  if (!match) return false;
  const head = Buffer.from(target.slice(target.indexOf(',') + 1, 200).replace(/\s/g, ''), 'base64');
  return match[1] === 'png'
    ? head.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))
    : head[0] === 0xff && head[1] === 0xd8;
}

/** No url() but to '#id', no script or data address, no CSS escapes that could hide either. */
function safeValue(value: string): boolean {
  if (/javascript:|vbscript:|data:|expression\s*\(|\\/i.test(value)) return false;
  for (const match of value.matchAll(URL_REFERENCE)) {
    if (!FRAGMENT.test(match[2]!.trim())) return false;
  }
  // An url( the pattern did not understand (unbalanced) is no reference to keep either.
  return (value.match(/url\(/gi) ?? []).length === [...value.matchAll(URL_REFERENCE)].length;
}

/**
 * CSS of a <style> element or a style attribute: @import rules go, url() to anything but
 * '#id' becomes 'none'; CSS with escapes, script addresses or the address forms that need no
 * url() (image-set, src()) is dropped as a whole.
 */
function cleanCss(css: string): string {
  if (UNSAFE_CSS.test(css)) return '';
  const withoutImports = css.replace(/@import[^;]*;?/gi, '');
  const replaced = withoutImports.replace(URL_REFERENCE, (whole, _quote, target: string) =>
    FRAGMENT.test(target.trim()) ? whole : 'none',
  );
  return /url\(/i.test(replaced.replace(URL_REFERENCE, '')) ? '' : replaced;
}

function writeAttributes(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}
