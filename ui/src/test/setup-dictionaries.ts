import { registerDictionary } from "@/lib/i18n";
import { en } from "@/lib/i18n/en";
import { es } from "@/lib/i18n/es";

// The app loads a language's dictionary before its first render; the tests have both at hand.
registerDictionary("en", en);
registerDictionary("es", es);
