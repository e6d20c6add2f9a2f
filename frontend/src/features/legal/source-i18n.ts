import type { MessageDescriptor } from '@lingui/core';

/** A message's German source text, for specs (a production build keeps only its id). */
export function sourceText(message: MessageDescriptor): string {
  return message.message ?? message.id;
}
