//! The shape shared by every knockout draw: stages, sides, and a plan of matches in which each
//! winner knows the match and side it moves on to.

use std::fmt;

use serde::{Deserialize, Serialize, Serializer};
use utoipa::ToSchema;

use super::language::Lang;
use super::seeding::group_letter;

/// A stage of a tournament. The order of the variants is the order in which a player moves
/// through a tournament, so the highest stage a player reached is the `max()` of their stages.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, ToSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// Round robin inside a group.
    Group,
    /// The extra round a 20-player hybrid plays before its quarterfinals.
    RoundOfQualification,
    /// Single elimination with 64 players left.
    #[serde(rename = "round_of_64")]
    RoundOf64,
    /// Single elimination with 32 players left.
    #[serde(rename = "round_of_32")]
    RoundOf32,
    /// Single elimination with 16 players left.
    #[serde(rename = "round_of_16")]
    RoundOf16,
    /// Eight players left.
    Quarterfinal,
    /// Four players left.
    Semifinal,
    /// The last match.
    Final,
}

impl Stage {
    /// Every stage, in the order a player moves through them.
    pub const ALL: [Stage; 8] = [
        Stage::Group,
        Stage::RoundOfQualification,
        Stage::RoundOf64,
        Stage::RoundOf32,
        Stage::RoundOf16,
        Stage::Quarterfinal,
        Stage::Semifinal,
        Stage::Final,
    ];

    /// The stage's key as stored and sent over the API (`round_of_16`, `final`, ...).
    pub fn as_str(self) -> &'static str {
        match self {
            Stage::Group => "group",
            Stage::RoundOfQualification => "round_of_qualification",
            Stage::RoundOf64 => "round_of_64",
            Stage::RoundOf32 => "round_of_32",
            Stage::RoundOf16 => "round_of_16",
            Stage::Quarterfinal => "quarterfinal",
            Stage::Semifinal => "semifinal",
            Stage::Final => "final",
        }
    }

    /// Reads a stage key back (the inverse of [`Stage::as_str`]).
    pub fn parse(key: &str) -> Option<Stage> {
        Stage::ALL.into_iter().find(|stage| stage.as_str() == key)
    }

    /// The short tag shown on a schedule line: GS, RQ, R64, R32, R16, QF, SF, F.
    pub fn tag(self) -> &'static str {
        match self {
            Stage::Group => "GS",
            Stage::RoundOfQualification => "RQ",
            Stage::RoundOf64 => "R64",
            Stage::RoundOf32 => "R32",
            Stage::RoundOf16 => "R16",
            Stage::Quarterfinal => "QF",
            Stage::Semifinal => "SF",
            Stage::Final => "F",
        }
    }

    /// The stage's name in the progress list ("Group Stage", "Quarterfinals", ...).
    pub fn title(self) -> &'static str {
        match self {
            Stage::Group => "Group Stage",
            Stage::RoundOfQualification => "Round of Qualification",
            Stage::RoundOf64 => "Round of 64",
            Stage::RoundOf32 => "Round of 32",
            Stage::RoundOf16 => "Round of 16",
            Stage::Quarterfinal => "Quarterfinals",
            Stage::Semifinal => "Semifinals",
            Stage::Final => "Final",
        }
    }

    /// The elimination stage played by `players` players (a power of two from 2 to 64).
    pub fn for_players_left(players: usize) -> Option<Stage> {
        match players {
            2 => Some(Stage::Final),
            4 => Some(Stage::Semifinal),
            8 => Some(Stage::Quarterfinal),
            16 => Some(Stage::RoundOf16),
            32 => Some(Stage::RoundOf32),
            64 => Some(Stage::RoundOf64),
            _ => None,
        }
    }

    /// True for every stage after the groups.
    pub fn is_knockout(self) -> bool {
        self != Stage::Group
    }
}

/// One of the two sides of a match: player 1 or player 2. Sent over the API as 1 or 2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    /// The first-named player; scores are written from this side.
    Player1,
    /// The second-named player.
    Player2,
}

impl Side {
    /// 1 or 2, as the API writes a side.
    pub fn number(self) -> u8 {
        match self {
            Side::Player1 => 1,
            Side::Player2 => 2,
        }
    }

    /// The side numbered 1 or 2; anything else is no side.
    pub fn from_number(number: i64) -> Option<Side> {
        match number {
            1 => Some(Side::Player1),
            2 => Some(Side::Player2),
            _ => None,
        }
    }

    /// The other side of the net.
    pub fn opponent(self) -> Side {
        match self {
            Side::Player1 => Side::Player2,
            Side::Player2 => Side::Player1,
        }
    }

    /// 0 for player 1, 1 for player 2: the index into a `[T; 2]` pair of sides.
    pub fn index(self) -> usize {
        usize::from(self.number() - 1)
    }
}

