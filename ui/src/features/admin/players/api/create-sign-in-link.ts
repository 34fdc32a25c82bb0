import { api } from "@/lib/api";
import { isLocale, loadDictionary, useLocale, useT, type Locale } from "@/lib/i18n";
import { useActionMutation } from "@/lib/mutation";
import type { SignInLink } from "@/lib/wire";

/**
 * A sign-in link with the language its WhatsApp message is written in: the player's, whose
 * words are loaded by then, or the console's when they could not be.
 */
export type WordedSignInLink = SignInLink & { language: Locale };

/**
 * The language to write a player's message in: theirs (`language`, as the server says it)
 * once its words are loaded, else `fallback`, the console's.
 */
export async function messageLanguage(language: string, fallback: Locale): Promise<Locale> {
  if (!isLocale(language) || language === fallback) return fallback;
  try {
    await loadDictionary(language);
    return language;
  } catch {
    // Offline, say: the link matters more than its message's language.
    return fallback;
  }
}

/**
 * Makes a one-time sign-in link for an approved player, valid 7 days (docs/api.md#members);
 * their older unused link stops working. Shown only now: the server keeps its digest. The
 * server says the player's language; its words load before the link is shown.
 */
export async function createSignInLink(playerId: number, consoleLocale: Locale): Promise<WordedSignInLink> {
  const link = await api.post<SignInLink>(`/api/admin/players/${playerId}/sign-in-link`);
  return { ...link, language: await messageLanguage(link.language, consoleLocale) };
}

/** Makes a link; nothing any list shows changes. */
export function useCreateSignInLink(onSuccess: (link: WordedSignInLink) => void) {
  const t = useT();
  const locale = useLocale();
  return useActionMutation({
    mutationFn: (playerId: number) => createSignInLink(playerId, locale),
    invalidates: () => [],
    failure: { title: t("memberAdmin.linkFailed"), serverFirst: true },
    onSuccess,
  });
}
