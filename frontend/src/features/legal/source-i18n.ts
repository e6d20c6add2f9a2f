import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';

let source: I18n | undefined;

/**
 * German, the source language, without a catalog (issue 33): the messages' own wording, which
 * the macros keep outside production builds. The pure helpers of the legal texts fall back to it
 * when a spec calls them without a page's `i18n`; the pages always pass theirs (a production
 * build keeps only the messages' ids).
 */
export function sourceI18n(): I18n {
  source ??= setupI18n({ locale: 'de', messages: { de: {} } });
  return source;
}

/** A message's German source text, for specs (a production build keeps only its id). */
export function sourceText(message: MessageDescriptor): string {
  return message.message ?? message.id;
}