impl Serialize for Side {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u8(self.number())
    }
}

/// Where the player on one side of a planned match comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum SlotSource {
    /// The player who finished `place` (1 = first) in group `group` (0 = Group A).
    GroupPlace {
        /// Group index, 0 for Group A.
        group: usize,
        /// Final position in the group, 1-based.
        place: u32,
    },
    /// The `seed`-th best of the group qualifiers ranked across groups (3 and 5 groups).
    QualifierSeed {
        /// 1-based rank among all qualifiers.
        seed: u32,
    },
    /// Whoever stands on draw line `line` (0-based) of a single-elimination draw.
    DrawLine {
        /// 0-based draw line.
        line: usize,
    },
    /// The winner of the planned match at `index` in the same plan.
    WinnerOf {
        /// Index of the feeding match in [`BracketPlan::matches`].
        index: usize,
    },
    /// Nobody: the other side advances without playing.
    Bye,
}

// It is stored as the English text written before the kinds existed ("1st Group A",
// "Qualifier 3", "Line 5", "Winner QF1", "Bye"): `fmt::Display` writes that text and
// `SlotLabel::parse` reads it back, so databases written by earlier versions need no migration.
// Those versions stored a ranked qualifier as "Seed 3"; a stored slot was never a tournament
// seed (a draw's seeds are only planned, never stored), so "Seed 3" reads back as qualifier 3.
/// Where an unknown player of a knockout match comes from, said as a kind with its numbers so
/// that the UI can say it in the visitor's language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum SlotLabel {
    /// The player who finishes `place` (1 = first) in the group with letter `group`.
    GroupPlace {
        /// The group's letter: `A`, `B`, ...
        group: String,
        /// Final position in the group, 1-based.
        place: u32,
    },
    /// The tournament's seed `seed`, on the draw line a single elimination gives that seed,
    /// said in a draw planned before anyone is placed (never stored with a match).
    Seed {
        /// 1-based seed, as the tournament's Players tab shows it.
        seed: u32,
    },
    /// The `rank`-th best of the group qualifiers ranked across groups (3 and 5 groups): "Best
    /// qualifier 3". Not a seed: the third best qualifier may be the tournament's seed 4.
    Qualifier {
        /// 1-based rank among all qualifiers.
        rank: u32,
    },
    /// Whoever stands on draw line `line` of a single-elimination draw.
    DrawLine {
        /// 1-based draw line.
        line: u32,
    },
    /// The winner of match `number` (1-based, top of the draw first) of stage `stage`.
    WinnerOf {
        /// The feeding match's stage.
        stage: Stage,
        /// Its place in the stage, 1 at the top of the draw.
        number: u32,
    },
    /// Nobody: the other side advances without playing.
    Bye,
}

impl SlotLabel {
    /// Reads the stored text back ("1st Group A", "Qualifier 3", "Line 5", "Winner R16-3",
    /// "Winner F", "Bye"), and the "Seed 3" of earlier versions as qualifier 3; `None` for
    /// text of any other shape.
    pub fn parse(text: &str) -> Option<SlotLabel> {
        let text = text.trim();
        if text == "Bye" {
            return Some(SlotLabel::Bye);
        }
        if let Some(rank) = text
            .strip_prefix("Qualifier ")
            .or_else(|| text.strip_prefix("Seed "))
        {
            return rank.parse().ok().map(|rank| SlotLabel::Qualifier { rank });
        }
        if let Some(line) = text.strip_prefix("Line ") {
            return line.parse().ok().map(|line| SlotLabel::DrawLine { line });
        }
        if let Some(name) = text.strip_prefix("Winner ") {
            let (stage, number) = parse_match_name(name)?;
            return Some(SlotLabel::WinnerOf { stage, number });
        }
        let (written, group) = text.split_once(" Group ")?;
        let digits = written.trim_end_matches(|c: char| c.is_ascii_alphabetic());
        let place: u32 = digits.parse().ok()?;
        let letter_ok = !group.is_empty() && group.chars().all(|c| c.is_ascii_uppercase());
        (ordinal(place) == written && letter_ok).then(|| SlotLabel::GroupPlace {
            group: group.to_string(),
            place,
        })
    }
}

/// Reads a match's short name ("QF1", "R16-3", "F") into its stage and 1-based number.
fn parse_match_name(name: &str) -> Option<(Stage, u32)> {
    if name == "F" {
        return Some((Stage::Final, 1));
    }
    Stage::ALL.into_iter().find_map(|stage| {
        let rest = name.strip_prefix(stage.tag())?;
        let rest = rest.strip_prefix('-').unwrap_or(rest);
        if rest.is_empty() || !rest.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        rest.parse().ok().map(|number| (stage, number))
    })
}

