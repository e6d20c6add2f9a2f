import { escapeHtml } from './html.js';
import type { VendorLanguage } from './vendor-language.js';

/**
 * The HTML of a mail as the organiser writes it (mass, direct and CSV mail, templates, and the
 * automatic mails built from templates), shared by the server and the console's preview so the
 * preview shows exactly what is sent.
 */

/** Tags that lay a text out: content holding one is HTML and is used as written. */
const BLOCK_TAG = /<(p|br|div|table|ul|ol|li|h[1-6]|blockquote|pre|hr)\b/i;
/** An inline tag or an entity the organiser typed: kept (the outbox sanitises the HTML). */
const INLINE_MARKUP = /<\/?[a-z][^<>]*>|&(?:#\d+|#x[\da-f]+|[a-z]+\d*);/gi;
/** A web address, or a placeholder of one ({dashboardUrl}), made a link. */
const LINK = /https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)\]]|\{[A-Za-z]+Url\}/g;

function linked(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const href = escapeHtml(match[0]);
    html += `${escapeHtml(text.slice(last, match.index))}<a href="${href}">${href}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

/** One line: typed tags and entities kept, the rest escaped, addresses outside links linked. */
function lineHtml(line: string, state: { inLink: boolean }): string {
  let html = '';
  let last = 0;
  const text = (piece: string) => (state.inLink ? escapeHtml(piece) : linked(piece));
  for (const match of line.matchAll(INLINE_MARKUP)) {
    html += text(line.slice(last, match.index)) + match[0];
    if (/^<a\b/i.test(match[0])) state.inLink = true;
    if (/^<\/a\b/i.test(match[0])) state.inLink = false;
    last = match.index + match[0].length;
  }
  return html + text(line.slice(last));
}

/**
 * The organiser's text as mail HTML: text laid out with line breaks (no block tags) becomes
 * paragraphs (a blank line starts a new `<p>`, a single line break is a `<br>`), its special
 * characters escaped and web addresses linked; content already laid out in HTML (`<p>`, `<br>`,
 * `<div>` …) is used as written.
 */
export function mailBodyHtml(content: string): string {
  if (BLOCK_TAG.test(content)) return content;
  const state = { inLink: false };
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*(?:\n[ \t]*)+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map(
      (paragraph) =>
        `<p>${paragraph
          .split('\n')
          .map((line) => lineHtml(line.trim(), state))
          .join('<br>\n')}</p>`,
    )
    .join('\n');
}

/** Greeting words that close a German letter ('Mit freundlichen Grüßen', 'LG', 'Servus' …). */
const CLOSING =
  /(?:^|[^a-zäöüß])(?:grü(?:ß|ss)en?|gru(?:ß|ss)|mfg|lg|servus|baba|bis bald|alles gute|herzlichst)(?![a-zäöüß])/i;

/** Closing words of an English letter ('Kind regards', 'Best wishes', 'Sincerely' …). */
const CLOSING_EN =
  /(?:^|[^a-z])(?:regards|best wishes|sincerely|yours truly|cheers|all the best|with thanks|many thanks)(?![a-z])/i;

/** The last lines of a mail's text, tags removed. */
function lastLines(content: string, count: number): string[] {
  return content
    .replace(/<(br|\/p|\/div|\/li|\/h\d)[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(-count);
}

/**
 * Whether the text closes with a greeting of its own within its last four lines: then no
 * automatic 'Mit freundlichen Grüßen' follows it.
 */
export function hasOwnClosing(content: string, language: VendorLanguage = 'de'): boolean {
  const closing = language === 'en' ? CLOSING_EN : CLOSING;
  return lastLines(content, 4).some((line) => closing.test(line));
}

/** The organiser's contact that ends every mail (the market settings' fields). */
export interface MailContact {
  marketName: string;
  organizerName: string;
  organizerStreet: string;
  organizerPostalCode: string;
  organizerCity: string;
  organizerEmail: string;
  organizerPhone: string;
}

export const MAIL_CLOSING = 'Mit freundlichen Grüßen';
/** The closing of a mail in English (issue 33). */
export const MAIL_CLOSING_EN = 'Kind regards';

/**
 * What follows the text of every mail: 'Mit freundlichen Grüßen' unless the text closes with a
 * greeting of its own, then the market's name and the organiser's contact. A mail in English
 * (`language` 'en') closes with 'Kind regards' and names 'E-mail' and 'Phone'.
 */
export function mailFooterHtml(
  contact: MailContact,
  content: string,
  language: VendorLanguage = 'de',
): string {
  const en = language === 'en';
  const lines = [
    contact.marketName,
    contact.organizerName,
    `${contact.organizerStreet}, ${contact.organizerPostalCode} ${contact.organizerCity}`,
    `${en ? 'E-mail' : 'E-Mail'}: ${contact.organizerEmail}`,
    `${en ? 'Phone' : 'Telefon'}: ${contact.organizerPhone}`,
  ];
  const closing = hasOwnClosing(content, language)
    ? ''
    : `<p>${en ? MAIL_CLOSING_EN : MAIL_CLOSING}</p>\n`;
  return `${closing}<p style="color:#555">${lines.map(escapeHtml).join('<br>')}</p>`;
}
