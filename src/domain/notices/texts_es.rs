//! The notices' words in Spanish (Costa Rica, "usted"): one template per sentence, `{name}`
//! where a fact goes. [`super::words`] fills them; `texts_en.rs` has the same table in English.

use super::words::Words;

/// The Spanish table.
pub(super) static ES: Words = Words {
    days: ["lun", "mar", "mié", "jue", "vie", "sáb", "dom"],
    months: [
        "ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic",
    ],
    date: "{weekday} {day} {month}",
    group: "Grupo {letter}",
    versus: " vs. ",

    your_match: "su partido",
    your_final: "su final",
    your_stage: "su {stage}",
    your_stages: "sus {stage}",
    winner_of: "quien gane {tag}",
    opponent_unknown: "un rival por definir",
    next_by: "Juega contra {opponent} en {stage}, a más tardar el {day}.",
    next: "Juega contra {opponent} en {stage}.",
    now_next_by: "Ahora juega contra {opponent} en {stage}, a más tardar el {day}.",
    now_next: "Ahora juega contra {opponent} en {stage}.",

    draw_title: "Salió el sorteo de {tournament}",
    draw_you_play: "Usted juega en {tournament}.",
    draw_group: "Su grupo: {group}.",
    draw_opponent: "Su primer rival: {opponent}.",
    draw_deadline: "Juéguelo a más tardar el {day}.",

    week_title_one: "Su partido de esta semana",
    week_title_many: "Sus {n} partidos de esta semana",
    week_line: "• contra {opponent} ({tournament}), a más tardar el {day}",
    week_line_late: "• contra {opponent} ({tournament}), atrasado, venció el {day}",

    reported_title: "Un resultado en su partido",
    reported_by_league: "La liga",
    reported_body: "{who} anotó {score}.",
    reported_awaiting: " Confírmelo o dispútelo en las próximas 48 horas.",

    challenged_title: "{challenger} lo desafió",
    challenged_body: "Un partido de liga el {day}.",

    scheduled_title: "{opponent} programó su partido",
    scheduled_body: "Juegan el {at}.",
    scheduled_time: ", {time}",
    scheduled_court: ", cancha {court}",

    tomorrow_title: "Su partido vence mañana",
    tomorrow_body: "Juegue contra {opponent} ({tournament}) a más tardar el {day}, o pónganse de \
                    acuerdo en una fecha.",

    approved_title: "Bienvenido al club",
    approved_body: "El administrador aprobó su inscripción.",

    waiting_title: "{name} se inscribió",
    waiting_body: "Apruebe o rechace la inscripción.",

    disputed_title: "Resultado en disputa: {players}",

    walkover_awaiting_title: "W.O. por decidir: {players}",
    walkover_awaiting_body: "Un jugador reportó un W.O.; confírmelo o registre el resultado \
                             correcto.",

    overdue_title_one: "1 partido atrasado",
    overdue_title_many: "{n} partidos atrasados",
    overdue_line: "• {players} ({tournament}), fecha límite {day}",

    settled_title: "El club decidió su resultado",
    settled_won: "{Stage} contra {opponent}: {score}, usted ganó.",
    settled_lost: "{Stage} contra {opponent}: {score}, usted perdió.",
    settled_drawn: "{Stage} contra {opponent}: {score}, empate.",

    cleared_title: "Se anuló el resultado de {stage}",
    cleared_out: "Una corrección en una ronda anterior hace que usted ya no lo juegue.",

    walkover_title: "W.O. registrado en {stage}",
    walkover_won: "Usted le ganó a {opponent} por W.O. (6-0, 6-0).",
    walkover_lost: "{opponent} ganó por W.O. (6-0, 6-0).",

    extension_title_one: "1 día más para su partido",
    extension_title_many: "{n} días más para su partido",
    extension_body: "Juegue contra {opponent} a más tardar el {day}.",

    qualified_title: "Usted clasificó en {tournament}",

    qualification_in_title: "Una corrección lo pone en la fase final de {tournament}",
    qualification_out_title: "Una corrección le quitó su lugar en la fase final de {tournament}",
    qualification_out_body: "El club corrigió un resultado de grupo: usted ya no clasifica.",

    confirmed_title: "{by} confirmó su resultado",
    confirmed_body: "{score}. Ya cuenta.",

    sign_in_title: "Su enlace para entrar",
    sign_in_body: "Abra el enlace de abajo para entrar a la aplicación del club. Sirve una vez, \
                   durante 7 días. Si usted no lo pidió, ignore este correo.",
};
