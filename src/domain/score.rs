//! What a tennis score means: parsing and checking a best-of-3 score written from player 1's
//! side, the winner it implies, and the sets and games each side won.

use std::fmt;

use serde::Serialize;
use thiserror::Error;
use utoipa::ToSchema;

use super::bracket::Side;

/// The sets needed to win a best-of-3 match.
pub const SETS_TO_WIN: u32 = 2;
/// A match tiebreak (in place of a third set) is played to this many points.
pub const MATCH_TIEBREAK_POINTS: u32 = 10;
/// Tiebreak points above this are refused as a typing slip.
const MAX_TIEBREAK_POINTS: u32 = 99;

/// One set as written in a score, from player 1's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SetScore {
    /// Games (or match-tiebreak points) of player 1.
    pub player1: u32,
    /// Games (or match-tiebreak points) of player 2.
    pub player2: u32,
    /// The loser's points in a 7-6 set's tiebreak, when written as `7-6(5)`.
    pub tiebreak: Option<u32>,
}

impl SetScore {
    /// The same set written from player 2's side: `6-7(5)` for `7-6(5)`.
    pub fn swapped(&self) -> Self {
        SetScore {
            player1: self.player2,
            player2: self.player1,
            tiebreak: self.tiebreak,
        }
    }

    /// A plain set without tiebreak points.
    pub fn new(player1: u32, player2: u32) -> Self {
        SetScore {
            player1,
            player2,
            tiebreak: None,
        }
    }

    /// True for a match tiebreak played in place of the third set (10-8, 12-10, ...).
    pub fn is_match_tiebreak(&self) -> bool {
        self.player1.max(self.player2) >= MATCH_TIEBREAK_POINTS
    }

    /// Who won this set if it is finished: 6-0..6-4, 7-5, 7-6, or a finished match tiebreak.
    fn finished_winner(&self) -> Option<Side> {
        let (high, low) = (
            self.player1.max(self.player2),
            self.player1.min(self.player2),
        );
        let finished = if self.is_match_tiebreak() {
            (high == MATCH_TIEBREAK_POINTS && low <= MATCH_TIEBREAK_POINTS - 2)
                || (high > MATCH_TIEBREAK_POINTS && high - low == 2)
        } else {
            (high == 6 && low <= 4) || (high == 7 && (low == 5 || low == 6))
        };
        match (finished, self.player1 > self.player2) {
            (false, _) => None,
            (true, true) => Some(Side::Player1),
            (true, false) => Some(Side::Player2),
        }
    }

    /// True for a set that can still be going on (a retirement may stop it there). The third
    /// set may be a match tiebreak, so any score short of 10, or a one-point lead beyond it,
    /// is still in play there.
    fn is_unfinished_set(&self, number: usize) -> bool {
        let (high, low) = (
            self.player1.max(self.player2),
            self.player1.min(self.player2),
        );
        let unfinished_games = high <= 5 || (high == 6 && low >= 5);
        let unfinished_tiebreak = number == 3 && (high < MATCH_TIEBREAK_POINTS || high - low <= 1);
        unfinished_games || unfinished_tiebreak
    }
}

impl fmt::Display for SetScore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.player1, self.player2)?;
        if let Some(points) = self.tiebreak {
            write!(f, "({points})")?;
        }
        Ok(())
    }
}

/// A checked tennis score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TennisScore {
    /// Sets were played. With `retired`, a player stopped and the last set may be unfinished.
    Played {
        /// The sets in the order played.
        sets: Vec<SetScore>,
        /// True when the score ends in `ret.`.
        retired: bool,
    },
    /// `W/O`: the opponent did not play. Counted 6-0 6-0 for the winner.
    Walkover,
}

/// Sets and games per side, as stored on a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SetsAndGames {
    /// Sets won by player 1.
    pub player1_sets: u32,
    /// Sets won by player 2.
    pub player2_sets: u32,
    /// Games won by player 1.
    pub player1_games: u32,
    /// Games won by player 2.
    pub player2_games: u32,
}

