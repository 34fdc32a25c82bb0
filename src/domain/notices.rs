//! What the club tells its members and its admin (docs/rules.md#notices): the kinds of
//! notice, the facts each carries, its words in English and Spanish (Costa Rica) with the
//! link to the page where the reader acts, and the times of the club's calendar that decide
//! when it goes out (quiet hours, Monday's week, the morning) and when a failed delivery is
//! tried again. Pure: who is told is decided by the caller with [`told`], the store keeps
//! [`Notice`] as JSON.

use chrono::{DateTime, Duration, NaiveDate, NaiveTime, Timelike, Utc, Weekday};
use serde::{Deserialize, Serialize};

mod decided;

pub use decided::NextMatch;
use decided::{capital, next_sentence, your_stage};

use super::bracket::Stage;
use super::calendar::{CLUB_UTC_OFFSET_HOURS, club_instant, club_today};
use super::ids::{LeagueMatchId, MatchId, PlayerId, TournamentId};
use super::language::Lang;

/// A channel beyond the in-app list, which always has every notice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Channel {
    /// Email, when the operator configures a relay.
    Email,
    /// Web Push, to each device the member allowed.
    Push,
}

impl Channel {
    /// Both, email first.
    pub const ALL: [Channel; 2] = [Channel::Email, Channel::Push];

    /// `email` or `push`, as stored and sent.
    pub fn as_str(self) -> &'static str {
        match self {
            Channel::Email => "email",
            Channel::Push => "push",
        }
    }

    /// The channel a stored name names.
    pub fn parse(text: &str) -> Option<Channel> {
        Channel::ALL.into_iter().find(|c| c.as_str() == text)
    }
}

/// What a notice is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NoticeKind {
    /// A draw was published with the member in it.
    DrawPublished,
    /// Monday's list of the member's matches due in the next 7 days.
    YourWeek,
    /// The opponent (or the league password) recorded a result in the member's match.
    ResultReported,
    /// Someone challenged the member in the league.
    Challenged,
    /// The opponent set or moved when the member's match is played.
    MatchScheduled,
    /// An unplayed match without a date is due tomorrow.
    DeadlineTomorrow,
    /// The admin approved the member's signup.
    SignupApproved,
    /// The admin's: a signup waits for approval.
    SignupWaiting,
    /// The admin's: a result was disputed.
    ResultDisputed,
    /// The admin's: a walkover a player reported waits for a decision.
    WalkoverAwaiting,
    /// The admin's: this morning's late and overdue matches.
    OverdueList,
    /// The club settled, corrected or recorded the member's result.
    ResultSettled,
    /// The club cleared the member's result (reopened it, or a correction before it did).
    ResultCleared,
    /// The club recorded a walkover in the member's match.
    WalkoverRecorded,
    /// The club granted the member's match more days.
    ExtensionGranted,
    /// The member qualified for a tournament's knockout.
    Qualified,
    /// A correction gave the member a knockout place, or took it away.
    QualificationChanged,
    /// The opponent confirmed the result the member reported (in the app only, unless the
    /// member turns email or push on).
    ResultConfirmed,
    /// A one-time sign-in link the member asked for by email. Email only: it is not in the
    /// in-app list, has no switch, and ignores quiet hours (it was asked for just now).
    SignInLink,
}

impl NoticeKind {
    /// The kinds a member is told, in the order `/me` lists their switches.
    pub const MEMBER: [NoticeKind; 14] = [
        NoticeKind::DrawPublished,
        NoticeKind::YourWeek,
        NoticeKind::ResultReported,
        NoticeKind::ResultConfirmed,
        NoticeKind::Challenged,
        NoticeKind::MatchScheduled,
        NoticeKind::DeadlineTomorrow,
        NoticeKind::SignupApproved,
        NoticeKind::ResultSettled,
        NoticeKind::ResultCleared,
        NoticeKind::WalkoverRecorded,
        NoticeKind::ExtensionGranted,
        NoticeKind::Qualified,
        NoticeKind::QualificationChanged,
    ];
    /// The admin's kinds.
    pub const ADMIN: [NoticeKind; 4] = [
        NoticeKind::SignupWaiting,
        NoticeKind::ResultDisputed,
        NoticeKind::WalkoverAwaiting,
        NoticeKind::OverdueList,
    ];

