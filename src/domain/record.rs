//! A record over a set of matches: wins, losses, sets and games, from one player's side
//! (docs/rules.md#player-pages). Used for a season's record and for a head-to-head.

use serde::Serialize;
use utoipa::ToSchema;

/// Wins, draws, losses, sets and games, from one player's side.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = RecordBody)]
pub struct Record {
    /// Matches won.
    pub won: u32,
    /// Matches lost.
    pub lost: u32,
    /// League matches whose sets were shared.
    pub drawn: u32,
    /// Sets won.
    pub sets_won: u32,
    /// Sets lost.
    pub sets_lost: u32,
    /// Games won (a match tiebreak counts as one game).
    pub games_won: u32,
    /// Games lost.
    pub games_lost: u32,
}

/// Where a match of a player's history was played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum MatchKind {
    /// In a tournament.
    Tournament,
    /// In the challenge league.
    League,
}

/// How a match ended for the player whose record it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = MatchOutcome)]
pub enum MatchEnd {
    /// Won.
    Won,
    /// Lost.
    Lost,
    /// A league match whose sets were shared.
    Drawn,
}

/// The most games one side wins in a set; a higher count is a match tiebreak's points.
const MAX_SET_GAMES: u32 = 7;

impl Record {
    /// Adds a match: how it ended and its sets from this player's side (`6-4, 3-6, 10-8`,
    /// tiebreak points such as `7-6(4)` ignored). A match tiebreak played for the third set
    /// counts as a set and one game to its winner. A walkover adds no sets and no games.
    pub fn add(&mut self, result: MatchEnd, sets: &str) {
        match result {
            MatchEnd::Won => self.won += 1,
            MatchEnd::Lost => self.lost += 1,
            MatchEnd::Drawn => self.drawn += 1,
        }
        for set in sets.split(',') {
            let set = set.split('(').next().unwrap_or_default().trim();
            let Some((mine, theirs)) = set.split_once('-') else {
                continue;
            };
            let (Ok(mine), Ok(theirs)) = (mine.trim().parse::<u32>(), theirs.trim().parse::<u32>())
            else {
                continue;
            };
            let (games_mine, games_theirs) = if mine.max(theirs) > MAX_SET_GAMES {
                (u32::from(mine > theirs), u32::from(theirs > mine))
            } else {
                (mine, theirs)
            };
            self.games_won += games_mine;
            self.games_lost += games_theirs;
            match mine.cmp(&theirs) {
                std::cmp::Ordering::Greater => self.sets_won += 1,
                std::cmp::Ordering::Less => self.sets_lost += 1,
                // An unfinished set of a retirement is nobody's.
                std::cmp::Ordering::Equal => {}
            }
        }
    }

    /// The same record from the other player's side.
    pub fn turned(self) -> Record {
        Record {
            won: self.lost,
            lost: self.won,
            drawn: self.drawn,
            sets_won: self.sets_lost,
            sets_lost: self.sets_won,
            games_won: self.games_lost,
            games_lost: self.games_won,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_sets_and_games_with_tiebreaks_and_a_match_tiebreak() {
        let mut record = Record::default();
        record.add(MatchEnd::Won, "6-4, 3-6, 10-8");
        record.add(MatchEnd::Lost, "6-7(5), 4-6");
        record.add(MatchEnd::Drawn, "6-4, 4-6");
        assert_eq!(
            record,
            Record {
                won: 1,
                lost: 1,
                drawn: 1,
                sets_won: 3,
                sets_lost: 4,
                games_won: 6 + 3 + 1 + 6 + 4 + 6 + 4,
                games_lost: 4 + 6 + 7 + 6 + 4 + 6,
            }
        );
        assert_eq!(record.turned().turned(), record);
        assert_eq!(record.turned().sets_won, 4);
    }

    #[test]
    fn a_walkover_is_a_win_without_sets_and_a_retirement_keeps_the_sets_played() {
        let mut record = Record::default();
        record.add(MatchEnd::Won, "");
        record.add(MatchEnd::Won, "6-2, 3-3");
        assert_eq!((record.won, record.sets_won, record.sets_lost), (2, 1, 0));
        assert_eq!((record.games_won, record.games_lost), (9, 5));
    }
}
