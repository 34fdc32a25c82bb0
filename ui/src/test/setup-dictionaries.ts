import {
  registerConsoleTexts,
  registerDictionary,
  registerErrorTexts,
  registerMemberTexts,
} from "@/lib/i18n";
import { en } from "@/lib/i18n/en";
import { enConsole } from "@/lib/i18n/en-console";
import { enErrors } from "@/lib/i18n/en-errors";
import { enMemberScreens } from "@/lib/i18n/en-member-screens";
import { es } from "@/lib/i18n/es";
import { esConsole } from "@/lib/i18n/es-console";
import { esErrors } from "@/lib/i18n/es-errors";
import { esMemberScreens } from "@/lib/i18n/es-member-screens";

// The app loads a language's dictionary before its first render, and the texts of the
// server's refusals before it shows one, and the console's and the member's screens' texts with
// their code; the tests have them all at hand.
registerDictionary("en", en);
registerDictionary("es", es);
registerErrorTexts("en", enErrors);
registerErrorTexts("es", esErrors);
registerConsoleTexts("en", enConsole);
registerConsoleTexts("es", esConsole);
registerMemberTexts("en", enMemberScreens);
registerMemberTexts("es", esMemberScreens);