    /// The kinds that are neither a member's switches nor the admin's: asked for, sent by
    /// email only.
    pub const ASKED: [NoticeKind; 1] = [NoticeKind::SignInLink];

    /// The kind's stored name, such as `draw_published`.
    pub fn as_str(self) -> &'static str {
        match self {
            NoticeKind::DrawPublished => "draw_published",
            NoticeKind::YourWeek => "your_week",
            NoticeKind::ResultReported => "result_reported",
            NoticeKind::Challenged => "challenged",
            NoticeKind::MatchScheduled => "match_scheduled",
            NoticeKind::DeadlineTomorrow => "deadline_tomorrow",
            NoticeKind::SignupApproved => "signup_approved",
            NoticeKind::SignupWaiting => "signup_waiting",
            NoticeKind::ResultDisputed => "result_disputed",
            NoticeKind::WalkoverAwaiting => "walkover_awaiting",
            NoticeKind::OverdueList => "overdue_list",
            NoticeKind::SignInLink => "sign_in_link",
            NoticeKind::ResultSettled => "result_settled",
            NoticeKind::ResultCleared => "result_cleared",
            NoticeKind::WalkoverRecorded => "walkover_recorded",
            NoticeKind::ExtensionGranted => "extension_granted",
            NoticeKind::Qualified => "qualified",
            NoticeKind::QualificationChanged => "qualification_changed",
            NoticeKind::ResultConfirmed => "result_confirmed",
        }
    }

    /// Whether `channel` carries it for a member who never chose: every kind goes by email
    /// and push but `result_confirmed`, which the app's list alone tells unless the member
    /// turns it on (decisions §13).
    pub fn on_by_default(self, _channel: Channel) -> bool {
        self != NoticeKind::ResultConfirmed
    }

    /// The kind a stored name names.
    pub fn parse(text: &str) -> Option<NoticeKind> {
        NoticeKind::MEMBER
            .into_iter()
            .chain(NoticeKind::ADMIN)
            .chain(NoticeKind::ASKED)
            .find(|k| k.as_str() == text)
    }

    /// Whether it is the admin's (told in the console, not to a member).
    pub fn is_admin(self) -> bool {
        NoticeKind::ADMIN.contains(&self)
    }

    /// Whether the member has a switch for it (`/me`), which email and push follow, and a
    /// one-click unsubscribe in its emails.
    pub fn is_switchable(self) -> bool {
        NoticeKind::MEMBER.contains(&self)
    }
}

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

    /// Its words in `lang`, with its link.
    pub fn text(&self, lang: Lang) -> Text {
        let es = lang == Lang::Es;
        let pick = |en: String, es_text: String| if es { es_text } else { en };
        let (title, body) = match self {
            Notice::DrawPublished {
                tournament,
                group,
                opponent,
                deadline,
                ..
            } => {
                let mut en = vec![format!("You play in {tournament}.")];
                let mut sp = vec![format!("Usted juega en {tournament}.")];
                if let Some(group) = group {
                    en.push(format!("Your group: {group}."));
                    sp.push(format!("Su grupo: {}.", group_es(group)));
                }
                if let Some(opponent) = opponent {
                    en.push(format!("Your first opponent: {opponent}."));
                    sp.push(format!("Su primer rival: {opponent}."));
                }
                if let Some(day) = deadline {
                    en.push(format!("Play it by {}.", day_text(*day, Lang::En)));
                    sp.push(format!(
                        "Juéguelo a más tardar el {}.",
                        day_text(*day, Lang::Es)
                    ));
                }
                (
                    pick(
                        format!("The draw of {tournament} is out"),
                        format!("Salió el sorteo de {tournament}"),
                    ),
                    pick(en.join(" "), sp.join(" ")),
                )
            }
            Notice::YourWeek { matches } => {
                let lines = |lang: Lang| {
                    matches
                        .iter()
                        .map(|m| {
                            let by = match (lang, m.late) {
                                (Lang::Es, false) => "a más tardar el",
                                (Lang::Es, true) => "atrasado, venció el",
                                (Lang::En, false) => "by",
                                (Lang::En, true) => "late, its deadline was",
                            };
                            let vs = if lang == Lang::Es { "contra" } else { "vs" };
                            format!(
                                "• {vs} {} ({}), {by} {}",
                                m.opponent,
                                m.tournament,
                                day_text(m.deadline, lang)
                            )
                        })
                        .collect::<Vec<_>>()
                        .join("\n")
                };
                let n = matches.len();
                (
                    pick(
                        if n == 1 {
                            "Your match this week".to_string()
                        } else {
                            format!("Your {n} matches this week")
                        },
                        if n == 1 {
                            "Su partido de esta semana".to_string()
                        } else {
                            format!("Sus {n} partidos de esta semana")
                        },
                    ),
                    pick(lines(Lang::En), lines(Lang::Es)),
                )
            }
            Notice::ResultReported {
                by,
                score,
                awaiting,
                ..
            } => {
                let who_en = by.clone().unwrap_or_else(|| "The league".to_string());
                let who_es = by.clone().unwrap_or_else(|| "La liga".to_string());
                let mut en = format!("{who_en} recorded {score}.");
                let mut sp = format!("{who_es} anotó {score}.");
                if *awaiting {
                    en.push_str(" Confirm it or dispute it within 48 hours.");
                    sp.push_str(" Confírmelo o dispútelo en las próximas 48 horas.");
                }
                (
                    pick(
                        "A result in your match".to_string(),
                        "Un resultado en su partido".to_string(),
                    ),
                    pick(en, sp),
                )
            }
            Notice::Challenged {
                challenger, date, ..
            } => (
                pick(
                    format!("{challenger} challenged you"),
                    format!("{challenger} lo desafió"),
                ),
                pick(
                    format!("A league match on {}.", day_text(*date, Lang::En)),
                    format!("Un partido de liga el {}.", day_text(*date, Lang::Es)),
                ),
            ),
            Notice::MatchScheduled {
                opponent,
                date,
                time,
                cancha,
                ..
            } => {
                let at = |lang: Lang| {
                    let mut text = day_text(*date, lang);
                    if let Some(time) = time {
                        text.push_str(&format!(", {time}"));
                    }
                    if let Some(cancha) = cancha {
                        let court = if lang == Lang::Es { "cancha" } else { "court" };
                        text.push_str(&format!(", {court} {cancha}"));
                    }
                    text
                };
                (
                    pick(
                        format!("{opponent} set your match"),
                        format!("{opponent} programó su partido"),
                    ),
                    pick(
                        format!("You play on {}.", at(Lang::En)),
                        format!("Juegan el {}.", at(Lang::Es)),
                    ),
                )
            }
            Notice::DeadlineTomorrow {
                tournament,
                opponent,
                deadline,
                ..
            } => (
                pick(
                    "Your match is due tomorrow".to_string(),
                    "Su partido vence mañana".to_string(),
                ),
                pick(
                    format!(
                        "Play {opponent} ({tournament}) by {}, or agree on a date.",
                        day_text(*deadline, Lang::En)
                    ),
                    format!(
                        "Juegue contra {opponent} ({tournament}) a más tardar el {}, o pónganse \
                         de acuerdo en una fecha.",
                        day_text(*deadline, Lang::Es)
                    ),
                ),
            ),
            Notice::SignupApproved {} => (
                pick(
                    "Welcome to the club".to_string(),
                    "Bienvenido al club".to_string(),
                ),
                pick(
                    "The admin approved your signup.".to_string(),
                    "El administrador aprobó su inscripción.".to_string(),
                ),
            ),
            Notice::SignupWaiting { name, .. } => (
                pick(format!("{name} signed up"), format!("{name} se inscribió")),
                pick(
                    "Approve or reject the signup.".to_string(),
                    "Apruebe o rechace la inscripción.".to_string(),
                ),
            ),
            Notice::ResultDisputed {
                players, reason, ..
            } => (
                pick(
                    format!("Result disputed: {players}"),
                    format!("Resultado en disputa: {}", pairing_es(players)),
                ),
                reason.clone(),
            ),
            Notice::WalkoverAwaiting { players, .. } => (
                pick(
                    format!("Walkover to decide: {players}"),
                    format!("W.O. por decidir: {}", pairing_es(players)),
                ),
                pick(
                    "A player reported a walkover; confirm it or record the right result."
                        .to_string(),
                    "Un jugador reportó un W.O.; confírmelo o registre el resultado correcto."
                        .to_string(),
                ),
            ),
            Notice::OverdueList { matches } => {
                let n = matches.len();
                let lines = |lang: Lang| {
                    matches
                        .iter()
                        .map(|m| {
                            let players = match lang {
                                Lang::Es => pairing_es(&m.players),
                                Lang::En => m.players.clone(),
                            };
                            let deadline = match lang {
                                Lang::Es => "fecha límite",
                                Lang::En => "deadline",
                            };
                            format!(
                                "• {players} ({}), {deadline} {}",
                                m.tournament,
                                day_text(m.deadline, lang)
                            )
                        })
                        .collect::<Vec<_>>()
                        .join("\n")
                };
                (
                    pick(
                        if n == 1 {
                            "1 match is late".to_string()
                        } else {
                            format!("{n} matches are late")
                        },
                        if n == 1 {
                            "1 partido atrasado".to_string()
                        } else {
                            format!("{n} partidos atrasados")
                        },
                    ),
                    pick(lines(Lang::En), lines(Lang::Es)),
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
                let said = |lang: Lang| {
                    let stage = capital(&your_stage(stage, lang));
                    let mut text = match (lang, won) {
                        (Lang::En, Some(true)) => {
                            format!("{stage} against {opponent}: {score}, you won.")
                        }
                        (Lang::En, Some(false)) => {
                            format!("{stage} against {opponent}: {score}, you lost.")
                        }
                        (Lang::En, None) => format!("{stage} against {opponent}: {score}, a draw."),
                        (Lang::Es, Some(true)) => {
                            format!("{stage} contra {opponent}: {score}, usted ganó.")
                        }
                        (Lang::Es, Some(false)) => {
                            format!("{stage} contra {opponent}: {score}, usted perdió.")
                        }
                        (Lang::Es, None) => format!("{stage} contra {opponent}: {score}, empate."),
                    };
                    if let Some(next) = next {
                        text.push(' ');
                        text.push_str(&next_sentence(next, lang, true));
                    }
                    text
                };
                (
                    pick(
                        "The club decided your result".to_string(),
                        "El club decidió su resultado".to_string(),
                    ),
                    pick(said(Lang::En), said(Lang::Es)),
                )
            }
            Notice::ResultCleared { stage, next, .. } => {
                let body = |lang: Lang| match (next, lang) {
                    (Some(next), _) => next_sentence(next, lang, true),
                    (None, Lang::En) => {
                        "A correction in an earlier round means you no longer play it.".to_string()
                    }
                    (None, Lang::Es) => {
                        "Una corrección en una ronda anterior hace que usted ya no lo juegue."
                            .to_string()
                    }
                };
                (
                    pick(
                        format!(
                            "{} result was cleared",
                            capital(&your_stage(Some(*stage), Lang::En))
                        ),
                        format!(
                            "Se anuló el resultado de {}",
                            your_stage(Some(*stage), Lang::Es)
                        ),
                    ),
                    pick(body(Lang::En), body(Lang::Es)),
                )
            }
            Notice::WalkoverRecorded {
                stage,
                opponent,
                won,
                next,
                ..
            } => {
                let body = |lang: Lang| {
                    let mut text = match (lang, won) {
                        (Lang::En, true) => {
                            format!("You won against {opponent} by walkover (6-0, 6-0).")
                        }
                        (Lang::En, false) => format!("{opponent} won by walkover (6-0, 6-0)."),
                        (Lang::Es, true) => {
                            format!("Usted le ganó a {opponent} por W.O. (6-0, 6-0).")
                        }
                        (Lang::Es, false) => format!("{opponent} ganó por W.O. (6-0, 6-0)."),
                    };
                    if let Some(next) = next {
                        text.push(' ');
                        text.push_str(&next_sentence(next, lang, false));
                    }
                    text
                };
                (
                    pick(
                        format!(
                            "Walkover recorded in {}",
                            your_stage(Some(*stage), Lang::En)
                        ),
                        format!("W.O. registrado en {}", your_stage(Some(*stage), Lang::Es)),
                    ),
                    pick(body(Lang::En), body(Lang::Es)),
                )
            }
            Notice::ExtensionGranted {
                opponent,
                days,
                until,
                ..
            } => (
                pick(
                    match days {
                        1 => "1 more day for your match".to_string(),
                        n => format!("{n} more days for your match"),
                    },
                    match days {
                        1 => "1 día más para su partido".to_string(),
                        n => format!("{n} días más para su partido"),
                    },
                ),
                pick(
                    format!("Play {opponent} by {}.", day_text(*until, Lang::En)),
                    format!(
                        "Juegue contra {opponent} a más tardar el {}.",
                        day_text(*until, Lang::Es)
                    ),
                ),
            ),
            Notice::Qualified {
                tournament, next, ..
            } => (
                pick(
                    format!("You qualified in {tournament}"),
                    format!("Usted clasificó en {tournament}"),
                ),
                pick(
                    next_sentence(next, Lang::En, false),
                    next_sentence(next, Lang::Es, false),
                ),
            ),
            Notice::QualificationChanged {
                tournament, next, ..
            } => match next {
                Some(next) => (
                    pick(
                        format!("A correction put you in the knockout of {tournament}"),
                        format!("Una corrección lo pone en la fase final de {tournament}"),
                    ),
                    pick(
                        next_sentence(next, Lang::En, false),
                        next_sentence(next, Lang::Es, false),
                    ),
                ),
                None => (
                    pick(
                        format!("A correction took your knockout place in {tournament}"),
                        format!(
                            "Una corrección le quitó su lugar en la fase final de {tournament}"
                        ),
                    ),
                    pick(
                        "The club corrected a group result: you no longer qualify.".to_string(),
                        "El club corrigió un resultado de grupo: usted ya no clasifica."
                            .to_string(),
                    ),
                ),
            },
            Notice::ResultConfirmed { by, score, .. } => (
                pick(
                    format!("{by} confirmed your result"),
                    format!("{by} confirmó su resultado"),
                ),
                pick(
                    format!("{score}. It counts now."),
                    format!("{score}. Ya cuenta."),
                ),
            ),
            Notice::SignInLink { .. } => (
                pick(
                    "Your sign-in link".to_string(),
                    "Su enlace para entrar".to_string(),
                ),
                pick(
                    "Open the link below to sign in to the club's app. It works once, within 7 \
                     days. If you did not ask for it, ignore this email."
                        .to_string(),
                    "Abra el enlace de abajo para entrar a la aplicación del club. Sirve una vez, \
                     durante 7 días. Si usted no lo pidió, ignore este correo."
                        .to_string(),
                ),
            ),
        };
        Text {
            title,
            body,
            link: self.link(),
        }
    }
}

