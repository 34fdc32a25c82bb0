//! What the cache knows of the API, in two tables read together: [`ROUTES`] says what each
//! GET route's answer depends on and which query parameters it takes; [`bumps`] says which
//! of those dependencies each kind of write changes. A kept answer is stale once a write has
//! bumped one of its route's tags, and only then.

use axum::http::Uri;
use chrono::NaiveDate;

use crate::club::{Change, ChangeKind, Error};
use crate::domain::ids::TournamentId;
use crate::domain::season::Season;

/// A part of the club's data that answers are computed from. Each has a revision in memory,
/// raised by the writes that change it ([`bumps`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tag {
    /// The tournament list: names, statuses, dates, entrant counts, champions, and whether a
    /// schedule or results exist.
    Tournaments,
    /// One tournament: its detail, schedule, groups, tables and progress.
    Tournament(TournamentId),
    /// The league's matches.
    League,
    /// Ranking points and match records: the ranking, the players and their profiles, the
    /// season archive, a tournament's entrants and the challenge range.
    Rankings,
    /// Players' names and pictures, which every answer about the club's data shows; so a
    /// write that bumps it makes every such answer stale.
    Players,
}

/// What a route's answer depends on, as [`ROUTES`] names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dep {
    /// [`Tag::Tournaments`].
    Tournaments,
    /// [`Tag::Tournament`] of the tournament in the path (`{id}`).
    ThisTournament,
    /// [`Tag::League`].
    League,
    /// [`Tag::Rankings`].
    Rankings,
    /// [`Tag::Players`].
    Players,
}

/// How a GET route's answers are cached.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Caching {
    /// Never kept.
    Never,
    /// Kept until a write bumps one of these; with none, until evicted or the season turns.
    Kept(&'static [Dep]),
}

/// One GET route of the API.
#[derive(Debug)]
pub struct Route {
    /// The route's template, as the router matched it (`/api/players/{id}`).
    pub path: &'static str,
    /// The query parameters it takes; any other is refused.
    pub params: &'static [&'static str],
    /// Whether and until when its answers are kept.
    pub caching: Caching,
}

