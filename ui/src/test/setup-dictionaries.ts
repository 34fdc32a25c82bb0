import { registerDictionary, registerErrorTexts } from "@/lib/i18n";
import { en } from "@/lib/i18n/en";
import { enErrors } from "@/lib/i18n/en-errors";
import { es } from "@/lib/i18n/es";
import { esErrors } from "@/lib/i18n/es-errors";

// The app loads a language's dictionary before its first render, and the texts of the
// server's refusals before it shows one; the tests have them all at hand.
registerDictionary("en", en);
registerDictionary("es", es);
registerErrorTexts("en", enErrors);
registerErrorTexts("es", esErrors);
