//! The notices' words in English: one template per sentence, `{name}` where a fact goes.
//! [`super::words`] fills them; `texts_es.rs` has the same table in Spanish.

use super::words::Words;

/// The English table.
pub(super) static EN: Words = Words {
    days: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
    months: [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ],
    date: "{weekday} {day} {month}",
    group: "Group {letter}",
    versus: " vs ",

    your_match: "your match",
    your_final: "your final",
    your_stage: "your {stage}",
    your_stages: "your {stage}",
    winner_of: "the winner of {tag}",
    opponent_unknown: "an opponent still to be decided",
    next_by: "You play {opponent} in {stage}, by {day}.",
    next: "You play {opponent} in {stage}.",
    now_next_by: "You now play {opponent} in {stage}, by {day}.",
    now_next: "You now play {opponent} in {stage}.",

    draw_title: "The draw of {tournament} is out",
    draw_you_play: "You play in {tournament}.",
    draw_group: "Your group: {group}.",
    draw_opponent: "Your first opponent: {opponent}.",
    draw_deadline: "Play it by {day}.",

    week_title_one: "Your match this week",
    week_title_many: "Your {n} matches this week",
    week_line: "• vs {opponent} ({tournament}), by {day}",
    week_line_late: "• vs {opponent} ({tournament}), late, its deadline was {day}",

    reported_title: "A result in your match",
    reported_by_league: "The league",
    reported_body: "{who} recorded {score}.",
    reported_awaiting: " Confirm it or dispute it within 48 hours.",

    challenged_title: "{challenger} challenged you",
    challenged_body: "A league match on {day}.",

    scheduled_title: "{opponent} set your match",
    scheduled_body: "You play on {at}.",
    scheduled_time: ", {time}",
    scheduled_court: ", court {court}",

    tomorrow_title: "Your match is due tomorrow",
    tomorrow_body: "Play {opponent} ({tournament}) by {day}, or agree on a date.",

    approved_title: "Welcome to the club",
    approved_body: "The admin approved your signup.",

    waiting_title: "{name} signed up",
    waiting_body: "Approve or reject the signup.",

    disputed_title: "Result disputed: {players}",

    walkover_awaiting_title: "Walkover to decide: {players}",
    walkover_awaiting_body: "A player reported a walkover; confirm it or record the right result.",

    overdue_title_one: "1 match is late",
    overdue_title_many: "{n} matches are late",
    overdue_line: "• {players} ({tournament}), deadline {day}",

    settled_title: "The club decided your result",
    settled_won: "{Stage} against {opponent}: {score}, you won.",
    settled_lost: "{Stage} against {opponent}: {score}, you lost.",
    settled_drawn: "{Stage} against {opponent}: {score}, a draw.",

    cleared_title: "{Stage} result was cleared",
    cleared_out: "A correction in an earlier round means you no longer play it.",

    walkover_title: "Walkover recorded in {stage}",
    walkover_won: "You won against {opponent} by walkover (6-0, 6-0).",
    walkover_lost: "{opponent} won by walkover (6-0, 6-0).",

    extension_title_one: "1 more day for your match",
    extension_title_many: "{n} more days for your match",
    extension_body: "Play {opponent} by {day}.",

    qualified_title: "You qualified in {tournament}",

    qualification_in_title: "A correction put you in the knockout of {tournament}",
    qualification_out_title: "A correction took your knockout place in {tournament}",
    qualification_out_body: "The club corrected a group result: you no longer qualify.",

    confirmed_title: "{by} confirmed your result",
    confirmed_body: "{score}. It counts now.",

    sign_in_title: "Your sign-in link",
    sign_in_body: "Open the link below to sign in to the club's app. It works once, within 7 \
                   days. If you did not ask for it, ignore this email.",
};
