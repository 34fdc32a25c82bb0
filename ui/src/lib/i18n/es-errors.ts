import type { ErrorTexts } from "./en";

/** Spanish texts of the server's error codes (docs/api.md, "Error codes"); they load apart, as `enErrors`. */
export const esErrors: ErrorTexts = {
  "serverError.jsonMalformed":
    "La aplicación envió algo que el servidor no pudo leer. Recargue la página e intente de nuevo.",
  "serverError.bodyUnreadable": "No se pudo leer la solicitud. Por favor, intente de nuevo.",
  "serverError.queryInvalid": "La dirección pide algo que el servidor no entiende.",
  "serverError.methodNotAllowed": "Esta acción no es posible aquí.",
  "serverError.adminLoginRequired": "Su sesión de administrador terminó. Ingrese de nuevo para continuar.",
  "serverError.leagueUnlockRequired": "Ingrese de nuevo la contraseña de la liga para continuar.",
  "serverError.passwordWrong": "Contraseña incorrecta",
  "serverError.adminOnly": "Solo el administrador puede hacer esto.",
  "serverError.crossSite": "La solicitud vino de otro sitio y fue rechazada.",
  "serverError.routeNotFound":
    "El servidor no reconoce esta solicitud. Recargue la página: es posible que la aplicación se haya actualizado.",
  "serverError.fileNotFound": "Este archivo no existe.",
  "serverError.idInvalid": "Este elemento no existe.",
  "serverError.tournamentNotFound": "Este torneo ya no existe.",
  "serverError.matchNotFound": "Este partido ya no existe.",
  "serverError.playerNotFound": "Este jugador ya no existe.",
  "serverError.avatarNotFound": "Este jugador no tiene foto.",
  "serverError.leagueMatchNotFound": "Este partido de liga ya no existe.",
  "serverError.invitationNotFound": "Este enlace de invitación ya no existe.",
  "serverError.invalidInvitation": "Este enlace de invitación no es válido, ya venció o ya se usó.",
  "serverError.tournamentHasResults":
    "Ya hay resultados registrados, así que los jugadores, su cantidad y el formato no pueden cambiar.",
  "serverError.tournamentDeleteNeedsName":
    "Este torneo ya tiene resultados. Escriba su nombre para confirmar que se pierden con él.",
  "serverError.tournamentNameMismatch": "El nombre escrito no es el del torneo.",
  "serverError.finalNotConfirmed": "La final espera confirmación.",
  "serverError.tournamentStatusLocked":
    "Un torneo con resultados no puede volver a Borrador ni a Próximamente.",
  "serverError.scheduleLocked":
    "Ya hay resultados registrados, así que el calendario no se puede reemplazar.",
  "serverError.tournamentPlayersMissing":
    "Elija a todos los jugadores del torneo antes de generar los partidos.",
  "serverError.tournamentIsDraft": "Un borrador no recibe resultados: primero active el torneo.",
  "serverError.tournamentNotStarted": "El torneo no ha comenzado: recibe resultados cuando esté activo.",
  "serverError.matchIsBye": "Un bye no se juega, así que no lleva resultado.",
  "serverError.matchPlayersUnknown":
    "Hay que conocer a los dos jugadores de este partido antes de registrar su resultado.",
  "serverError.matchHasResult": "Este partido ya tiene resultado. Edítelo en su lugar.",
  "serverError.signInRequired":
    "Ingrese primero: como administrador, o con el enlace que le dio el club si juega este partido.",
  "serverError.notInMatch":
    "Solo los dos jugadores de este partido, o el administrador, pueden registrar su resultado.",
  "serverError.totalsNotTheScore":
    "Los sets y games salen del marcador: déjelos en blanco o haga que coincidan con él.",
  "serverError.notOpponent": "Lo confirma o disputa su rival.",
  "serverError.correctionAdminOnly":
    "Solo quien registró este resultado puede corregirlo, mientras espera confirmación. Consulte al administrador.",
  "serverError.clearLaterAdminOnly":
    "Solo el administrador puede borrar resultados posteriores. Pídale que corrija este.",
  "serverError.resultMissing": "Este partido aún no tiene resultado que confirmar o disputar.",
  "serverError.resultDisputed": "Este resultado está en disputa: el administrador lo resolverá.",
  "serverError.tournamentNotActive": "El torneo no se está jugando: consulte al club.",
  "serverError.resultNotAwaiting":
    "Solo se puede disputar un resultado que espera confirmación. Consulte al administrador si está mal.",
  "serverError.disputeReasonRequired": "Diga qué está mal en el resultado.",
  "serverError.disputeReasonTooLong": "El motivo puede tener como máximo 500 caracteres.",
  "serverError.matchHasClaim":
    "En este partido hay un W.O. reclamado: su rival lo responde, o usted lo retira.",
  "serverError.claimMissing": "Este partido ya no tiene un W.O. reclamado.",
  "serverError.notClaimant": "Solo el jugador que reclamó el W.O. puede retirarlo.",
  "serverError.resultNotDisputed": "Este resultado no está en disputa: no hay nada que resolver.",
  "serverError.disputeHasNoVersion":
    "La disputa no trae un marcador propio: confirme el resultado tal como se anotó, o anote el correcto.",
  "serverError.acceptRequired": "Elija cuál versión queda: la anotada o la de la disputa.",
  "serverError.reportedAtRequired":
    "La aplicación no indicó qué versión del resultado mostraba. Recargue la página e intente de nuevo.",
  "serverError.resultPlayedOn":
    "El ganador ya jugó la siguiente ronda, así que este resultado ya no puede cambiar.",
  "serverError.leagueMatchHasScore": "Este partido de liga ya tiene marcador. Edítelo en su lugar.",
  "serverError.leagueScoreNotAwaiting":
    "Con la contraseña de la liga, un marcador solo se puede corregir mientras espera la confirmación de los jugadores. Pídale al administrador que lo cambie.",
  "serverError.leagueScoreMemberReported":
    "Un jugador registró este marcador con su sesión, así que la contraseña de la liga no puede cambiarlo. Ese jugador lo corrige mientras espera confirmación; después, el administrador.",
  "serverError.challengerNotSelf": "Rete en su propio nombre: elíjase como jugador 1.",
  "serverError.leagueDeleteAdminOnly":
    "Solo el administrador puede eliminar un partido que ya tiene marcador.",
  "serverError.playerHasResults": "No se puede eliminar a un jugador que ya jugó en un torneo o en la liga.",
  "serverError.playerNotPending": "Esta inscripción ya fue aprobada o rechazada.",
  "serverError.passwordNotSet": "Todavía no hay contraseña. El encargado del club la define en el servidor.",
  "serverError.bodyTooLarge": "Lo que envió es demasiado grande (más de 8 MB).",
  "serverError.nameRequired": "Falta el nombre",
  "serverError.nameTooLong": "El nombre es demasiado largo",
  "serverError.nameHiddenCharacters": "El nombre tiene caracteres invisibles: escríbalo de nuevo",
  "serverError.nameEncodedWord": 'El nombre tiene "=?", que el correo leería como código: quítelo',
  "serverError.nameLineBreak": "El nombre tiene un salto de línea: escríbalo en una sola línea",
  "serverError.nameDuplicate": "Otro jugador ya tiene este nombre",
  "serverError.startDateRequired": "La fecha de inicio es obligatoria",
  "serverError.startDateInvalid": "La fecha de inicio no es una fecha válida",
  "serverError.startDateTooEarly": "Un torneo empieza el 1 de enero de 2000 o después",
  "serverError.startDateTooLate": "Un torneo empieza a más tardar al final del próximo año",
  "serverError.tournamentStatusUnknown": "Elija uno de los estados ofrecidos",
  "serverError.tournamentTypeUnknown": "Elija uno de los tipos de torneo ofrecidos",
  "serverError.playerCountRequired": "Falta la cantidad de jugadores",
  "serverError.playerCountNotAllowed": "Este tipo de torneo no admite esa cantidad de jugadores",
  "serverError.buyInNegative": "La inscripción no puede ser negativa",
  "serverError.bagPriceNegative": "La bolsa de premios no puede ser negativa",
  "serverError.playersCountMismatch": "La cantidad de jugadores elegidos no coincide con la del torneo",
  "serverError.playersTooFew": "Por favor, elija al menos 2 jugadores para el torneo",
  "serverError.playerSelectedTwice": "Hay un jugador elegido dos veces",
  "serverError.playerNotApproved": "Solo juegan jugadores aprobados: apruebe primero la inscripción",
  "serverError.positionInvalid": "Una posición del cuadro no es válida",
  "serverError.byeAgainstBye":
    "Dos byes se enfrentan en un partido de primera ronda: ponga un jugador en una de sus líneas",
  "serverError.disciplineUnknown": "Elija individuales o dobles",
  "serverError.disciplineFixed": "Un torneo no cambia de individuales a dobles una vez creado",
  "serverError.finalsSinglesOnly": "Las finales de fin de año son individuales",
  "serverError.teamSize": "Cada pareja son dos jugadores distintos",
  "serverError.playerInTwoTeams": "Un jugador solo puede estar en una pareja",
  "serverError.teamsCountMismatch": "Elija tantas parejas como lugares tiene el cuadro",
  "serverError.teamsInSingles": "Un torneo individual se juega por jugadores, no por parejas",
  "serverError.playersInDoubles": "Un torneo de dobles se juega por parejas: elija las parejas",
  "serverError.winnerTeamRequired": "Un partido de dobles lo gana una pareja: elija la pareja ganadora",
  "serverError.positionsInvalid": "Cada jugador necesita exactamente una posición en el cuadro",
  "serverError.matchRequired": "Elija un partido",
  "serverError.matchIdMismatch": "Este resultado es de otro partido. Recargue la página e intente de nuevo.",
  "serverError.winnerRequired": "Por favor, elija al ganador",
  "serverError.winnerNotInMatch": "El ganador tiene que ser uno de los dos jugadores",
  "serverError.winnerInvalid": "El marcador no coincide con el ganador elegido",
  "serverError.scoreRequired": "Por favor, ingrese el marcador",
  "serverError.scoreInvalid": "No se pudo leer este marcador",
  "serverError.totalsNegative": "Los totales tienen que ser números enteros, 0 o más",
  "serverError.totalsTooLarge": "Un jugador gana como máximo 5 sets y 100 juegos en un partido",
  "serverError.statusNotCompleted": "Un resultado solo puede marcar el partido como jugado",
  "serverError.emailInvalid": "Por favor, ingrese un correo electrónico válido",
  "serverError.dateOfBirthInvalid": "La fecha de nacimiento no es una fecha válida",
  "serverError.dateOfBirthNotPast": "La fecha de nacimiento tiene que ser del pasado",
  "serverError.bestHandUnknown": "Elija derecha o izquierda",
  "serverError.reasonTooLong": "El motivo puede tener como máximo 200 caracteres",
  "serverError.totalPointsNegative": "Los puntos no pueden ser negativos",
  "serverError.totalPointsTooLarge": "Ingrese un número entero de 0 a 1 000 000",
  "serverError.avatarType": "La foto tiene que ser una imagen JPEG, PNG o WebP",
  "serverError.avatarTooLarge": "La foto es demasiado grande (máximo 5 MB)",
  "serverError.avatarTooManyPixels": "La foto tiene demasiados píxeles: elija una más pequeña",
  "serverError.avatarUnreadable": "No se pudo leer la foto: elija otra",
  "serverError.playerRequired": "Por favor, elija a los dos jugadores",
  "serverError.playersSame": "Los jugadores tienen que ser distintos",
  "serverError.playerUnknown": "Este jugador no está en el ranking del club",
  "serverError.outOfChallengeRange":
    "Este jugador está fuera del rango de reto: solo el administrador puede programar este partido.",
  "serverError.dateRequired": "Por favor, elija una fecha",
  "serverError.dateInvalid": "La fecha no es una fecha válida",
  "serverError.dateOtherSeason":
    "Un partido de liga se fecha en la temporada actual. Solo el administrador puede ingresar partidos de otra temporada.",
  "serverError.dateTooFarBack":
    "Un partido de liga puede fecharse como máximo 14 días atrás. Pídale al administrador que ingrese un partido más antiguo.",
  "serverError.dateTooFarAhead": "Un partido de liga puede fecharse como máximo 60 días adelante",
  "serverError.dateTooEarly": "La fecha tiene que ser el 1 de enero de 2000 o después",
  "serverError.dateTooLate": "La fecha tiene que ser a más tardar al final del próximo año",
  "serverError.scoreBeforeDate":
    "Este partido aún no se ha jugado: su marcador se puede registrar a partir de su fecha.",
  "serverError.timeInvalid": "Elija una de las horas ofrecidas",
  "serverError.courtOutOfRange": "Elija una de las canchas ofrecidas",
  "serverError.scheduleNotInMatch":
    "Solo los dos jugadores de este partido, o el administrador, pueden definir cuándo y dónde se juega.",
  "serverError.dateOutsideWindow":
    "Elija un día desde el inicio del torneo hasta el último en que se puede jugar este partido, como dice su tarjeta (se puede mover hasta …).",
  "serverError.scheduleClash":
    "Esa cancha está ocupada a esa hora: los partidos en una misma cancha empiezan con al menos 90 minutos de diferencia. Elija otra hora u otra cancha.",
  "serverError.extensionDaysInvalid": "Otorgue de 1 a 14 días.",
  "serverError.scheduleClashHeld":
    "La cancha {cancha} está ocupada a las {time} ({heldBy}): los partidos en una misma cancha empiezan con al menos 90 minutos de diferencia.",
  "serverError.playerBusy":
    "Un jugador de este partido juega otro partido a esa hora: los partidos de un mismo jugador empiezan con al menos 90 minutos de diferencia. Elija otra hora.",
  "serverError.playerBusyNamed":
    "{player} juega otro partido a las {time}: los partidos de un mismo jugador empiezan con al menos 90 minutos de diferencia.",
  "serverError.nextFreeLabel": "Próximo horario libre:",
  "serverError.freeSlot": "{weekday} {date}, {time}, cancha {cancha}",
  "serverError.freeSlotNoCourt": "{weekday} {date}, {time}",
  "serverError.takeSlot": "Tomar ese horario",
  "serverError.noFreeSlot":
    "No hay ningún horario libre en los días en que se puede jugar este partido. Elija otro día o pídale al club que lo programe.",
  "serverError.scheduleChangesExhausted":
    "Ya cambió este partido 5 veces hoy. Puede volver a intentarlo mañana, o pídale al club que lo cambie.",
  "serverError.pairHasPendingMatch":
    "Estos dos jugadores ya tienen un partido pendiente: deben jugarlo o cancelarlo antes de crear otro.",
  "serverError.pairHasPendingMatchNamed":
    "{player1} y {player2} ya tienen un partido pendiente, el del {date}: deben jugarlo o cancelarlo antes de crear otro.",
  "serverError.correctionsExhausted": "Ya cambió este resultado 5 veces. Pídale al club que lo corrija.",
  "serverError.leagueScoreInvalid": "Por favor, ingrese marcadores válidos en todos los sets",
  "serverError.langUnknown": "Un calendario solo puede estar en inglés (en) o en español (es)",
  "serverError.matchKindUnknown": "Un partido es de torneo o de liga",
  "serverError.samePlayer": "Elija dos jugadores distintos para comparar",
  "serverError.seasonInvalid": "No hay ranking para esa temporada",
  "serverError.bodyInvalid": "Algunos datos no se pudieron leer. Revise el formulario e intente de nuevo.",
  "serverError.invalid": "Este dato no es válido",
  "serverError.tooManyAttempts": "Demasiados intentos. Por favor, espere unos minutos e intente de nuevo.",
  "serverError.tooManyConnections":
    "Demasiadas conexiones desde este dispositivo. Por favor, espere un momento e intente de nuevo.",
  "serverError.tooManyStreams":
    "Hay demasiadas páginas en vivo abiertas en este momento. Las actualizaciones en vivo se reanudan solas en un momento.",
  "serverError.leagueDailyLimit":
    "La contraseña de la liga permite crear 20 partidos al día desde un mismo desbloqueo y una misma dirección. Intente más tarde o pídaselo al administrador.",
  "serverError.leagueMemberDailyLimit":
    "Puede crear 20 retos al día. Intente más tarde o pídaselo al administrador.",
  "serverError.leagueClubDailyLimit":
    "Con la contraseña de la liga ya se crearon hoy todos los partidos que el club permite. Intente más tarde o pídaselo al administrador.",
  "serverError.passwordChecksPaused":
    "Últimamente se probaron demasiadas contraseñas incorrectas en este sitio, así que por ahora no se revisan contraseñas. Intente más tarde o use un dispositivo que ya haya ingresado aquí antes.",
  "serverError.levelUnknown": "Elija C+, B o Sin confirmar",
  "serverError.amountRequired": "Ingrese el monto",
  "serverError.amountInvalid": "Ingrese colones enteros, hasta 1 000 000",
  "serverError.paidOnInvalid": "La fecha del pago no es una fecha válida",
  "serverError.paidOnFuture": "La fecha del pago no puede ser posterior a hoy",
  "serverError.playersInvalid": "No se pudieron leer los jugadores. Recargue la página e intente de nuevo.",
  "serverError.playersTooMany": "Revise como máximo 128 jugadores a la vez",
  "serverError.subjectInvalid": "Este historial no existe",
  "serverError.feePaymentNotFound": "Este pago ya no está registrado.",
  "serverError.playerPending": "La inscripción de este jugador está pendiente: apruébela primero.",
  "serverError.memberSignInRequired": "Entre primero con su enlace personal.",
  "serverError.adminNotMember":
    "Este navegador tiene abierta la sesión del administrador, que no tiene página de socio. Cierre primero esa sesión.",
  "serverError.emailRequired": "Escriba su correo.",
  "serverError.emailNotConfigured": "El club no envía correos: pida su enlace al administrador.",
  "serverError.unsubscribeInvalid": "Este enlace no es válido.",
  "serverError.memberSessionNotFound": "Esta sesión ya se cerró.",
  "serverError.languageInvalid": "Elija inglés o español.",
  "serverError.roleInvalid": "Elija socio u organizador.",
  "serverError.passwordAdminOnly":
    "Solo el administrador, con la contraseña de administrador, puede hacer esto: pídaselo.",
  "serverError.notOrganizer": "Solo un organizador abre la consola. Pídaselo al administrador.",
  "serverError.ownMatch":
    "Usted juega este partido: aquí lo decide otro organizador o el administrador. Para registrarlo o confirmarlo como jugador, use su página.",
  "serverError.ownInterest":
    "Esto toca su propia ficha, nivel, cuota o posición, o un torneo en el que todavía juega: déjelo a otro organizador o al administrador.",
  "serverError.pageInvalid": "La app pidió una página que no existe. Recargue la página e intente de nuevo.",
  "serverError.noticesInvalid":
    "La app envió avisos que el servidor no conoce. Recargue la página e intente de nuevo.",
  "serverError.phoneInvalid": "Escriba un número de teléfono: 8 dígitos, o + y el código del país.",
  "serverError.pushEndpointInvalid":
    "Este navegador dio una dirección para notificaciones que el club no puede usar.",
  "serverError.pushEndpointRefused":
    "El club no puede enviar notificaciones al servicio push de este navegador.",
  "serverError.pushKeysInvalid":
    "Este navegador dio claves de notificación que el club no puede usar. Intente de nuevo.",
  "serverError.internal": "Algo salió mal en el servidor. Por favor, intente de nuevo.",
};