impl fmt::Display for SlotLabel {
    /// The stored text: "1st Group A", "Qualifier 3", "Line 5", "Winner QF1", "Bye" (and
    /// "Seed 3" for a planned draw's seed, which is never stored).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SlotLabel::GroupPlace { group, place } => {
                write!(f, "{} Group {group}", ordinal(*place))
            }
            SlotLabel::Seed { seed } => write!(f, "Seed {seed}"),
            SlotLabel::Qualifier { rank } => write!(f, "Qualifier {rank}"),
            SlotLabel::DrawLine { line } => write!(f, "Line {line}"),
            SlotLabel::WinnerOf { stage, number } => {
                write!(f, "Winner {}", match_name(*stage, *number))
            }
            SlotLabel::Bye => f.write_str("Bye"),
        }
    }
}

/// A knockout match's short name from its stage and 1-based number: "QF1", "R16-3", "F".
fn match_name(stage: Stage, number: u32) -> String {
    match stage {
        Stage::Final => "F".to_string(),
        Stage::RoundOf64 | Stage::RoundOf32 | Stage::RoundOf16 => {
            format!("{}-{number}", stage.tag())
        }
        stage => format!("{}{number}", stage.tag()),
    }
}

/// Where the winner of a planned match goes next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NextMatch {
    /// Index of the next match in [`BracketPlan::matches`].
    pub index: usize,
    /// The side of the next match the winner takes.
    pub side: Side,
}

/// One knockout match as planned before anyone has played.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PlannedMatch {
    /// The stage this match belongs to.
    pub stage: Stage,
    /// Knockout round, 1 for the first knockout round.
    pub round: u32,
    /// Position within the round, 0 at the top of the draw.
    pub slot: u32,
    /// Where player 1 and player 2 come from.
    pub sources: [SlotSource; 2],
    /// Where each side's player comes from, as shown while the player is unknown.
    pub labels: [SlotLabel; 2],
    /// Where the winner goes; `None` for the final.
    pub next: Option<NextMatch>,
    /// True when one side is a bye: the match is not played and its player simply advances.
    pub is_bye: bool,
}

impl PlannedMatch {
    /// The match's short name, such as "QF1", "SF2", "RQ1", "R16-3" or "F".
    pub fn name(&self) -> String {
        match_name(self.stage, self.slot + 1)
    }
}

/// A whole knockout draw: the matches in play order (every feeder comes before the match it
/// feeds), shared by knockouts after groups and by single elimination.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BracketPlan {
    /// The matches, round by round, top of the draw first.
    pub matches: Vec<PlannedMatch>,
}

impl BracketPlan {
    /// Builds a plan from matches given in play order with their stage, round, slot and
    /// sources: every `WinnerOf` source becomes its feeder's `next` link, every side gets its
    /// label, and a match with exactly one `Bye` side is marked as a bye.
    pub fn link(matches: impl IntoIterator<Item = (Stage, u32, u32, [SlotSource; 2])>) -> Self {
        let mut matches: Vec<PlannedMatch> = matches
            .into_iter()
            .map(|(stage, round, slot, sources)| PlannedMatch {
                stage,
                round,
                slot,
                sources,
                labels: [SlotLabel::Bye, SlotLabel::Bye],
                next: None,
                is_bye: sources.iter().filter(|s| **s == SlotSource::Bye).count() == 1,
            })
            .collect();
        let feeders: Vec<(Stage, u32)> = matches.iter().map(|m| (m.stage, m.slot + 1)).collect();
        for index in 0..matches.len() {
            for side in [Side::Player1, Side::Player2] {
                let source = matches[index].sources[side.index()];
                if let SlotSource::WinnerOf { index: feeder } = source {
                    matches[feeder].next = Some(NextMatch { index, side });
                }
                matches[index].labels[side.index()] = match source {
                    SlotSource::GroupPlace { group, place } => SlotLabel::GroupPlace {
                        group: group_letter(group),
                        place,
                    },
                    SlotSource::QualifierSeed { seed } => SlotLabel::Qualifier { rank: seed },
                    SlotSource::DrawLine { line } => SlotLabel::DrawLine {
                        line: u32::try_from(line + 1).unwrap_or(u32::MAX),
                    },
                    SlotSource::WinnerOf { index: feeder } => {
                        let (stage, number) = feeders[feeder];
                        SlotLabel::WinnerOf { stage, number }
                    }
                    SlotSource::Bye => SlotLabel::Bye,
                };
            }
        }
        BracketPlan { matches }
    }

    /// The index of the final, the one match whose winner goes nowhere.
    pub fn final_index(&self) -> Option<usize> {
        self.matches
            .iter()
            .position(|m| m.next.is_none() && m.stage == Stage::Final)
    }

