//! A notice in words: which sentences of its language's table (`texts_en.rs`,
//! `texts_es.rs`) a notice needs, filled with its facts and joined.

use chrono::NaiveDate;

use super::words::{Words, capital, counted, fill};
use super::{Notice, Text};
use crate::domain::language::Lang;

impl Notice {
    /// Its words in `lang`, with its link.
    pub fn text(&self, lang: Lang) -> Text {
        let w = super::words_of(lang);
        let (title, body) = self.words(w, lang);
        Text {
            title,
            body,
            link: self.link(),
        }
    }

    /// Its title and body from the table `w` of `lang`.
    fn words(&self, w: &Words, lang: Lang) -> (String, String) {
        match self {
            Notice::DrawPublished {
                tournament,
                group,
                opponent,
                deadline,
                ..
            } => {
                let mut body = vec![fill(w.draw_you_play, &[("tournament", tournament)])];
                if let Some(group) = group {
                    body.push(fill(w.draw_group, &[("group", &w.group(group))]));
                }
                if let Some(opponent) = opponent {
                    body.push(fill(w.draw_opponent, &[("opponent", opponent)]));
                }
                if let Some(day) = deadline {
                    body.push(fill(w.draw_deadline, &[("day", &w.day(*day))]));
                }
                (
                    fill(w.draw_title, &[("tournament", tournament)]),
                    body.join(" "),
                )
            }
            Notice::YourWeek { matches } => {
                let lines: Vec<String> = matches
                    .iter()
                    .map(|m| {
                        let line = if m.late {
                            w.week_line_late
                        } else {
                            w.week_line
                        };
                        fill(
                            line,
                            &[
                                ("opponent", &m.opponent),
                                ("tournament", &m.tournament),
                                ("day", &w.day(m.deadline)),
                            ],
                        )
                    })
                    .collect();
                (
                    counted(matches.len(), w.week_title_one, w.week_title_many),
                    lines.join("\n"),
                )
            }
            Notice::ResultReported {
                by,
                score,
                awaiting,
                ..
            } => {
                let who = by.as_deref().unwrap_or(w.reported_by_league);
                let mut body = fill(w.reported_body, &[("who", who), ("score", score)]);
                if *awaiting {
                    body.push_str(w.reported_awaiting);
                }
                (w.reported_title.to_string(), body)
            }
            Notice::Challenged {
                challenger, date, ..
            } => (
                fill(w.challenged_title, &[("challenger", challenger)]),
                fill(w.challenged_body, &[("day", &w.day(*date))]),
            ),
            Notice::MatchScheduled {
                opponent,
                date,
                time,
                cancha,
                ..
            } => {
                let mut at = w.day(*date);
                if let Some(time) = time {
                    at.push_str(&fill(w.scheduled_time, &[("time", time)]));
                }
                if let Some(cancha) = cancha {
                    at.push_str(&fill(w.scheduled_court, &[("court", cancha)]));
                }
                (
                    fill(w.scheduled_title, &[("opponent", opponent)]),
                    fill(w.scheduled_body, &[("at", &at)]),
                )
            }
            Notice::DeadlineTomorrow {
                tournament,
                opponent,
                deadline,
                ..
            } => (
                w.tomorrow_title.to_string(),
                fill(
                    w.tomorrow_body,
                    &[
                        ("opponent", opponent),
                        ("tournament", tournament),
                        ("day", &w.day(*deadline)),
                    ],
                ),
            ),
            Notice::SignupApproved {} => {
                (w.approved_title.to_string(), w.approved_body.to_string())
            }
            Notice::SignupWaiting { name, .. } => (
                fill(w.waiting_title, &[("name", name)]),
                w.waiting_body.to_string(),
            ),
            Notice::ResultDisputed {
                players, reason, ..
            } => (
                fill(w.disputed_title, &[("players", &w.pairing(players))]),
                reason.clone(),
            ),
            Notice::WalkoverAwaiting { players, .. } => (
                fill(
                    w.walkover_awaiting_title,
                    &[("players", &w.pairing(players))],
                ),
                w.walkover_awaiting_body.to_string(),
            ),
            Notice::OverdueList { matches } => {
                let lines: Vec<String> = matches
                    .iter()
                    .map(|m| {
                        fill(
                            w.overdue_line,
                            &[
                                ("players", &w.pairing(&m.players)),
                                ("tournament", &m.tournament),
                                ("day", &w.day(m.deadline)),
                            ],
                        )
                    })
                    .collect();
                (
                    counted(matches.len(), w.overdue_title_one, w.overdue_title_many),
                    lines.join("\n"),
                )
            }
            Notice::ResultSettled {
                league_match_id,
                stage,
                opponent,
                score,
                won,
                next,
                ..
            } => {
                let stage = if league_match_id.is_some() {
                    None
                } else {
                    *stage
                };
                let said = match won {
                    Some(true) => w.settled_won,
                    Some(false) => w.settled_lost,
                    None => w.settled_drawn,
                };
                let mut body = fill(
                    said,
                    &[
                        ("Stage", &capital(&w.your_stage(stage, lang))),
                        ("opponent", opponent),
                        ("score", score),
                    ],
                );
                if let Some(next) = next {
                    body.push(' ');
                    body.push_str(&w.next_sentence(next, lang, true));
                }
                (w.settled_title.to_string(), body)
            }
            Notice::ResultCleared { stage, next, .. } => {
                let stage = w.your_stage(Some(*stage), lang);
                let body = match next {
                    Some(next) => w.next_sentence(next, lang, true),
                    None => w.cleared_out.to_string(),
                };
                (
                    fill(
                        w.cleared_title,
                        &[("stage", &stage), ("Stage", &capital(&stage))],
                    ),
                    body,
                )
            }
            Notice::WalkoverRecorded {
                stage,
                opponent,
                won,
                next,
                ..
            } => {
                let said = if *won {
                    w.walkover_won
                } else {
                    w.walkover_lost
                };
                let mut body = fill(said, &[("opponent", opponent)]);
                if let Some(next) = next {
                    body.push(' ');
                    body.push_str(&w.next_sentence(next, lang, false));
                }
                (
                    fill(
                        w.walkover_title,
                        &[("stage", &w.your_stage(Some(*stage), lang))],
                    ),
                    body,
                )
            }
            Notice::ExtensionGranted {
                opponent,
                days,
                until,
                ..
            } => (
                if *days == 1 {
                    w.extension_title_one.to_string()
                } else {
                    fill(w.extension_title_many, &[("n", &days.to_string())])
                },
                fill(
                    w.extension_body,
                    &[("opponent", opponent), ("day", &w.day(*until))],
                ),
            ),
            Notice::Qualified {
                tournament, next, ..
            } => (
                fill(w.qualified_title, &[("tournament", tournament)]),
                w.next_sentence(next, lang, false),
            ),
            Notice::QualificationChanged {
                tournament, next, ..
            } => match next {
                Some(next) => (
                    fill(w.qualification_in_title, &[("tournament", tournament)]),
                    w.next_sentence(next, lang, false),
                ),
                None => (
                    fill(w.qualification_out_title, &[("tournament", tournament)]),
                    w.qualification_out_body.to_string(),
                ),
            },
            Notice::ResultConfirmed { by, score, .. } => (
                fill(w.confirmed_title, &[("by", by)]),
                fill(w.confirmed_body, &[("score", score)]),
            ),
            Notice::SignInLink { .. } => (w.sign_in_title.to_string(), w.sign_in_body.to_string()),
        }
    }
}

/// A club date in words: "Mon 7 Dec" or "lun 7 dic".
pub fn day_text(day: NaiveDate, lang: Lang) -> String {
    super::words_of(lang).day(day)
}
