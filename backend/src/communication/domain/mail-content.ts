import { convert } from 'html-to-text';
import sanitizeHtml from 'sanitize-html';

const MAIL_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'font', 'center'],
  allowedAttributes: {
    '*': ['style', 'align', 'width', 'height'],
    a: ['href', 'name', 'target', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan', 'valign'],
    th: ['colspan', 'rowspan', 'valign'],
    font: ['color', 'size', 'face'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // 'cid:' shows an image attached to the same mail (the payment QR of a reminder).
  allowedSchemesByTag: { img: ['http', 'https', 'data', 'cid'] },
  disallowedTagsMode: 'discard',
};

/** Mail HTML without scripts, event handlers, forms or javascript: links. */
export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, MAIL_HTML);
}

/** The plain-text part of a mail, read from its HTML (links keep their address). */
export function mailTextFromHtml(html: string): string {
  return convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'img', format: 'skip' },
    ],
  }).trim();
}