const fn route(path: &'static str, params: &'static [&'static str], caching: Caching) -> Route {
    Route {
        path,
        params,
        caching,
    }
}

use Caching::{Kept, Never};
use Dep::{League, Players, Rankings, ThisTournament, Tournaments};

const NONE: &[&str] = &[];
const SEASON: &[&str] = &["season"];
/// The ranking's: the season, and the general or the doubles one.
const RANKING: &[&str] = &["season", "discipline"];
/// Answers that are the same until the season turns: they hold no club data.
const FIXED: Caching = Kept(&[]);
/// Answers carrying ranking points or match records.
const RANKED: Caching = Kept(&[Rankings, Players]);
/// A player's matches: their results and records, tournaments' names, the league.
const HISTORY: Caching = Kept(&[Tournaments, League, Rankings, Players]);
/// One tournament's own tables: another tournament, the league or the ranking cannot move them.
const TOURNAMENT: Caching = Kept(&[ThisTournament, Players]);

/// Every GET route of the API (a test checks this against the router): the query
/// parameters it takes and what its answer depends on.
#[rustfmt::skip]
pub const ROUTES: [Route; 51] = [
    //     route                                 query parameters      depends on
    route("/api/health",                         NONE,                 Never), // the clock
    route("/api/features",                       NONE,                 FIXED), // set as the server starts
    route("/api/admin/status",                   NONE,                 FIXED), // without a live session
    route("/api/openapi.json",                   NONE,                 FIXED),
    route("/api/players",                        SEASON,               RANKED),
    route("/api/players/{id}",                   SEASON,               RANKED),
    route("/api/players/{id}/profile",           SEASON,               RANKED),
    route("/api/players/{id}/avatar",            &["v"],               Kept(&[Players])),
    route("/api/players/{id}/matches",           &["kind", "season", "limit", "offset"], HISTORY),
    route("/api/players/{a}/head-to-head/{b}",   NONE,                 HISTORY),
    route("/api/players/{id}/ranking-history",   SEASON,               HISTORY),
    route("/api/rankings",                       RANKING,              RANKED),
    route("/api/seasons",                        NONE,                 RANKED),
    route("/api/invitations",                    NONE,                 Never), // the admin's, and the clock
    route("/api/invitations/{key}",              NONE,                 Never), // the clock
    route("/api/tournaments",                    NONE,                 Kept(&[Tournaments, Players])),
    route("/api/tournaments/formats",            NONE,                 FIXED),
    route("/api/tournaments/draw-plan",          &["tournamentType", "playerCount"], FIXED),
    route("/api/tournaments/{id}",               NONE,                 TOURNAMENT),
    route("/api/tournaments/{id}/matches",       NONE,                 TOURNAMENT),
    route("/api/tournaments/{id}/groups",        NONE,                 TOURNAMENT),
    route("/api/tournaments/{id}/group-players", NONE,                 TOURNAMENT),
    route("/api/tournaments/{id}/progress",      NONE,                 TOURNAMENT),
    route("/api/tournaments/{id}/players",       SEASON,               Kept(&[ThisTournament, Rankings, Players])),
    route("/api/tournaments/{id}/deletion",      NONE,                 Never), // the admin's
    route("/api/scores/check",                   &["score", "winner"], Never), // pure and cheap
    route("/api/league/matches",                 &["limit", "offset", "player", "status"],
                                                                       Kept(&[League, Players])),
    route("/api/league/matches/{id}/history",    NONE,                 Never), // the admin's
    route("/api/league/history",                 &["limit", "offset"], Never), // the admin's
    route("/api/league/range/{player_id}",       NONE,                 RANKED),
    route("/api/league/options",                 NONE,                 FIXED),
    route("/api/this-week",                      NONE,                 Never), // the clock
    route("/api/today",                          NONE,                 Kept(&[Tournaments, League, Players])), // and the day
    route("/api/events",                         &["since"],           Never), // a stream
    route("/api/tournaments/{id}/calendar.ics",  &["lang"],            TOURNAMENT),
    route("/api/players/{id}/calendar.ics",      &["lang"],            Kept(&[Tournaments, League, Players])),
    route("/api/admin/fees",                     SEASON,               Never), // the admin's
    route("/api/admin/eligibility",              &["players", "startDate"], Never), // the admin's
    route("/api/admin/disputes",                 NONE,                 Never), // the admin's
    route("/api/admin/overdue",                  NONE,                 Never), // the admin's
    route("/api/admin/audit",                    &["subject", "limit", "offset"], Never), // the admin's
    route("/api/me",                             NONE,                 Never), // the member's own
    route("/api/me/overview",                    NONE,                 Never), // the member's own
    route("/api/me/sessions",                    NONE,                 Never), // the member's own
    route("/api/me/notices",                     &["limit", "offset", "lang"], Never), // the member's own
    route("/api/me/notices/live",                NONE,                 Never), // a stream
    route("/api/me/notice-preferences",          NONE,                 Never), // the member's own
    route("/api/admin/notices",                  &["limit", "offset", "lang"], Never), // the admin's
    route("/api/admin/deliveries",               NONE,                 Never), // the admin's
    route("/api/push/public-key",                NONE,                 FIXED), // never changes
    route("/api/unsubscribe/{token}",            NONE,                 Never), // one member's
];

/// The routes whose answers carry a match's `timing` or the club's day: kept per club date,
/// so club midnight turns them with no write (docs/rules.md#deadlines).
pub const DATED: &[&str] = &["/api/tournaments/{id}/matches", "/api/today"];

/// The tags a committed change bumps: every kept answer that depends on one of them is
/// stale from then on. Whether the change touched a draft only is ignored: drafts are rare,
/// and making a few answers stale for nothing never serves a wrong one.
pub fn bumps(change: &Change) -> Vec<Tag> {
    use ChangeKind::*;
    // A change that names no tournament could be any of them: make everything stale.
    let tournament = change.tournament_id.map_or(Tag::Players, Tag::Tournament);
    match change.kind {
        // The list shows counts, flags and champions; entering and results carry points.
        // The league's list and the other tournaments stay as they were.
        TournamentCreated | TournamentEdited | TournamentDeleted | MatchesGenerated
        | MatchResult => vec![Tag::Tournaments, tournament, Tag::Rankings],
        // When and where a match is played shows in its tournament's tables, the day's list
        // and the players' calendars; no points move.
        MatchScheduled => vec![tournament, Tag::Tournaments],
        // A result's confirmation shows on its match alone: no table, point or list moves.
        ResultAnswered => vec![change.tournament_id.map_or(Tag::League, Tag::Tournament)],
        // A pending match carries no points and shows in no record: only the list moves.
        LeagueMatchCreated | LeagueMatchCancelled => vec![Tag::League],
        // A score carries points; no tournament's bracket moves. So does deleting a played match.
        LeagueScore | LeagueMatchDeleted => vec![Tag::League, Tag::Rankings],
        // A new player joins the lists of players and the ladder; nobody else's name moves.
        PlayerAdded => vec![Tag::Rankings],
        // A name, a picture or points that may show anywhere: everything.
        PlayerEdited | PlayerDeleted | PlayerApproved => vec![Tag::Players, Tag::Rankings],
        // Pending players are the admin's alone, and the admin never reads from the cache.
        PlayerSignedUp | PlayerRejected => vec![],
        // Invitations and fees are never cached.
        InvitationCreated | InvitationRevoked | FeesChanged => vec![],
    }
}

/// The route of `template`.
pub fn find(template: &str) -> Option<&'static Route> {
    ROUTES.iter().find(|route| route.path == template)
}

