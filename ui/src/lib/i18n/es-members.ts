import type { Texts } from "./en";
import type { enMembers } from "./en-members";

/** Spanish texts of members that a visitor's screens show too: su lugar en la barra superior. Part of `es`. */
export const esMembers: Texts<typeof enMembers> = {
  "member.signIn": "Entrar",
  "member.help.ask": "Pida al administrador del club su enlace personal. Le llega de una de dos formas:",
  "member.help.whatsapp": "por WhatsApp, en un mensaje con el enlace;",
  "member.help.qr": "como un código QR, para escanear con la cámara de este teléfono.",
  "member.help.once":
    "Ábralo en este teléfono y toque Entrar: queda dentro en este dispositivo. El enlace sirve una vez, durante 7 días.",
  "member.withPartner": "Con",
  "member.vs": "vs.",

  "signIn.dead.unknown": "Este enlace para entrar no es válido. Pida al club un enlace nuevo.",
  "signIn.dead.spent": "Este enlace para entrar ya se usó. Pida al club un enlace nuevo.",
  "signIn.dead.expired": "Este enlace para entrar tiene más de 7 días. Pida al club un enlace nuevo.",
  "signIn.dead.replaced":
    "Se hizo un enlace más nuevo para usted, así que este ya no sirve. Use el más reciente o pida al club un enlace nuevo.",

  "invite.signedIn": "Este dispositivo ya entró: su página mostrará sus partidos cuando lo aprueben.",
  "invite.myPage": "Ir a mi página",
};
