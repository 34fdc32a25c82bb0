import type { enFeeds } from "./en-feeds";
import type { Texts } from "./en";

/** Spanish (Costa Rica) texts of "Add to calendar". Part of `es`. */
export const esFeeds: Texts<typeof enFeeds> = {
  "feeds.add": "Agregar al calendario",
  "feeds.title": "Agregar al calendario",
  "feeds.lead":
    "Los partidos de {what} en el calendario de su teléfono, con los resultados a medida que se registran.",
  "feeds.apple": "Calendario de iPhone, iPad o Mac",
  "feeds.google": "Google Calendar (Android)",
  "feeds.download": "Descargar el archivo .ics",
  "feeds.address": "Dirección del calendario, para cualquier otra aplicación",
  "feeds.copy": "Copiar",
  "feeds.copied": "Copiada",
  "feeds.refreshNote":
    "Un calendario suscrito se actualiza a su propio ritmo: el de Apple cada hora más o menos, el de Google cada pocas horas. Un archivo descargado no cambia.",
};