/// "Group A" in Spanish: "Grupo A"; another name stays as it is.
fn group_es(name: &str) -> String {
    match name.strip_prefix("Group ") {
        Some(letter) => format!("Grupo {letter}"),
        None => name.to_string(),
    }
}

/// A pairing as Spanish writes it: the stored "Ana vs Bea" (the admin's notices keep the two
/// names joined so, as English writes them) reads "Ana vs. Bea", as the app's Spanish does.
fn pairing_es(players: &str) -> String {
    players.replacen(" vs ", " vs. ", 1)
}

/// A club date in words: "Mon 7 Dec" or "lun 7 dic".
pub fn day_text(day: NaiveDate, lang: Lang) -> String {
    use chrono::Datelike;
    const EN_DAYS: [&str; 7] = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
    const ES_DAYS: [&str; 7] = ["lun", "mar", "mié", "jue", "vie", "sáb", "dom"];
    const EN_MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    const ES_MONTHS: [&str; 12] = [
        "ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic",
    ];
    let weekday = day.weekday().num_days_from_monday() as usize;
    let month = day.month0() as usize;
    match lang {
        Lang::En => format!("{} {} {}", EN_DAYS[weekday], day.day(), EN_MONTHS[month]),
        Lang::Es => format!("{} {} {}", ES_DAYS[weekday], day.day(), ES_MONTHS[month]),
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

/// When quiet hours end and the club's morning begins: 07:00 club time.
pub const MORNING: NaiveTime = match NaiveTime::from_hms_opt(7, 0, 0) {
    Some(t) => t,
    None => panic!("07:00 is a time"),
};
/// When quiet hours begin: 21:00 club time.
pub const QUIET_FROM_HOUR: u32 = 21;

/// The club's time of day at `now`.
fn club_time(now: DateTime<Utc>) -> NaiveTime {
    (now + Duration::hours(i64::from(CLUB_UTC_OFFSET_HOURS))).time()
}

/// When a notice written at `now` may go out by email or push: at once, or at 07:00 club time
/// if `now` falls in quiet hours [21:00, 07:00); an urgent one ([`Notice::is_urgent`]) at
/// once. Unix seconds.
pub fn deliver_at(now: DateTime<Utc>, urgent: bool) -> i64 {
    let time = club_time(now);
    let today = club_today(now);
    if urgent {
        now.timestamp()
    } else if time.hour() >= QUIET_FROM_HOUR {
        club_instant(today + Duration::days(1), MORNING)
    } else if time < MORNING {
        club_instant(today, MORNING)
    } else {
        now.timestamp()
    }
}

/// The club date whose morning notices are due at `now`: today once it is 07:00 club time,
/// none before.
pub fn morning_of(now: DateTime<Utc>) -> Option<NaiveDate> {
    (club_time(now) >= MORNING).then(|| club_today(now))
}

/// Whether `day` is the Monday the week's notices go out on.
pub fn is_week_day(day: NaiveDate) -> bool {
    use chrono::Datelike;
    day.weekday() == Weekday::Mon
}

/// The first wait before a failed delivery is tried again; each failure doubles it.
pub const FIRST_RETRY_SECS: i64 = 30;
/// The longest wait between two tries.
pub const LONGEST_RETRY_SECS: i64 = 4 * 3600;
/// How long a delivery is tried, from when it was written.
pub const GIVE_UP_AFTER_SECS: i64 = 24 * 3600;

/// When a delivery written at `created_at` that has now failed `attempts` times (at least 1)
/// is tried next: 30 s after the first failure, doubling up to 4 hours; none once that would
/// be 24 hours after it was written (it has failed for good). Unix seconds.
pub fn retry_at(created_at: i64, attempts: u32, now: i64) -> Option<i64> {
    retry_no_sooner(created_at, attempts, now, 0)
}

/// [`retry_at`], when the far end asked to be left alone for `wait_secs` at least (a push
/// service's `Retry-After`): the later of the two, and none once that is past the 24 hours.
pub fn retry_no_sooner(created_at: i64, attempts: u32, now: i64, wait_secs: i64) -> Option<i64> {
    let doublings = attempts.saturating_sub(1).min(20);
    let backoff = (FIRST_RETRY_SECS << doublings).min(LONGEST_RETRY_SECS);
    let next = now + backoff.max(wait_secs);
    (next <= created_at + GIVE_UP_AFTER_SECS).then_some(next)
}

#[cfg(test)]
#[path = "notices_tests.rs"]
mod tests;
