import type { MessageKey, MessageParams } from "@/lib/i18n";

/** A validation message as a dictionary key and its values, so the rules stay free of language. */
export interface Problem {
  key: MessageKey;
  params?: MessageParams;
}
