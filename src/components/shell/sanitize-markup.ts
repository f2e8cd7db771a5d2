import { createElement, Fragment, type ReactNode } from 'react';

/** Elements kept as they are, without any attribute but a safe `href` on links. */
const ALLOWED_ELEMENTS = new Set(['b', 'i', 'em', 'strong', 'p', 'br', 'ul', 'ol', 'li', 'a']);
/** Elements dropped together with everything inside them; any other unknown element is unwrapped to its content. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
  'option',
  'button',
  'input',
  'form',
  'img',
  'video',
  'audio',
  'canvas',
  'link',
  'meta',
]);
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

/** An absolute http, https or mailto address, normalised; anything else (javascript:, data:, relative) is refused. */
export function safeHref(raw: string | null): string | undefined {
  if (raw === null) return undefined;
  try {
    const url = new URL(raw.trim());
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function convertChildren(parent: Node, keyPrefix: string): ReactNode[] {
  return Array.from(parent.childNodes, (child, index) => convertNode(child, `${keyPrefix}.${index}`)).filter(
    (node) => node !== null,
  );
}

function convertNode(node: Node, key: string): ReactNode {
  if (node.nodeType === TEXT_NODE) return node.textContent;
  if (node.nodeType !== ELEMENT_NODE) return null;
  const tag = (node as Element).tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return null;
  if (tag === 'br') return createElement('br', { key });
  const children = convertChildren(node, key);
  if (tag === 'a') {
    const href = safeHref((node as Element).getAttribute('href'));
    if (href === undefined) return createElement(Fragment, { key }, ...children);
    const external = href.startsWith('http');
    return createElement(
      'a',
      { key, href, ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}) },
      ...children,
    );
  }
  if (!ALLOWED_ELEMENTS.has(tag)) return children.length === 0 ? null : createElement(Fragment, { key }, ...children);
  return createElement(tag, { key }, ...children);
}

/**
 * Markup from the server as React elements, by an allow-list: b, i, em, strong, p, br, ul, ol, li and a (http, https
 * or mailto `href` only). Every attribute but that `href` is dropped (onclick, style, class...), scripts and other
 * active elements disappear with their content, and any other element is replaced by its content. The markup is parsed
 * by DOMParser into an inert document: nothing in it runs or loads.
 */
export function sanitizeMarkup(markup: string): ReactNode[] {
  if (typeof DOMParser === 'undefined') return [markup];
  const document = new DOMParser().parseFromString(markup, 'text/html');
  return convertChildren(document.body, 'm');
}
