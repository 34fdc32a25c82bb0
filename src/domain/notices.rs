//! What the club tells its members and its admin (docs/rules.md#notices): the kinds of
//! notice, the facts each carries, its words in English and Spanish (Costa Rica) with the
//! link to the page where the reader acts, and the times of the club's calendar that decide
//! when it goes out (quiet hours, Monday's week, the morning) and when a failed delivery is
//! tried again. Pure: who is told is decided by the caller with [`told`], the store keeps
//! [`Notice`] as JSON.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

mod channels;
mod decided;
mod kind;
mod render;
mod texts_en;
mod texts_es;
mod timing;
mod words;

pub use channels::{MemberReach, Routing, route, wanted};
pub use decided::NextMatch;
pub use kind::{Channel, NoticeKind};
pub use render::day_text;
pub use timing::{
    FIRST_RETRY_SECS, GIVE_UP_AFTER_SECS, LONGEST_RETRY_SECS, MORNING, QUIET_FROM_HOUR, deliver_at,
    is_week_day, morning_of, retry_at, retry_no_sooner,
};

use super::bracket::Stage;
use super::ids::{LeagueMatchId, MatchId, PlayerId, TournamentId};
use super::language::Lang;

/// One match of a member's week.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WeekMatch {
    /// The match.
    pub match_id: MatchId,
    /// Its tournament's name.
    pub tournament: String,
    /// The other player's name.
    pub opponent: String,
    /// Its deadline.
    pub deadline: NaiveDate,
    /// Whether its deadline has passed (a late or overdue match, still to play).
    #[serde(default)]
    pub late: bool,
}

/// The table of notice words of `lang`. The tables fill the shape `words.rs` gives them; this
/// parent picks one, so neither side names the other.
fn words_of(lang: Lang) -> &'static words::Words {
    match lang {
        Lang::En => &texts_en::EN,
        Lang::Es => &texts_es::ES,
    }
}

/// One match of the morning's overdue list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LateMatch {
    /// The match.
    pub match_id: MatchId,
    /// Its tournament's name.
    pub tournament: String,
    /// "Ana vs Bea".
    pub players: String,
    /// Its deadline.
    pub deadline: NaiveDate,
}

