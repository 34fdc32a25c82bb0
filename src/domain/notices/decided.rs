//! The words of the notices that tell a player what was decided for them (decisions §13,
//! "Everyone hears what was decided"): the club settled, corrected, cleared or reopened their
//! result, recorded a walkover or granted days in their match, they qualified for the
//! knockout (or a correction changed that), and their opponent confirmed their report. Each
//! names the match, its new state and what the player does next.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::day_text;
use crate::domain::bracket::{SlotLabel, Stage};
use crate::domain::language::Lang;

/// The match a player plays next, as a decision left it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct NextMatch {
    /// The match.
    pub match_id: crate::domain::ids::MatchId,
    /// Its stage.
    pub stage: Stage,
    /// The opponent's name, once known.
    pub opponent: Option<String>,
    /// Where the opponent comes from while unknown, as stored ("Winner QF2").
    pub opponent_from: Option<String>,
    /// The day to play it by.
    pub deadline: Option<NaiveDate>,
}

/// "your semifinal", "su semifinal": a stage inside a sentence.
pub fn your_stage(stage: Option<Stage>, lang: Lang) -> String {
    match (stage, lang) {
        (None | Some(Stage::Group), Lang::En) => "your match".into(),
        (None | Some(Stage::Group), Lang::Es) => "su partido".into(),
        (Some(Stage::Final), Lang::En) => "your final".into(),
        (Some(Stage::Final), Lang::Es) => "su final".into(),
        (Some(stage), Lang::En) => format!("your {}", stage.name(lang).to_lowercase()),
        (Some(stage), Lang::Es) => {
            let name = stage.name(lang).to_lowercase();
            // "sus cuartos de final", "su semifinal".
            match stage {
                Stage::Quarterfinal => format!("sus {name}"),
                _ => format!("su {name}"),
            }
        }
    }
}

/// Who the player meets in `next`: the name, or where they come from ("the winner of QF2",
/// "el ganador de CF2").
fn opponent_in(next: &NextMatch, lang: Lang) -> String {
    if let Some(name) = &next.opponent {
        return name.clone();
    }
    match next.opponent_from.as_deref().and_then(SlotLabel::parse) {
        Some(SlotLabel::WinnerOf { stage, number }) => {
            let name = SlotLabel::WinnerOf { stage, number }.words(lang);
            let tag = name.split_once(' ').map_or(name.as_str(), |(_, tag)| tag);
            match lang {
                Lang::En => format!("the winner of {tag}"),
                Lang::Es => format!("quien gane {tag}"),
            }
        }
        Some(label) => label.words(lang),
        None => match lang {
            Lang::En => "an opponent still to be decided".into(),
            Lang::Es => "un rival por definir".into(),
        },
    }
}

/// "You now play Marta Rojas by Sun 20 Dec." (`now`), or "You play ... ".
pub fn next_sentence(next: &NextMatch, lang: Lang, now: bool) -> String {
    let opponent = opponent_in(next, lang);
    let stage = your_stage(Some(next.stage), lang);
    match (lang, next.deadline) {
        (Lang::En, Some(day)) => format!(
            "{} {opponent} in {stage}, by {}.",
            if now { "You now play" } else { "You play" },
            day_text(day, lang)
        ),
        (Lang::En, None) => format!(
            "{} {opponent} in {stage}.",
            if now { "You now play" } else { "You play" }
        ),
        (Lang::Es, Some(day)) => format!(
            "{} contra {opponent} en {stage}, a más tardar el {}.",
            if now { "Ahora juega" } else { "Juega" },
            day_text(day, lang)
        ),
        (Lang::Es, None) => format!(
            "{} contra {opponent} en {stage}.",
            if now { "Ahora juega" } else { "Juega" }
        ),
    }
}

/// Capitalises the first letter: "your semifinal" → "Your semifinal".
pub fn capital(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