/// Why a score was refused; the message says what is wrong in English, and the serialized form
/// (`{"reason": "unfinished_set", "set": 2, "score": "6-5"}`) gives the UI the same in data, to
/// say in the visitor's language.
#[derive(Debug, Clone, PartialEq, Eq, Error, Serialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum ScoreError {
    /// Nothing was written.
    #[error("the score is empty")]
    Empty,
    /// A part of the text is not a set score.
    #[error("set {set}: expected games such as 6-4, found '{found}'")]
    Malformed {
        /// 1-based set number.
        set: usize,
        /// The text that could not be read.
        found: String,
    },
    /// `ret.` appeared somewhere other than at the end.
    #[error("'ret.' must come at the end of the score")]
    MisplacedRetirement,
    /// More than three sets.
    #[error("the score has {sets} sets, but a match is best of 3")]
    TooManySets {
        /// How many sets were written.
        sets: usize,
    },
    /// A set that cannot happen in tennis, such as 8-3 or 7-2.
    #[error("set {set}: {score} is not a possible set score")]
    ImpossibleSet {
        /// 1-based set number.
        set: usize,
        /// The set as written.
        score: String,
    },
    /// A set that had not ended, such as 6-5, in a match that was not stopped.
    #[error("set {set}: {score} is not a finished set")]
    UnfinishedSet {
        /// 1-based set number.
        set: usize,
        /// The set as written.
        score: String,
    },
    /// A match tiebreak in the first or second set.
    #[error("set {set}: a match tiebreak ({score}) can only replace the third set")]
    EarlyMatchTiebreak {
        /// 1-based set number.
        set: usize,
        /// The set as written.
        score: String,
    },
    /// Tiebreak points on a set that was not 7-6.
    #[error("set {set}: tiebreak points belong only to a 7-6 set, not {score}")]
    MisplacedTiebreak {
        /// 1-based set number.
        set: usize,
        /// The set as written.
        score: String,
    },
    /// A set written after one side had already won two sets.
    #[error("set {set} was played after the match was already decided")]
    PlayedAfterDecided {
        /// 1-based set number.
        set: usize,
    },
    /// Nobody reached two sets and nobody retired.
    #[error("the match is not finished: nobody has won 2 sets")]
    NoWinner,
    /// `ret.` after one side had already won the match.
    #[error("a player cannot retire after the match was decided")]
    RetiredAfterDecided,
    /// The winner given is not the one the score shows.
    #[error("the score says player {expected} won, but the winner given is player {given}")]
    WinnerMismatch {
        /// The side the score shows as winner (1 or 2).
        expected: u8,
        /// The side given as winner (1 or 2).
        given: u8,
    },
}