/// A notice with the facts its words need; kept as JSON, so what was true when it was written
/// is what it says later.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "kind",
    rename_all = "snake_case",
    rename_all_fields = "camelCase"
)]
pub enum Notice {
    /// A draw with the member in it.
    DrawPublished {
        /// The tournament.
        tournament_id: TournamentId,
        /// Its name.
        tournament: String,
        /// The member's group ("Group A"), in a tournament with groups.
        group: Option<String>,
        /// The first opponent's name, once known.
        opponent: Option<String>,
        /// The first match's deadline.
        deadline: Option<NaiveDate>,
    },
    /// Monday's week.
    YourWeek {
        /// The matches due in the next 7 days, earliest deadline first.
        matches: Vec<WeekMatch>,
    },
    /// A result in the member's match, recorded by someone else.
    ResultReported {
        /// The tournament match.
        match_id: Option<MatchId>,
        /// Or the league match.
        league_match_id: Option<LeagueMatchId>,
        /// Who recorded it: the opponent's name, or null for the league password.
        by: Option<String>,
        /// The score, from the member's side.
        score: String,
        /// Whether it awaits the member's confirmation.
        awaiting: bool,
    },
    /// A league challenge.
    Challenged {
        /// The league match.
        league_match_id: LeagueMatchId,
        /// The challenger's name.
        challenger: String,
        /// Its date.
        date: NaiveDate,
    },
    /// A match scheduled or moved by the opponent.
    MatchScheduled {
        /// The match.
        match_id: MatchId,
        /// The opponent's name.
        opponent: String,
        /// The day.
        date: NaiveDate,
        /// The start time, `HH:MM`, if set.
        time: Option<String>,
        /// The court, if set.
        cancha: Option<String>,
    },
    /// A deadline tomorrow for an unplayed match without a date.
    DeadlineTomorrow {
        /// The match.
        match_id: MatchId,
        /// Its tournament's name.
        tournament: String,
        /// The opponent's name.
        opponent: String,
        /// The deadline.
        deadline: NaiveDate,
    },
    /// The member's signup was approved.
    SignupApproved {},
    /// The admin's: a signup waits.
    SignupWaiting {
        /// The pending player.
        player_id: PlayerId,
        /// Their name.
        name: String,
    },
    /// The admin's: a result was disputed.
    ResultDisputed {
        /// The tournament match.
        match_id: Option<MatchId>,
        /// Or the league match.
        league_match_id: Option<LeagueMatchId>,
        /// "Ana vs Bea".
        players: String,
        /// The reason given.
        reason: String,
    },
    /// The admin's: a player's walkover waits for a decision.
    WalkoverAwaiting {
        /// The match.
        match_id: MatchId,
        /// "Ana vs Bea".
        players: String,
    },
    /// The admin's: the morning's late and overdue matches.
    OverdueList {
        /// The matches, oldest deadline first.
        matches: Vec<LateMatch>,
    },
    /// The club settled a disputed result, corrected one, or recorded it (the admin's).
    ResultSettled {
        /// The tournament match.
        match_id: Option<MatchId>,
        /// Or the league match.
        league_match_id: Option<LeagueMatchId>,
        /// The tournament match's stage.
        stage: Option<Stage>,
        /// The opponent's name.
        opponent: String,
        /// The score, from the member's side.
        score: String,
        /// Whether the member won; none for a drawn league match.
        won: Option<bool>,
        /// The member's next match, when this result sends them on.
        next: Option<NextMatch>,
    },
    /// The club cleared the member's result: the match is to be played again, or a
    /// correction before it took the member's place in it.
    ResultCleared {
        /// The match.
        match_id: MatchId,
        /// Its stage.
        stage: Stage,
        /// Whom the member plays in it now and by when; none when they no longer play it.
        next: Option<NextMatch>,
    },
    /// The club recorded a walkover in the member's match (6-0, 6-0 W/O).
    WalkoverRecorded {
        /// The match.
        match_id: MatchId,
        /// Its stage.
        stage: Stage,
        /// The opponent's name.
        opponent: String,
        /// Whether the member won it.
        won: bool,
        /// The member's next match, when the walkover sends them on.
        next: Option<NextMatch>,
    },
    /// The club granted the member's match more days.
    ExtensionGranted {
        /// The match.
        match_id: MatchId,
        /// The opponent's name.
        opponent: String,
        /// The days granted now.
        days: i64,
        /// The last day to play it.
        until: NaiveDate,
    },
    /// The member qualified for the knockout.
    Qualified {
        /// The tournament.
        tournament_id: TournamentId,
        /// Its name.
        tournament: String,
        /// The member's first knockout match.
        next: NextMatch,
    },
    /// A correction gave the member a place in the knockout, or took it.
    QualificationChanged {
        /// The tournament.
        tournament_id: TournamentId,
        /// Its name.
        tournament: String,
        /// The member's first knockout match now; none when they lost their place.
        next: Option<NextMatch>,
    },
    /// The opponent confirmed the result the member reported.
    ResultConfirmed {
        /// The tournament match.
        match_id: Option<MatchId>,
        /// Or the league match.
        league_match_id: Option<LeagueMatchId>,
        /// The opponent's name.
        by: String,
        /// The score, from the member's side.
        score: String,
    },
    /// A sign-in link the member asked for (`POST /api/me/sign-in-link`).
    SignInLink {
        /// The link's secret, which goes in the page's fragment; the store forgets it once
        /// the email is sent (none then).
        token: Option<String>,
        /// When the link stops working, unix seconds.
        expires_at: i64,
    },
}

/// A notice's words in one language, and where the reader acts on it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Text {
    /// One line.
    pub title: String,
    /// A few lines.
    pub body: String,
    /// The site's page, such as `/me` or `/tournament/3`.
    pub link: String,
}

impl Notice {
    /// Its kind.
    pub fn kind(&self) -> NoticeKind {
        match self {
            Notice::DrawPublished { .. } => NoticeKind::DrawPublished,
            Notice::YourWeek { .. } => NoticeKind::YourWeek,
            Notice::ResultReported { .. } => NoticeKind::ResultReported,
            Notice::Challenged { .. } => NoticeKind::Challenged,
            Notice::MatchScheduled { .. } => NoticeKind::MatchScheduled,
            Notice::DeadlineTomorrow { .. } => NoticeKind::DeadlineTomorrow,
            Notice::SignupApproved {} => NoticeKind::SignupApproved,
            Notice::SignupWaiting { .. } => NoticeKind::SignupWaiting,
            Notice::ResultDisputed { .. } => NoticeKind::ResultDisputed,
            Notice::WalkoverAwaiting { .. } => NoticeKind::WalkoverAwaiting,
            Notice::OverdueList { .. } => NoticeKind::OverdueList,
            Notice::SignInLink { .. } => NoticeKind::SignInLink,
            Notice::ResultSettled { .. } => NoticeKind::ResultSettled,
            Notice::ResultCleared { .. } => NoticeKind::ResultCleared,
            Notice::WalkoverRecorded { .. } => NoticeKind::WalkoverRecorded,
            Notice::ExtensionGranted { .. } => NoticeKind::ExtensionGranted,
            Notice::Qualified { .. } => NoticeKind::Qualified,
            Notice::QualificationChanged { .. } => NoticeKind::QualificationChanged,
            Notice::ResultConfirmed { .. } => NoticeKind::ResultConfirmed,
        }
    }

