import type { Texts } from "./en";
import type { enMembers } from "./en-members";

/**
 * Spanish texts of members: entrar con el enlace personal que hace el administrador del club,
 * la página propia del socio, sus sesiones y su lugar en la barra superior. Part of `es`.
 */
export const esMembers: Texts<typeof enMembers> = {
  "member.signIn": "Entrar",
  "member.title": "Mi página",
  "member.help.title": "Entrar",
  "member.help.ask": "Pida al administrador del club su enlace personal. Le llega de una de dos formas:",
  "member.help.whatsapp": "por WhatsApp, en un mensaje con el enlace;",
  "member.help.qr": "como un código QR, para escanear con la cámara de este teléfono.",
  "member.help.once":
    "Ábralo en este teléfono y toque Entrar: queda dentro en este dispositivo. El enlace sirve una vez, durante 7 días.",
  "member.help.understood": "Entendido",
  "member.notSignedIn": "No ha entrado",
  "member.waiting": "Esperando aprobación",
  "member.waitingBody":
    "Ya entró. El administrador del club tiene su inscripción: cuando la apruebe, esta página mostrará sus partidos.",
  "member.playerPage": "Mi página de jugador",
  "member.nextMatches": "Mis próximos partidos",
  "member.matchesLoading": "Cargando sus partidos...",
  "member.noMatches": "No tiene partidos por jugar ahora",
  "member.noMatchesHint": "Sus partidos de torneo y de liga aparecen aquí cuando se sortean o se acuerdan.",
  "member.vs": "vs.",
  "member.matchWeek": "Semana {week} · {first} – {last}",
  "member.leagueWhen": "{date} · {time}",
  "member.youChallenged": "Usted retó",
  "member.challengedYou": "Lo retaron",
  "member.sessions": "Dónde he entrado",
  "member.sessionsHint": "Cierre la sesión de cualquier dispositivo que ya no use, como un teléfono perdido.",
  "member.sessionsLoading": "Cargando sus dispositivos...",
  "member.deviceOn": "{browser} en {system}",
  "member.deviceUnknown": "Dispositivo desconocido",
  "member.thisDevice": "Este dispositivo",
  "member.sessionUsedToday": "Usada hoy",
  "member.sessionLastUsed": "Último uso: {date}",
  "member.endSession": "Cerrar",
  "member.endSessionOf": "Cerrar la sesión en {device} ({lastUsed})",
  "member.sessionEnded": "Sesión cerrada",
  "member.endSessionFailed": "No se pudo cerrar la sesión",
  "member.signOut": "Salir",
  "member.signedOut": "Salió de su cuenta",
  "member.signOutFailed": "No se pudo salir",

  "signIn.title": "Entrar",
  "signIn.body": "Este es su enlace personal al club. Toque Entrar para quedar dentro en este dispositivo.",
  "signIn.button": "Entrar",
  "signIn.pending": "Entrando...",
  "signIn.private": "El enlace es solo suyo: no lo reenvíe.",
  "signIn.failed": "No se pudo entrar. Revise la conexión e intente de nuevo.",
  "signIn.noLinkTitle": "Falta el enlace para entrar",
  "signIn.noLink": "Esta página necesita su enlace personal para entrar.",
  "signIn.deadTitle": "Este enlace ya no sirve",
  "signIn.dead.unknown": "Este enlace para entrar no es válido. Pida al club un enlace nuevo.",
  "signIn.dead.spent": "Este enlace para entrar ya se usó. Pida al club un enlace nuevo.",
  "signIn.dead.expired": "Este enlace para entrar tiene más de 7 días. Pida al club un enlace nuevo.",
  "signIn.dead.replaced":
    "Se hizo un enlace más nuevo para usted, así que este ya no sirve. Use el más reciente o pida al club un enlace nuevo.",
  "signIn.home": "Volver al inicio",
  "signIn.email.title": "O reciba un enlace por correo",
  "signIn.email.label": "Su correo en el club",
  "signIn.email.button": "Enviarme un enlace",
  "signIn.email.sent": "Si {email} es su correo en el club, le enviamos un enlace.",
  "signIn.email.failed": "No se pudo pedir el enlace.",

  "invite.signedIn": "Este dispositivo ya entró: su página mostrará sus partidos cuando lo aprueben.",
  "invite.myPage": "Ir a mi página",

  "adminPlayers.phone": "Teléfono (WhatsApp)",
  "adminPlayers.phoneHint":
    'Para "Enviar por WhatsApp": 8 dígitos, o + y el código del país. Solo lo ve el administrador.',
  "memberAdmin.menu": "Más opciones para {name}",
  "memberAdmin.linkItem": "Enlace para entrar",
  "memberAdmin.linkTitle": "Enlace para entrar: {name}",
  "memberAdmin.linkDescription":
    "Un enlace personal con el que {name} entra desde su teléfono. Sirve una vez, durante 7 días; un enlace nuevo anula el anterior.",
  "memberAdmin.make": "Crear enlace",
  "memberAdmin.making": "Creando enlace...",
  "memberAdmin.makeAnother": "Crear otro enlace",
  "memberAdmin.linkFailed": "No se pudo crear el enlace",
  "memberAdmin.linkLabel": "Enlace para entrar",
  "memberAdmin.linkNote":
    "Cópielo, muestre el código QR o envíelo ahora: el enlace se muestra una sola vez. Vence el {date}, {time}",
  "memberAdmin.qrTitle": "Código QR del enlace para entrar de {name}",
  "memberAdmin.qrHint": "El jugador lo escanea con la cámara de su teléfono.",
  "memberAdmin.whatsAppText":
    "¡Hola, {name}! Este es su enlace personal a Tournament Hub del club. Ábralo en su teléfono y toque Entrar. Sirve una vez, hasta el {date}:",
  "memberAdmin.noPhone":
    "{name} aún no tiene teléfono: agréguelo con Editar para enviar el enlace por WhatsApp.",
  "memberAdmin.endSessionsItem": "Cerrar sesiones",
  "memberAdmin.endSessionsTitle": "Cerrar sesiones",
  "memberAdmin.endSessionsBody": "{name} queda fuera en todos sus teléfonos y computadoras.",
  "memberAdmin.endSessionsNote":
    "Para un teléfono perdido. Su enlace para entrar, si aún no lo usó, sigue sirviendo; no toca las sesiones del administrador ni los desbloqueos de la liga.",
  "memberAdmin.endSessionsConfirm": "Cerrar sesiones",
  "memberAdmin.endingSessions": "Cerrando...",
  "memberAdmin.sessionsEnded": "Sesiones cerradas",
  "memberAdmin.sessionsEndedBody.one": "{name} quedó fuera en {count} dispositivo.",
  "memberAdmin.sessionsEndedBody.other": "{name} quedó fuera en {count} dispositivos.",
  "memberAdmin.endSessionsFailed": "No se pudieron cerrar las sesiones",
};
