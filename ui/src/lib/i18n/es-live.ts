import type { enLive } from "./en-live";
import type { Texts } from "./en";

/** Spanish (Costa Rica) texts of the live updates. Part of `es`. */
export const esLive: Texts<typeof enLive> = {
  "live.on": "En vivo",
  "live.reconnecting": "Reconectando…",
  "offline.lastSeen": "Está sin conexión: esto es lo último que se vio, el {date} a las {time}.",
};
