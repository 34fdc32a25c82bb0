import type { Texts } from "./en";
import type { enNotices } from "./en-notices";

/** Spanish (Costa Rica) texts of the notices. Part of `es`. */
export const esNotices: Texts<typeof enNotices> = {
  "notices.new": "Nuevo",
  "notices.answered": "Respondido",
  "notices.email": "Correo",
  "notices.push": "Teléfono",
};