/// The GET route a request `path` reaches, as the router matches it (a literal segment
/// before a parameter: `/api/tournaments/formats` is not a tournament), and its path
/// parameters by name, percent-decoded as the handlers read them.
pub fn matched(path: &str) -> Option<(&'static Route, Vec<(&'static str, String)>)> {
    let segments: Vec<&str> = path.split('/').collect();
    ROUTES
        .iter()
        .filter_map(|route| {
            let template: Vec<&'static str> = route.path.split('/').collect();
            if template.len() != segments.len() {
                return None;
            }
            let mut params = Vec::new();
            for (expected, given) in template.into_iter().zip(&segments) {
                match expected.strip_prefix('{').and_then(|s| s.strip_suffix('}')) {
                    Some(name) if !given.is_empty() => params.push((name, percent_decoded(given)?)),
                    Some(_) => return None,
                    None if expected == *given => {}
                    None => return None,
                }
            }
            Some((route, params))
        })
        .min_by_key(|(_, params)| params.len())
}

/// A path segment with its `%XX` escapes decoded; `None` when that is not UTF-8.
fn percent_decoded(segment: &str) -> Option<String> {
    let bytes = segment.as_bytes();
    let mut decoded = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let escaped = (bytes[i] == b'%')
            .then(|| bytes.get(i + 1..i + 3))
            .flatten()
            .and_then(|hex| std::str::from_utf8(hex).ok())
            .and_then(|hex| u8::from_str_radix(hex, 16).ok());
        match escaped {
            Some(byte) => {
                decoded.push(byte);
                i += 3;
            }
            None => {
                decoded.push(bytes[i]);
                i += 1;
            }
        }
    }
    String::from_utf8(decoded).ok()
}