    /// Whether it goes out even in quiet hours: a result that awaits the member's
    /// confirmation (their 48 hours are running), and a sign-in link asked for just now.
    pub fn is_urgent(&self) -> bool {
        matches!(
            self,
            Notice::ResultReported { awaiting: true, .. } | Notice::SignInLink { .. }
        )
    }

    /// The match it is about, `match:12` or `league_match:7`, for a notice that merges with
    /// the earlier one of its kind about that match (docs/rules.md#notices); none for the rest.
    pub fn subject(&self) -> Option<String> {
        match self {
            Notice::ResultReported {
                match_id,
                league_match_id,
                ..
            }
            | Notice::ResultDisputed {
                match_id,
                league_match_id,
                ..
            }
            | Notice::ResultSettled {
                match_id,
                league_match_id,
                ..
            }
            | Notice::ResultConfirmed {
                match_id,
                league_match_id,
                ..
            } => match (match_id, league_match_id) {
                (Some(id), _) => Some(format!("match:{id}")),
                (None, Some(id)) => Some(format!("league_match:{id}")),
                (None, None) => None,
            },
            Notice::MatchScheduled { match_id, .. }
            | Notice::DeadlineTomorrow { match_id, .. }
            | Notice::WalkoverAwaiting { match_id, .. }
            | Notice::ResultCleared { match_id, .. }
            | Notice::WalkoverRecorded { match_id, .. }
            | Notice::ExtensionGranted { match_id, .. } => Some(format!("match:{match_id}")),
            Notice::Challenged {
                league_match_id, ..
            } => Some(format!("league_match:{league_match_id}")),
            Notice::DrawPublished { .. }
            | Notice::YourWeek { .. }
            | Notice::SignupApproved {}
            | Notice::SignupWaiting { .. }
            | Notice::OverdueList { .. }
            | Notice::Qualified { .. }
            | Notice::QualificationChanged { .. }
            | Notice::SignInLink { .. } => None,
        }
    }

    /// The page where the reader acts on it.
    pub fn link(&self) -> String {
        match self {
            Notice::DrawPublished { tournament_id, .. }
            | Notice::Qualified { tournament_id, .. }
            | Notice::QualificationChanged { tournament_id, .. } => {
                format!("/tournament/{tournament_id}")
            }
            Notice::ResultReported {
                league_match_id: Some(_),
                ..
            }
            | Notice::ResultSettled {
                league_match_id: Some(_),
                ..
            }
            | Notice::ResultConfirmed {
                league_match_id: Some(_),
                ..
            }
            | Notice::Challenged { .. } => "/league".to_string(),
            Notice::YourWeek { .. }
            | Notice::ResultReported { .. }
            | Notice::MatchScheduled { .. }
            | Notice::DeadlineTomorrow { .. }
            | Notice::ResultSettled { .. }
            | Notice::ResultConfirmed { .. }
            | Notice::ResultCleared { .. }
            | Notice::WalkoverRecorded { .. }
            | Notice::ExtensionGranted { .. }
            | Notice::SignupApproved {} => "/me".to_string(),
            Notice::SignupWaiting { .. }
            | Notice::ResultDisputed { .. }
            | Notice::WalkoverAwaiting { .. }
            | Notice::OverdueList { .. } => "/admin".to_string(),
            Notice::SignInLink {
                token: Some(token), ..
            } => format!("/sign-in#{token}"),
            Notice::SignInLink { token: None, .. } => "/sign-in".to_string(),
        }
    }
}

/// Who of `concerned` is told of a write `actor` made: everyone concerned but the actor
/// (nobody is told of their own action), once each, in a stable order.
pub fn told(concerned: &[PlayerId], actor: Option<PlayerId>) -> Vec<PlayerId> {
    let mut told: Vec<PlayerId> = concerned
        .iter()
        .copied()
        .filter(|p| Some(*p) != actor)
        .collect();
    told.sort_unstable();
    told.dedup();
    told
}

#[cfg(test)]
#[path = "notices_tests.rs"]
mod tests;
