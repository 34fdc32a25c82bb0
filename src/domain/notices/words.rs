//! The shape of a language's table of notice words (`texts_en.rs`, `texts_es.rs` fill it),
//! and the small pieces every notice is built from: a template filled with facts, a date, a
//! stage inside a sentence, the next match.

use chrono::{Datelike, NaiveDate};

use super::NextMatch;
use crate::domain::bracket::{SlotLabel, Stage};
use crate::domain::language::Lang;

/// One language's templates, a sentence each; `{name}` is where a fact goes. Every language
/// fills the same fields, so a sentence missing in one of them does not compile.
pub(super) struct Words {
    /// Short weekday names, Monday first.
    pub days: [&'static str; 7],
    /// Short month names, January first.
    pub months: [&'static str; 12],
    /// A club date: `{weekday}`, `{day}`, `{month}`.
    pub date: &'static str,
    /// A tournament group stored as "Group A": `{letter}`.
    pub group: &'static str,
    /// What joins the two names of a stored pairing ("Ana vs Bea").
    pub versus: &'static str,

    /// A group match (or a league match) inside a sentence.
    pub your_match: &'static str,
    /// The final inside a sentence.
    pub your_final: &'static str,
    /// Another stage inside a sentence: `{stage}`, its lowercase name.
    pub your_stage: &'static str,
    /// A stage whose name is plural (the quarterfinals): `{stage}`.
    pub your_stages: &'static str,
    /// An opponent still to come from an earlier match: `{tag}` ("QF2").
    pub winner_of: &'static str,
    /// An opponent nobody knows yet.
    pub opponent_unknown: &'static str,
    /// The next match with a deadline: `{opponent}`, `{stage}`, `{day}`.
    pub next_by: &'static str,
    /// The next match without one.
    pub next: &'static str,
    /// The next match after a decision changed it, with a deadline.
    pub now_next_by: &'static str,
    /// The same without one.
    pub now_next: &'static str,

    /// `draw_published`: `{tournament}`.
    pub draw_title: &'static str,
    /// `{tournament}`.
    pub draw_you_play: &'static str,
    /// `{group}`.
    pub draw_group: &'static str,
    /// `{opponent}`.
    pub draw_opponent: &'static str,
    /// `{day}`.
    pub draw_deadline: &'static str,

    /// `your_week` with one match.
    pub week_title_one: &'static str,
    /// With `{n}` matches.
    pub week_title_many: &'static str,
    /// One match: `{opponent}`, `{tournament}`, `{day}`.
    pub week_line: &'static str,
    /// One match past its deadline.
    pub week_line_late: &'static str,

    /// `result_reported`.
    pub reported_title: &'static str,
    /// Who recorded it when the league password did.
    pub reported_by_league: &'static str,
    /// `{who}`, `{score}`.
    pub reported_body: &'static str,
    /// Added when it awaits the reader's confirmation.
    pub reported_awaiting: &'static str,

    /// `challenged`: `{challenger}`.
    pub challenged_title: &'static str,
    /// `{day}`.
    pub challenged_body: &'static str,

    /// `match_scheduled`: `{opponent}`.
    pub scheduled_title: &'static str,
    /// `{at}`: the day, then the time and court when set.
    pub scheduled_body: &'static str,
    /// `{time}`.
    pub scheduled_time: &'static str,
    /// `{court}`.
    pub scheduled_court: &'static str,

    /// `deadline_tomorrow`.
    pub tomorrow_title: &'static str,
    /// `{opponent}`, `{tournament}`, `{day}`.
    pub tomorrow_body: &'static str,

    /// `signup_approved`.
    pub approved_title: &'static str,
    /// Its body.
    pub approved_body: &'static str,

    /// `signup_waiting`: `{name}`.
    pub waiting_title: &'static str,
    /// Its body.
    pub waiting_body: &'static str,

    /// `result_disputed`: `{players}` (its body is the reason given).
    pub disputed_title: &'static str,

    /// `walkover_awaiting`: `{players}`.
    pub walkover_awaiting_title: &'static str,
    /// Its body.
    pub walkover_awaiting_body: &'static str,

    /// `overdue_list` with one match.
    pub overdue_title_one: &'static str,
    /// With `{n}` matches.
    pub overdue_title_many: &'static str,
    /// One match: `{players}`, `{tournament}`, `{day}`.
    pub overdue_line: &'static str,

    /// `result_settled`.
    pub settled_title: &'static str,
    /// Won: `{Stage}` (capitalised), `{opponent}`, `{score}`.
    pub settled_won: &'static str,
    /// Lost.
    pub settled_lost: &'static str,
    /// A drawn league match.
    pub settled_drawn: &'static str,

    /// `result_cleared`: `{stage}`, or `{Stage}` capitalised.
    pub cleared_title: &'static str,
    /// When the reader no longer plays the match.
    pub cleared_out: &'static str,

    /// `walkover_recorded`: `{stage}`.
    pub walkover_title: &'static str,
    /// Won: `{opponent}`.
    pub walkover_won: &'static str,
    /// Lost: `{opponent}`.
    pub walkover_lost: &'static str,

    /// `extension_granted` by one day.
    pub extension_title_one: &'static str,
    /// By `{n}` days.
    pub extension_title_many: &'static str,
    /// `{opponent}`, `{day}`.
    pub extension_body: &'static str,

    /// `qualified`: `{tournament}`.
    pub qualified_title: &'static str,

    /// `qualification_changed`, into the knockout: `{tournament}`.
    pub qualification_in_title: &'static str,
    /// Out of it: `{tournament}`.
    pub qualification_out_title: &'static str,
    /// Out of it.
    pub qualification_out_body: &'static str,

    /// `result_confirmed`: `{by}`.
    pub confirmed_title: &'static str,
    /// `{score}`.
    pub confirmed_body: &'static str,

    /// `sign_in_link`.
    pub sign_in_title: &'static str,
    /// Its body.
    pub sign_in_body: &'static str,
}

impl Words {
    /// A club date in words: "Mon 7 Dec" or "lun 7 dic".
    pub fn day(&self, day: NaiveDate) -> String {
        let weekday = day.weekday().num_days_from_monday() as usize;
        fill(
            self.date,
            &[
                ("weekday", self.days[weekday]),
                ("day", &day.day().to_string()),
                ("month", self.months[day.month0() as usize]),
            ],
        )
    }

    /// A group's name: "Group A" as the language writes it; another name stays as it is.
    pub(super) fn group(&self, name: &str) -> String {
        match name.strip_prefix("Group ") {
            Some(letter) => fill(self.group, &[("letter", letter)]),
            None => name.to_string(),
        }
    }

    /// A stored pairing ("Ana vs Bea", as English joins it) as the language joins it.
    pub(super) fn pairing(&self, players: &str) -> String {
        players.replacen(" vs ", self.versus, 1)
    }

    /// "your semifinal", "su semifinal": a stage inside a sentence.
    pub(super) fn your_stage(&self, stage: Option<Stage>, lang: Lang) -> String {
        let template = match stage {
            None | Some(Stage::Group) => return self.your_match.to_string(),
            Some(Stage::Final) => return self.your_final.to_string(),
            Some(Stage::Quarterfinal) => self.your_stages,
            Some(_) => self.your_stage,
        };
        let name = stage
            .map(|s| s.name(lang).to_lowercase())
            .unwrap_or_default();
        fill(template, &[("stage", &name)])
    }

    /// Who the player meets in `next`: the name, or where they come from ("the winner of
    /// QF2", "quien gane CF2").
    fn opponent_in(&self, next: &NextMatch, lang: Lang) -> String {
        if let Some(name) = &next.opponent {
            return name.clone();
        }
        match next.opponent_from.as_deref().and_then(SlotLabel::parse) {
            Some(SlotLabel::WinnerOf { stage, number }) => {
                let name = SlotLabel::WinnerOf { stage, number }.words(lang);
                let tag = name.split_once(' ').map_or(name.as_str(), |(_, tag)| tag);
                fill(self.winner_of, &[("tag", tag)])
            }
            Some(label) => label.words(lang),
            None => self.opponent_unknown.to_string(),
        }
    }

    /// "You now play Marta Rojas in your semifinal, by Sun 20 Dec." (`now`), or "You play
    /// ...".
    pub(super) fn next_sentence(&self, next: &NextMatch, lang: Lang, now: bool) -> String {
        let opponent = self.opponent_in(next, lang);
        let stage = self.your_stage(Some(next.stage), lang);
        let day = next.deadline.map(|d| self.day(d)).unwrap_or_default();
        let template = match (now, next.deadline.is_some()) {
            (true, true) => self.now_next_by,
            (true, false) => self.now_next,
            (false, true) => self.next_by,
            (false, false) => self.next,
        };
        fill(
            template,
            &[("opponent", &opponent), ("stage", &stage), ("day", &day)],
        )
    }
}

/// `template` with each `{name}` replaced by its value in `args`, in one pass (a value is
/// never read as a template). A name without a value stays as written.
pub(super) fn fill(template: &str, args: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len() + 64);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let value = after.find('}').and_then(|close| {
            let name = &after[..close];
            args.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, value)| (*value, close))
        });
        match value {
            Some((value, close)) => {
                out.push_str(value);
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Capitalises the first letter: "your semifinal" → "Your semifinal".
pub(super) fn capital(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// "1 match" or "{n} matches": the template for one, or the other filled with `n`.
pub(super) fn counted(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        one.to_string()
    } else {
        fill(many, &[("n", &n.to_string())])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fill_puts_each_fact_in_its_place_once() {
        assert_eq!(
            fill("{a} and {b}", &[("a", "{b}"), ("b", "x")]),
            "{b} and x"
        );
        assert_eq!(fill("{unknown} {a}", &[("a", "1")]), "{unknown} 1");
        assert_eq!(fill("no facts", &[]), "no facts");
        assert_eq!(fill("open { brace", &[]), "open { brace");
    }

    /// Every placeholder of `template`.
    fn names(template: &str) -> Vec<&str> {
        template
            .split('{')
            .skip(1)
            .filter_map(|part| part.split_once('}').map(|(name, _)| name))
            .collect()
    }

    #[test]
    fn both_tables_ask_for_the_same_facts() {
        let (en, es) = (
            super::super::words_of(Lang::En),
            super::super::words_of(Lang::Es),
        );
        let pairs = [
            (en.next_by, es.next_by),
            (en.now_next_by, es.now_next_by),
            (en.draw_title, es.draw_title),
            (en.week_line, es.week_line),
            (en.week_line_late, es.week_line_late),
            (en.reported_body, es.reported_body),
            (en.scheduled_body, es.scheduled_body),
            (en.tomorrow_body, es.tomorrow_body),
            (en.overdue_line, es.overdue_line),
            (en.settled_won, es.settled_won),
            (en.walkover_won, es.walkover_won),
            (en.extension_body, es.extension_body),
            (en.confirmed_body, es.confirmed_body),
        ];
        for (en, es) in pairs {
            let (mut a, mut b) = (names(en), names(es));
            a.sort_unstable();
            b.sort_unstable();
            assert_eq!(a, b, "{en} / {es}");
        }
    }

    #[test]
    fn stages_read_inside_a_sentence() {
        let (en, es) = (
            super::super::words_of(Lang::En),
            super::super::words_of(Lang::Es),
        );
        assert_eq!(en.your_stage(None, Lang::En), "your match");
        assert_eq!(es.your_stage(Some(Stage::Final), Lang::Es), "su final");
        assert_eq!(
            es.your_stage(Some(Stage::Quarterfinal), Lang::Es),
            "sus cuartos de final"
        );
        assert_eq!(capital("su semifinal"), "Su semifinal");
        assert_eq!(es.pairing("Ana vs Bea"), "Ana vs. Bea");
        assert_eq!(en.group("Group B"), "Group B");
        assert_eq!(es.group("Group B"), "Grupo B");
        assert_eq!(es.group("Zona norte"), "Zona norte");
    }
}
