import type { Texts } from "./en";
import type { enNotices } from "./en-notices";

/** Spanish (Costa Rica) texts of the notices. Part of `es`. */
export const esNotices: Texts<typeof enNotices> = {
  "notices.title": "Avisos",
  "notices.bell": "Avisos",
  "notices.bellUnread": "Avisos, {count} sin leer",
  "notices.loading": "Cargando sus avisos...",
  "notices.empty": "Nada nuevo. Aquí el club le avisa de sus sorteos, resultados, desafíos y plazos.",
  "notices.new": "Nuevo",
  "notices.answered": "Respondido",
  "notices.markAllRead": "Marcar todo como leído",
  "notices.markFailed": "No se pudieron marcar los avisos como leídos",
  "notices.markOneFailed": "No se pudo marcar el aviso como leído",
  "notices.switches": "Cómo me avisan",
  "notices.switchesHint":
    "Esta lista siempre tiene todos los avisos. Elija qué más le puede llegar por correo o a este teléfono.",
  "notices.switchesLoading": "Cargando sus opciones...",
  "notices.email": "Correo",
  "notices.push": "Teléfono",
  "notices.kindEmail": "{kind} por correo",
  "notices.kindPush": "{kind} en el teléfono",
  "notices.pushNeedsDevice":
    "Para elegir qué le llega al teléfono, primero active las notificaciones en este dispositivo.",
  "notices.saved": "Guardado",
  "notices.saveFailed": "No se pudo guardar su opción",
  "notices.device": "Notificaciones en este dispositivo",
  "notices.deviceOn": "Activadas en este dispositivo.",
  "notices.deviceOff": "Desactivadas en este dispositivo.",
  "notices.deviceBlocked":
    "Bloqueadas por el navegador. Para activarlas, permita las notificaciones de este sitio en la configuración del navegador.",
  "notices.deviceUnsupported":
    "Este navegador no las admite. En un iPhone, primero agregue la app a la pantalla de inicio.",
  "notices.deviceNoService":
    "No se pudo suscribir: este navegador no tiene servicio de notificaciones push. Sus avisos siguen llegando a la campana de arriba.",
  "notices.deviceFailed": "No se pudieron activar las notificaciones en este dispositivo. Intente de nuevo.",
  "notices.stoppedDevices": "Dispositivos que dejaron de recibir avisos",
  "notices.stoppedDevice":
    "{device} dejó de recibir avisos el {date}: su servicio de notificaciones no respondió durante un día. Vuelva a activar los avisos en ese dispositivo.",
  "notices.stoppedDeviceUnknown": "Un dispositivo",
  "notices.kind.drawPublished": "Un sorteo en el que estoy",
  "notices.kind.yourWeek": "Mi semana, los lunes",
  "notices.kind.resultReported": "Un resultado en mi partido",
  "notices.kind.challenged": "Un desafío de liga",
  "notices.kind.matchScheduled": "Un partido programado o movido",
  "notices.kind.deadlineTomorrow": "Un plazo que vence mañana",
  "notices.kind.signupApproved": "Mi inscripción aprobada",
  "notices.kind.resultSettled": "Resultados que decide el club",
  "notices.kind.resultCleared": "Resultados que anula el club",
  "notices.kind.walkoverRecorded": "W.O. registrados",
  "notices.kind.extensionGranted": "Días extra para mis partidos",
  "notices.kind.qualified": "Clasificación a la fase final",
  "notices.kind.qualificationChanged": "Correcciones que cambian quién clasifica",
  "notices.kind.resultConfirmed": "Mi rival confirmó mi resultado",
  "notices.console": "Avisos",
  "notices.consoleEmpty": "No hay avisos para el administrador.",
  "notices.deliveries": "Correo y teléfono: {queued} en cola · {sent} enviados · {failed} fallidos",
  "notices.lastError": "Último error ({channel}): {message}",
};
