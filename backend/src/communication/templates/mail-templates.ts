/**
 * Mail texts for every sender in `communication` (docs/decisions.md 60):
 * - `MailTemplates.forPurpose(em, purpose, language)`: the organiser's template of an automatic
 *   mail (by its purpose), or the built-in standard text of `default-templates.ts` when the
 *   template was deleted, so an automatic mail is never lost; in the vendor's language, or
 *   German marked `germanOnly` when the template has no English (decision 352).
 * - `renderMail(template, values, settings)`: subject (plain) and content (values
 *   HTML-escaped) with the placeholders filled, the organiser's text laid out in paragraphs
 *   (`mailBodyHtml`) and followed by `mailFooterHtml` (a closing unless the text has its own,
 *   the market's name and the organiser's contact) in the text's language; a German text for an
 *   English vendor gets one English line on top; also the plain-text part. Values come
 *   from `vendor-mail-values.ts`, in the language of the text.
 * The outbox (`MailOutbox.queue`) then sanitises the HTML and strips line breaks from the subject.
 */
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/sql';
import {
  type EmailTemplateCategory,
  fillPlaceholders,
  mailBodyHtml,
  mailFooterHtml,
  type MailPlaceholderValues,
  type VendorLanguage,
} from '@standl/contracts';
import type { MarketSettingsView } from '../../market/index.js';
import { mailTextFromHtml, sanitizeMailHtml } from '../domain/mail-content.js';
import { EmailTemplate, mailTextFor } from '../domain/email-template.entity.js';
import { AUTOMATIC_TEMPLATES } from './default-templates.js';
import { GERMAN_ONLY_NOTE_HTML, MAIL_SENTENCES } from './mail-language.js';

export interface MailTemplate {
  /** The stored template, or null for the built-in text. */
  id: number | null;
  category: EmailTemplateCategory;
  subject: string;
  content: string;
  /** The language `subject` and `content` are written in. */
  language: VendorLanguage;
  /** German sent to an English vendor for want of an English text: the mail says so on top. */
  germanOnly: boolean;
}

/** What `renderMail` needs of a text: German without a note unless it says otherwise. */
export type RenderableText = Pick<MailTemplate, 'subject' | 'content'> &
  Partial<Pick<MailTemplate, 'language' | 'germanOnly'>>;

export interface RenderedMail {
  subject: string;
  html: string;
  /** The plain-text part. */
  text: string;
}

/** Plain text of each template body (converting HTML costs ~1 ms; a mass mail reuses it). */
const textOfTemplate = new Map<string, string>();

function templateText(html: string): string {
  let text = textOfTemplate.get(html);
  if (text === undefined) {
    if (textOfTemplate.size >= 200) textOfTemplate.clear();
    text = mailTextFromHtml(sanitizeMailHtml(html));
    textOfTemplate.set(html, text);
  }
  return text;
}

/**
 * The template of an automatic mail: the organiser's (by purpose) or, when it was deleted,
 * the built-in standard text, so an automatic mail is never lost.
 */
@Injectable()
export class MailTemplates {
  async forPurpose(
    em: EntityManager,
    purpose: keyof typeof AUTOMATIC_TEMPLATES,
    language: VendorLanguage = 'de',
  ): Promise<MailTemplate> {
    const stored = await em.findOne(EmailTemplate, { purpose });
    if (stored) return { id: stored.id, category: stored.category, ...stored.textFor(language) };
    const builtIn = AUTOMATIC_TEMPLATES[purpose];
    return {
      id: null,
      category: builtIn.category,
      ...mailTextFor(builtIn, builtIn.english, language),
    };
  }
}

/**
 * Fills the placeholders (values HTML-escaped in the content) into the organiser's text laid
 * out as HTML, and ends the mail with the footer from the settings: the console's
 * preview builds the same HTML.
 */
export function renderMail(
  template: RenderableText,
  values: MailPlaceholderValues,
  settings: MarketSettingsView,
  after?: { html: string; text: string },
): RenderedMail {
  const body = mailBodyHtml(template.content);
  // The footer is added after filling: the settings' texts are not searched for placeholders.
  const footer = mailFooterHtml(settings, template.content, template.language ?? 'de');
  // A block the app adds (the payment QR) goes after the content, unfilled like the footer.
  const html = after ? `\n${after.html}` : '';
  const text = after ? `\n\n${after.text}` : '';
  // German for an English vendor (no English text): one English line says so, unfilled too.
  const note = template.germanOnly ? `${GERMAN_ONLY_NOTE_HTML}\n` : '';
  const noteText = template.germanOnly ? `${templateText(GERMAN_ONLY_NOTE_HTML)}\n\n` : '';
  return {
    subject: fillPlaceholders(template.subject, values, { html: false }),
    html: `${note}${fillPlaceholders(body, values, { html: true })}${html}\n${footer}`,
    text: `${noteText}${fillPlaceholders(templateText(body), values, { html: false })}${text}\n\n${templateText(footer)}`,
  };
}

const OPEN_AMOUNT = '{openAmount}';

/** In place of the request for the open amount when nothing is open (German). */
export const PAID_IN_FULL_PARAGRAPH = MAIL_SENTENCES.de.paidInFull;

/**
 * The content without its request for the open amount, for a vendor with nothing open (no
 * mail asks for 0,00 €): every paragraph naming {openAmount} is left out, or, in a template
 * written without paragraphs, every line; `instead` takes the place of the first.
 */
export function withoutOpenAmount(content: string, instead: string): string {
  if (!content.includes(OPEN_AMOUNT)) return content;
  let placed = false;
  const drop = (part: string) => {
    if (!part.includes(OPEN_AMOUNT)) return part;
    if (placed) return '';
    placed = true;
    return instead;
  };
  const byParagraph = content.replace(/<p\b[^>]*>(?:(?!<\/p>)[\s\S])*<\/p>/gi, drop);
  if (!byParagraph.includes(OPEN_AMOUNT)) return byParagraph;
  return byParagraph.split('\n').map(drop).join('\n');
}