impl TennisScore {
    /// Reads and checks a score such as `6-4, 3-6, 7-6(5)`, `6-4, 3-6, 10-8`, `W/O` or
    /// `6-4, 2-1 ret.`. Sets may be separated by commas or spaces.
    pub fn parse(text: &str) -> Result<TennisScore, ScoreError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(ScoreError::Empty);
        }
        // "W.O." is how a Spanish reader writes a walkover.
        if ["w/o", "wo", "w.o.", "w.o"]
            .iter()
            .any(|written| text.eq_ignore_ascii_case(written))
        {
            return Ok(TennisScore::Walkover);
        }
        let tokens: Vec<&str> = text.split([',', ' ']).filter(|t| !t.is_empty()).collect();
        let mut sets: Vec<SetScore> = Vec::new();
        let mut retired = false;
        for token in tokens {
            if retired {
                return Err(ScoreError::MisplacedRetirement);
            }
            if token.eq_ignore_ascii_case("ret.") || token.eq_ignore_ascii_case("ret") {
                retired = true;
            } else if let Some(points) = token.strip_prefix('(') {
                // "7-6 (5)": tiebreak points written apart from their set.
                let set_number = sets.len().max(1);
                let malformed = || ScoreError::Malformed {
                    set: set_number,
                    found: token.to_string(),
                };
                let points = parse_points(points.strip_suffix(')').ok_or_else(malformed)?)
                    .ok_or_else(malformed)?;
                match sets.last_mut() {
                    Some(set) if set.tiebreak.is_none() => set.tiebreak = Some(points),
                    _ => return Err(malformed()),
                }
            } else {
                sets.push(parse_set(token, sets.len() + 1)?);
            }
        }
        if sets.is_empty() {
            return Err(ScoreError::Malformed {
                set: 1,
                found: text.to_string(),
            });
        }
        let score = TennisScore::Played { sets, retired };
        score.check()?;
        Ok(score)
    }

    /// Checks the rules of a best-of-3 match on already split sets.
    fn check(&self) -> Result<(), ScoreError> {
        let TennisScore::Played { sets, retired } = self else {
            return Ok(());
        };
        if sets.len() > 3 {
            return Err(ScoreError::TooManySets { sets: sets.len() });
        }
        let mut won = [0u32; 2];
        for (i, set) in sets.iter().enumerate() {
            let number = i + 1;
            let written = set.to_string();
            if won.iter().any(|&w| w >= SETS_TO_WIN) {
                return Err(ScoreError::PlayedAfterDecided { set: number });
            }
            if set.is_match_tiebreak() && number != 3 {
                return Err(ScoreError::EarlyMatchTiebreak {
                    set: number,
                    score: written,
                });
            }
            let is_tiebreak_set =
                set.player1.max(set.player2) == 7 && set.player1.min(set.player2) == 6;
            if set.tiebreak.is_some_and(|p| p > MAX_TIEBREAK_POINTS) {
                return Err(ScoreError::ImpossibleSet {
                    set: number,
                    score: written,
                });
            }
            if set.tiebreak.is_some() && !is_tiebreak_set {
                return Err(ScoreError::MisplacedTiebreak {
                    set: number,
                    score: written,
                });
            }
            match set.finished_winner() {
                Some(side) => won[side.index()] += 1,
                None if !set.is_unfinished_set(number) => {
                    return Err(ScoreError::ImpossibleSet {
                        set: number,
                        score: written,
                    });
                }
                // A retirement may stop the last set before it ends.
                None if *retired && number == sets.len() => {}
                None => {
                    return Err(ScoreError::UnfinishedSet {
                        set: number,
                        score: written,
                    });
                }
            }
        }
        let decided = won.iter().any(|&w| w >= SETS_TO_WIN);
        match (retired, decided) {
            (false, false) => Err(ScoreError::NoWinner),
            (true, true) => Err(ScoreError::RetiredAfterDecided),
            _ => Ok(()),
        }
    }

    /// The winner the score itself shows; `None` for a walkover or a retirement, where the
    /// text does not say who stopped.
    pub fn winner(&self) -> Option<Side> {
        match self {
            TennisScore::Played {
                sets,
                retired: false,
            } => {
                let totals = self.totals_of_played(sets);
                Some(if totals.player1_sets > totals.player2_sets {
                    Side::Player1
                } else {
                    Side::Player2
                })
            }
            _ => None,
        }
    }

    /// Checks that `winner` is the side this score shows as winner. Any side may win a
    /// walkover or a retirement.
    pub fn check_winner(&self, winner: Side) -> Result<(), ScoreError> {
        match self.winner() {
            Some(expected) if expected != winner => Err(ScoreError::WinnerMismatch {
                expected: expected.number(),
                given: winner.number(),
            }),
            _ => Ok(()),
        }
    }

    /// Sets and games per side. A match tiebreak counts as one set and one game for its
    /// winner; a walkover counts 6-0 6-0 for `winner`; an unfinished last set gives its games
    /// but no set.
    pub fn totals(&self, winner: Side) -> SetsAndGames {
        match self {
            TennisScore::Walkover => {
                let mut totals = SetsAndGames::default();
                let (sets, games) = (SETS_TO_WIN, 12);
                match winner {
                    Side::Player1 => (totals.player1_sets, totals.player1_games) = (sets, games),
                    Side::Player2 => (totals.player2_sets, totals.player2_games) = (sets, games),
                }
                totals
            }
            TennisScore::Played { sets, .. } => self.totals_of_played(sets),
        }
    }

    fn totals_of_played(&self, sets: &[SetScore]) -> SetsAndGames {
        let mut totals = SetsAndGames::default();
        for set in sets {
            let winner = set.finished_winner();
            match winner {
                Some(Side::Player1) => totals.player1_sets += 1,
                Some(Side::Player2) => totals.player2_sets += 1,
                None => {}
            }
            if set.is_match_tiebreak() {
                match winner {
                    Some(Side::Player1) => totals.player1_games += 1,
                    Some(Side::Player2) => totals.player2_games += 1,
                    None => {}
                }
            } else {
                totals.player1_games += set.player1;
                totals.player2_games += set.player2;
            }
        }
        totals
    }
}