    /// The players on both sides of every match, given who fills the entry slots and the
    /// winners recorded so far (`winners[i]` for match `i`; a shorter slice means no more
    /// winners). A bye's player counts as its winner, so they appear in the next round at once.
    pub fn players<E: Copy>(
        &self,
        entrant: impl Fn(&SlotSource) -> Option<E>,
        winners: &[Option<E>],
    ) -> Vec<[Option<E>; 2]> {
        let mut sides: Vec<[Option<E>; 2]> = Vec::with_capacity(self.matches.len());
        for planned in &self.matches {
            let pair = planned.sources.map(|source| match source {
                SlotSource::WinnerOf { index } if self.matches[index].is_bye => {
                    sides[index][0].or(sides[index][1])
                }
                SlotSource::WinnerOf { index } => winners.get(index).copied().flatten(),
                SlotSource::Bye => None,
                other => entrant(&other),
            });
            sides.push(pair);
        }
        sides
    }
}

/// "1st", "2nd", "3rd", "4th", ... for positions and places.
pub fn ordinal(n: u32) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

impl Stage {
    /// The stage's name: "Quarterfinal", "Cuartos de final".
    pub fn name(self, lang: Lang) -> &'static str {
        use Stage::*;
        match (lang, self) {
            (Lang::En, Group) => "Group stage",
            (Lang::En, RoundOfQualification) => "Round of Qualification",
            (Lang::En, RoundOf64) => "Round of 64",
            (Lang::En, RoundOf32) => "Round of 32",
            (Lang::En, RoundOf16) => "Round of 16",
            (Lang::En, Quarterfinal) => "Quarterfinal",
            (Lang::En, Semifinal) => "Semifinal",
            (Lang::En, Final) => "Final",
            (Lang::Es, Group) => "Fase de grupos",
            (Lang::Es, RoundOfQualification) => "Ronda de clasificación",
            (Lang::Es, RoundOf64) => "Ronda de 64",
            (Lang::Es, RoundOf32) => "Ronda de 32",
            (Lang::Es, RoundOf16) => "Octavos de final",
            (Lang::Es, Quarterfinal) => "Cuartos de final",
            (Lang::Es, Semifinal) => "Semifinal",
            (Lang::Es, Final) => "Final",
        }
    }

    /// A stage's short tag, as the draws print it ("QF", "CF" in Spanish).
    pub fn tag_in(self, lang: Lang) -> &'static str {
        use Stage::*;
        match (lang, self) {
            (_, Group) => "G",
            (Lang::En, RoundOfQualification) => "RQ",
            (Lang::Es, RoundOfQualification) => "RC",
            (_, RoundOf64) => "R64",
            (_, RoundOf32) => "R32",
            (Lang::En, RoundOf16) => "R16",
            (Lang::Es, RoundOf16) => "OF",
            (Lang::En, Quarterfinal) => "QF",
            (Lang::Es, Quarterfinal) => "CF",
            (_, Semifinal) => "SF",
            (_, Final) => "F",
        }
    }
}

impl SlotLabel {
    /// Where an unknown player comes from: "Winner QF1", "1.º del Grupo A", ...
    pub fn words(&self, lang: Lang) -> String {
        match (lang, self) {
            (Lang::En, SlotLabel::GroupPlace { group, place }) => {
                let suffix = match place {
                    1 => "st",
                    2 => "nd",
                    3 => "rd",
                    _ => "th",
                };
                format!("{place}{suffix} Group {group}")
            }
            (Lang::Es, SlotLabel::GroupPlace { group, place }) => {
                format!("{place}.º del Grupo {group}")
            }
            (Lang::En, SlotLabel::Seed { seed }) => format!("Seed {seed}"),
            (Lang::Es, SlotLabel::Seed { seed }) => format!("Preclasificado {seed}"),
            (Lang::En, SlotLabel::Qualifier { rank }) => format!("Best qualifier {rank}"),
            (Lang::Es, SlotLabel::Qualifier { rank }) => format!("Mejor clasificado {rank}"),
            (Lang::En, SlotLabel::DrawLine { line }) => format!("Line {line}"),
            (Lang::Es, SlotLabel::DrawLine { line }) => format!("Línea {line}"),
            (_, SlotLabel::WinnerOf { stage, number }) => {
                let tag = stage.tag_in(lang);
                let name = match stage {
                    Stage::Final => tag.to_string(),
                    _ if tag.ends_with(|c: char| c.is_ascii_digit()) => format!("{tag}-{number}"),
                    _ => format!("{tag}{number}"),
                };
                match lang {
                    Lang::En => format!("Winner {name}"),
                    Lang::Es => format!("Ganador {name}"),
                }
            }
            (_, SlotLabel::Bye) => "BYE".into(),
        }
    }
}

#[cfg(test)]
#[path = "bracket_tests.rs"]
mod tests;