/// The ids among path parameters, by name; `None` when one is not a number (the handler
/// answers 404 for it, cheaply).
pub fn ids(params: &[(&'static str, String)]) -> Option<Vec<(String, i64)>> {
    params
        .iter()
        .map(|(name, value)| value.parse().ok().map(|id| (name.to_string(), id)))
        .collect()
}

impl Route {
    /// The request's query parameters, the known ones only and sorted by name (the values
    /// of a repeated name keep their order); an unknown one is refused, so that made-up
    /// parameters cannot make every request a new answer.
    pub fn known_query(&self, uri: &Uri) -> Result<Vec<(String, String)>, Error> {
        let axum::extract::Query(mut pairs) =
            axum::extract::Query::<Vec<(String, String)>>::try_from_uri(uri).map_err(|err| {
                Error::bad_request(
                    "query_invalid",
                    format!("Invalid query string: {}", err.body_text()),
                )
            })?;
        if let Some((unknown, _)) = pairs
            .iter()
            .find(|(name, _)| !self.params.contains(&name.as_str()))
        {
            let known = match self.params {
                [] => "it takes none".to_string(),
                params => format!(
                    "it takes {}",
                    params
                        .iter()
                        .map(|p| format!("`{p}`"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            };
            return Err(Error::bad_request(
                "unknown_parameter",
                format!(
                    "Unknown query parameter `{unknown}` for {}: {known}.",
                    self.path
                ),
            ));
        }
        pairs.sort_by(|a, b| a.0.cmp(&b.0));
        Ok(pairs)
    }

    /// The tags of an answer of this route, whose path parameters are `ids`.
    pub fn tags(&self, ids: &[(String, i64)]) -> Vec<Tag> {
        let Kept(deps) = self.caching else {
            return Vec::new();
        };
        deps.iter()
            .map(|dep| match dep {
                Dep::Tournaments => Tag::Tournaments,
                // The tables name their tournament `{id}`; without it, any tournament.
                Dep::ThisTournament => ids
                    .iter()
                    .find(|(name, _)| name == "id")
                    .map_or(Tag::Tournaments, |&(_, id)| {
                        Tag::Tournament(TournamentId(id))
                    }),
                Dep::League => Tag::League,
                Dep::Rankings => Tag::Rankings,
                Dep::Players => Tag::Players,
            })
            .collect()
    }

    /// The key of an answer: the path with its ids written plainly (`/api/players/007` is
    /// `/api/players/7`), the known query parameters in order, and the season under way on
    /// the club date `today`, since the same request answers for another season once the year
    /// turns; for the [`DATED`] routes, the date itself.
    pub fn key(
        &self,
        ids: &[(String, i64)],
        query: &[(String, String)],
        today: NaiveDate,
    ) -> String {
        let season = Season::of(today);
        let mut key = String::with_capacity(self.path.len() + 32);
        for segment in self.path.split('/').skip(1) {
            key.push('/');
            match segment.strip_prefix('{').and_then(|s| s.strip_suffix('}')) {
                Some(name) => match ids.iter().find(|(n, _)| n == name) {
                    Some((_, id)) => key.push_str(&id.to_string()),
                    None => key.push_str(segment),
                },
                None => key.push_str(segment),
            }
        }
        // Debug-quoted values cannot run into one another.
        let mut separator = '?';
        for (name, value) in query {
            key.push_str(&format!("{separator}{name}={value:?}"));
            separator = '&';
        }
        key.push_str(&format!(" season={season}"));
        if DATED.contains(&self.path) {
            key.push_str(&format!(" day={today}"));
        }
        key
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::ids::PlayerId;

    fn uri(s: &str) -> Uri {
        s.parse().unwrap()
    }

    fn id(id: i64) -> Vec<(String, i64)> {
        vec![("id".to_string(), id)]
    }

    #[test]
    fn every_get_route_of_the_api_is_in_the_table_once() {
        let document: serde_json::Value =
            serde_json::from_str(&crate::http::openapi_document()).unwrap();
        let mut routed: Vec<String> = document["paths"]
            .as_object()
            .unwrap()
            .iter()
            .filter(|(_, item)| item.get("get").is_some())
            .map(|(path, _)| path.clone())
            .collect();
        routed.push(crate::http::openapi::PATH.to_string());
        routed.sort();
        let mut listed: Vec<String> = ROUTES.iter().map(|r| r.path.to_string()).collect();
        listed.sort();
        assert_eq!(listed, routed);
    }

    #[test]
    fn every_answer_about_the_club_names_its_players() {
        for route in &ROUTES {
            if let Kept(deps) = route.caching
                && !deps.is_empty()
            {
                assert!(deps.contains(&Players), "{}", route.path);
            }
        }
    }

    #[test]
    fn an_answer_to_a_result_makes_only_its_matches_stale() {
        let route = |path| find(path).unwrap();
        let tournament =
            bumps(&Change::new(ChangeKind::ResultAnswered).tournament(TournamentId(3)));
        let league = bumps(&Change::new(ChangeKind::ResultAnswered));
        let stale = |path, params: &[(String, i64)], moved: &[Tag]| {
            route(path).tags(params).iter().any(|t| moved.contains(t))
        };
        assert!(stale("/api/tournaments/{id}/matches", &id(3), &tournament));
        assert!(!stale("/api/tournaments/{id}/matches", &id(4), &tournament));
        assert!(stale("/api/league/matches", &[], &league));
        assert!(!stale("/api/league/matches", &[], &tournament));
        for path in ["/api/rankings", "/api/tournaments"] {
            assert!(!stale(path, &[], &tournament), "{path}");
            assert!(!stale(path, &[], &league), "{path}");
        }
    }

    #[test]
    fn a_league_score_moves_no_bracket_and_a_result_no_league_list() {
        let route = |path| find(path).unwrap();
        let league_score = bumps(&Change::new(ChangeKind::LeagueScore));
        let result = bumps(&Change::new(ChangeKind::MatchResult).tournament(TournamentId(3)));
        let bracket = route("/api/tournaments/{id}/matches").tags(&id(3));
        let league = route("/api/league/matches").tags(&[]);
        assert!(!bracket.iter().any(|t| league_score.contains(t)));
        assert!(!league.iter().any(|t| result.contains(t)));
        // But both carry points, so the ranking and a tournament's entrants move with either.
        for moved in [&league_score, &result] {
            for path in [
                "/api/rankings",
                "/api/tournaments/{id}/players",
                "/api/league/range/{player_id}",
                "/api/players/{id}/profile",
                "/api/seasons",
            ] {
                assert!(
                    route(path).tags(&id(3)).iter().any(|t| moved.contains(t)),
                    "{path}"
                );
            }
        }
        // A result moves its own tournament, not another.
        assert!(bracket.iter().any(|t| result.contains(t)));
        let other = route("/api/tournaments/{id}/matches").tags(&id(4));
        assert!(!other.iter().any(|t| result.contains(t)));
    }

    #[test]
    fn a_player_edit_makes_every_answer_about_the_club_stale() {
        let edited = bumps(&Change::new(ChangeKind::PlayerEdited).players([PlayerId(1)]));
        for route in &ROUTES {
            let tags = route.tags(&id(1));
            if !tags.is_empty() {
                assert!(tags.iter().any(|t| edited.contains(t)), "{}", route.path);
            }
        }
    }

    #[test]
    fn paths_reach_their_route_as_the_router_matches_them() {
        let at = |path| matched(path).map(|(route, params)| (route.path, params));
        assert_eq!(
            at("/api/tournaments/formats"),
            Some(("/api/tournaments/formats", vec![]))
        );
        assert_eq!(
            at("/api/tournaments/12/players"),
            Some((
                "/api/tournaments/{id}/players",
                vec![("id", "12".to_string())]
            ))
        );
        assert_eq!(
            at("/api/players/%37/profile"),
            Some(("/api/players/{id}/profile", vec![("id", "7".to_string())]))
        );
        assert_eq!(at("/api/players/"), None);
        assert_eq!(at("/api/players//profile"), None);
        assert_eq!(
            at("/api/%72ankings"),
            None,
            "the router does not decode literals"
        );
        assert_eq!(at("/api/nothing"), None);
        assert_eq!(
            ids(&[("id", "007".to_string())]),
            Some(vec![("id".to_string(), 7)])
        );
        assert_eq!(super::ids(&[("id", "x".to_string())]), None);
    }

    #[test]
    fn unknown_parameters_are_refused_with_the_known_ones_named() {
        let rankings = find("/api/rankings").unwrap();
        let err = rankings
            .known_query(&uri("/api/rankings?season=2025&x=1"))
            .unwrap_err();
        match err {
            Error::BadRequest { code, message } => {
                assert_eq!(code, "unknown_parameter");
                assert!(
                    message.contains("`x`") && message.contains("`season`"),
                    "{message}"
                );
            }
            other => panic!("expected 400, got {other:?}"),
        }
        let tournaments = find("/api/tournaments").unwrap();
        assert!(tournaments.known_query(&uri("/api/tournaments?x")).is_err());
        assert_eq!(
            tournaments.known_query(&uri("/api/tournaments")).unwrap(),
            []
        );
    }

    #[test]
    fn keys_ignore_the_order_of_parameters_and_the_spelling_of_ids() {
        let league = find("/api/league/matches").unwrap();
        let season = NaiveDate::from_ymd_opt(2026, 5, 1).unwrap();
        let key = |s: &str| league.key(&[], &league.known_query(&uri(s)).unwrap(), season);
        assert_eq!(
            key("/api/league/matches?limit=5&offset=10"),
            key("/api/league/matches?offset=10&limit=5")
        );
        assert_ne!(
            key("/api/league/matches?limit=5"),
            key("/api/league/matches?limit=50")
        );
        // Values of a repeated name keep their order: the handler may read either one.
        assert_ne!(
            key("/api/league/matches?limit=5&limit=6"),
            key("/api/league/matches?limit=6&limit=5")
        );
        let profile = find("/api/players/{id}/profile").unwrap();
        assert_eq!(
            profile.key(&id(7), &[], season),
            "/api/players/7/profile season=2026"
        );
        assert_ne!(
            profile.key(&id(7), &[], season),
            profile.key(&id(7), &[], NaiveDate::from_ymd_opt(2027, 1, 1).unwrap())
        );
        // The next day is the same answer, except where a match's timing is shown.
        let next_day = NaiveDate::from_ymd_opt(2026, 5, 2).unwrap();
        assert_eq!(
            profile.key(&id(7), &[], season),
            profile.key(&id(7), &[], next_day)
        );
        let matches = find("/api/tournaments/{id}/matches").unwrap();
        assert_eq!(
            matches.key(&id(7), &[], season),
            "/api/tournaments/7/matches season=2026 day=2026-05-01"
        );
        assert_ne!(
            matches.key(&id(7), &[], season),
            matches.key(&id(7), &[], next_day)
        );
        for path in DATED {
            assert!(find(path).is_some(), "{path}");
        }
    }
}
