import { useState } from "react";
import { cx } from "@/lib/class-names";
import { LOCALES, useChooseLocale, useLocale, useT, type Locale, type MessageKey } from "@/lib/i18n";

/** Each language's short code on the switch, and its own name (an English reader reads "English"). */
const NAMES: Record<Locale, { code: MessageKey; name: MessageKey }> = {
  en: { code: "language.enCode", name: "language.english" },
  es: { code: "language.esCode", name: "language.spanish" },
};

/**
 * ES / EN in the top bar: a toggle button per language, the one on screen pressed. A tap
 * switches every text at once, without a reload (the other dictionary loads first if it has
 * not); the choice is remembered for the next visit. Each button is named in its own
 * language and marked as such, so a screen reader says "Español" in Spanish.
 */
export function LanguageSwitch() {
  const t = useT();
  const locale = useLocale();
  const choose = useChooseLocale();
  const [switching, setSwitching] = useState<Locale | null>(null);
  return (
    <div
      role="group"
      aria-label={t("language.switch")}
      className="flex shrink-0 items-center rounded-xl bg-court-950/40 p-0.5 text-xs font-extrabold sm:text-sm"
    >
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-label={t(NAMES[option].name)}
          aria-pressed={option === locale}
          onClick={() => {
            // Not disabled while a dictionary loads: the button keeps the keyboard's focus.
            if (option === locale || switching !== null) return;
            setSwitching(option);
            void choose(option).finally(() => setSwitching(null));
          }}
          className={cx(
            "inline-flex min-h-11 min-w-9 items-center justify-center rounded-[10px] px-1.5 tracking-wide focus-visible:outline-ball-400 sm:min-w-10",
            option === locale ? "bg-ball-400 text-court-950" : "text-white hover:bg-court-800",
          )}
        >
          {t(NAMES[option].code)}
        </button>
      ))}
    </div>
  );
}