impl TennisScore {
    /// The score written from `side`'s games first: from the winner's side it reads as a
    /// win, as lists print it (`7-6(5)` turned round is `6-7(5)`: the bracketed points are
    /// the set loser's and stay).
    pub fn seen_by(&self, side: Side) -> TennisScore {
        match side {
            Side::Player1 => self.clone(),
            Side::Player2 => self.seen_by_player2(),
        }
    }

    /// The same score written from player 2's side, for a reader who is player 2:
    /// `6-4, 2-1 ret.` becomes `4-6, 1-2 ret.`; a walkover stays `W/O`.
    pub fn seen_by_player2(&self) -> TennisScore {
        match self {
            TennisScore::Walkover => TennisScore::Walkover,
            TennisScore::Played { sets, retired } => TennisScore::Played {
                sets: sets.iter().map(SetScore::swapped).collect(),
                retired: *retired,
            },
        }
    }
}

/// How a match ended when it was not simply played out. The API sends it beside the sets,
/// never as words inside them, so that the UI writes "W/O" or "W.O." in the visitor's language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// The opponent did not play.
    Walkover,
    /// A player stopped during the match.
    Retired,
}

impl TennisScore {
    /// The walkover or retirement, if the match ended that way.
    pub fn outcome(&self) -> Option<Outcome> {
        match self {
            TennisScore::Walkover => Some(Outcome::Walkover),
            TennisScore::Played { retired: true, .. } => Some(Outcome::Retired),
            TennisScore::Played { retired: false, .. } => None,
        }
    }

    /// The sets alone, without a word: `6-4, 2-1` for `6-4, 2-1 ret.`, empty for a walkover.
    pub fn sets_text(&self) -> String {
        match self {
            TennisScore::Walkover => String::new(),
            TennisScore::Played { sets, .. } => sets
                .iter()
                .map(SetScore::to_string)
                .collect::<Vec<_>>()
                .join(", "),
        }
    }
}

impl fmt::Display for TennisScore {
    /// The canonical form: `6-4, 7-6(5)`, `6-4, 2-1 ret.`, `W/O`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TennisScore::Walkover => f.write_str("W/O"),
            TennisScore::Played { sets, retired } => {
                let written: Vec<String> = sets.iter().map(SetScore::to_string).collect();
                f.write_str(&written.join(", "))?;
                if *retired {
                    f.write_str(" ret.")?;
                }
                Ok(())
            }
        }
    }
}

fn parse_points(text: &str) -> Option<u32> {
    if text.is_empty() || text.len() > 3 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

fn parse_set(token: &str, number: usize) -> Result<SetScore, ScoreError> {
    let malformed = || ScoreError::Malformed {
        set: number,
        found: token.to_string(),
    };
    let (games, tiebreak) = match token.split_once('(') {
        Some((games, rest)) => {
            let points = rest
                .strip_suffix(')')
                .and_then(parse_points)
                .ok_or_else(malformed)?;
            (games, Some(points))
        }
        None => (token, None),
    };
    let (p1, p2) = games.split_once(['-', '–']).ok_or_else(malformed)?;
    let player1 = parse_points(p1).ok_or_else(malformed)?;
    let player2 = parse_points(p2).ok_or_else(malformed)?;
    Ok(SetScore {
        player1,
        player2,
        tiebreak,
    })
}

#[cfg(test)]
#[path = "score_tests.rs"]
mod tests;
