use chrono::{DateTime, NaiveTime, Utc};

use super::*;
use crate::domain::calendar::club_instant;
use crate::domain::language::Lang;

fn day(text: &str) -> NaiveDate {
    NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
}

/// The instant of club time `hh:mm` on `date` (UTC-6).
fn club(date: &str, hh: u32, mm: u32) -> DateTime<Utc> {
    let at = club_instant(day(date), NaiveTime::from_hms_opt(hh, mm, 0).unwrap());
    DateTime::from_timestamp(at, 0).unwrap()
}

#[test]
fn kinds_round_trip_through_their_names() {
    for kind in NoticeKind::MEMBER.into_iter().chain(NoticeKind::ADMIN) {
        assert_eq!(NoticeKind::parse(kind.as_str()), Some(kind));
        assert_eq!(
            serde_json::to_value(kind).unwrap(),
            serde_json::json!(kind.as_str())
        );
    }
    assert!(NoticeKind::ADMIN.iter().all(|k| k.is_admin()));
    assert!(!NoticeKind::MEMBER.iter().any(|k| k.is_admin()));
    assert_eq!(NoticeKind::parse("nothing"), None);
    assert_eq!(Channel::parse("email"), Some(Channel::Email));
    assert_eq!(Channel::parse("sms"), None);
}

#[test]
fn a_notice_is_kept_as_json_with_its_kind() {
    let notice = Notice::Challenged {
        league_match_id: LeagueMatchId(4),
        challenger: "Ana".into(),
        date: day("2026-12-07"),
    };
    let json = serde_json::to_value(&notice).unwrap();
    assert_eq!(
        json,
        serde_json::json!({"kind": "challenged", "leagueMatchId": 4, "challenger": "Ana",
                           "date": "2026-12-07"})
    );
    assert_eq!(serde_json::from_value::<Notice>(json).unwrap(), notice);
    let approved = serde_json::to_value(Notice::SignupApproved {}).unwrap();
    assert_eq!(approved, serde_json::json!({"kind": "signup_approved"}));
    assert_eq!(
        serde_json::from_value::<Notice>(approved).unwrap().kind(),
        NoticeKind::SignupApproved
    );
}

#[test]
fn each_notice_reads_in_both_languages_with_its_link() {
    let result = |awaiting, league: bool| Notice::ResultReported {
        match_id: (!league).then_some(MatchId(9)),
        league_match_id: league.then_some(LeagueMatchId(2)),
        by: Some("Bea".into()),
        score: "6-4, 6-2".into(),
        awaiting,
    };
    let cases: Vec<(Notice, &str, &str, &str)> = vec![
        (
            Notice::DrawPublished {
                tournament_id: TournamentId(3),
                tournament: "Open".into(),
                group: Some("Group A".into()),
                opponent: Some("Bea".into()),
                deadline: Some(day("2026-12-06")),
            },
            "You play in Open. Your group: Group A. Your first opponent: Bea. Play it by Sun 6 Dec.",
            "Usted juega en Open. Su grupo: Grupo A. Su primer rival: Bea. Juéguelo a más tardar el dom 6 dic.",
            "/tournament/3",
        ),
        (
            Notice::YourWeek {
                matches: vec![WeekMatch {
                    match_id: MatchId(5),
                    tournament: "Open".into(),
                    opponent: "Bea".into(),
                    deadline: day("2026-12-06"),
                    late: false,
                }],
            },
            "• vs Bea (Open), by Sun 6 Dec",
            "• contra Bea (Open), a más tardar el dom 6 dic",
            "/me",
        ),
        (
            result(true, false),
            "Bea recorded 6-4, 6-2. Confirm it or dispute it within 48 hours.",
            "Bea anotó 6-4, 6-2. Confírmelo o dispútelo en las próximas 48 horas.",
            "/me",
        ),
        (
            result(false, true),
            "Bea recorded 6-4, 6-2.",
            "Bea anotó 6-4, 6-2.",
            "/league",
        ),
        (
            result(true, true),
            "Bea recorded 6-4, 6-2. Confirm it or dispute it within 48 hours.",
            "Bea anotó 6-4, 6-2. Confírmelo o dispútelo en las próximas 48 horas.",
            "/league",
        ),
        (
            Notice::Challenged {
                league_match_id: LeagueMatchId(4),
                challenger: "Ana".into(),
                date: day("2027-01-01"),
            },
            "A league match on Fri 1 Jan.",
            "Un partido de liga el vie 1 ene.",
            "/league",
        ),
        (
            Notice::MatchScheduled {
                match_id: MatchId(5),
                opponent: "Ana".into(),
                date: day("2026-12-02"),
                time: Some("18:30".into()),
                cancha: Some("3".into()),
            },
            "You play on Wed 2 Dec, 18:30, court 3.",
            "Juegan el mié 2 dic, 18:30, cancha 3.",
            "/me",
        ),
        (
            Notice::DeadlineTomorrow {
                match_id: MatchId(5),
                tournament: "Open".into(),
                opponent: "Ana".into(),
                deadline: day("2026-12-06"),
            },
            "Play Ana (Open) by Sun 6 Dec, or agree on a date.",
            "Juegue contra Ana (Open) a más tardar el dom 6 dic, o pónganse de acuerdo en una fecha.",
            "/me",
        ),
        (
            Notice::SignupApproved {},
            "The admin approved your signup.",
            "El administrador aprobó su inscripción.",
            "/me",
        ),
        (
            Notice::OverdueList {
                matches: vec![LateMatch {
                    match_id: MatchId(5),
                    tournament: "Open".into(),
                    players: "Ana vs Bea".into(),
                    deadline: day("2026-11-29"),
                }],
            },
            "• Ana vs Bea (Open), deadline Sun 29 Nov",
            "• Ana vs. Bea (Open), fecha límite dom 29 nov",
            "/admin",
        ),
    ];
    for (notice, en, es, link) in cases {
        let english = notice.text(Lang::En);
        let spanish = notice.text(Lang::Es);
        assert_eq!(english.body, en, "{notice:?}");
        assert_eq!(spanish.body, es, "{notice:?}");
        assert_eq!(english.link, link, "{notice:?}");
        assert_eq!(spanish.link, link);
        assert!(!english.title.is_empty() && english.title != spanish.title);
    }
}

#[test]
fn the_admins_notices_name_the_players_as_each_language_writes_them() {
    let disputed = Notice::ResultDisputed {
        match_id: Some(MatchId(5)),
        league_match_id: None,
        players: "Ana vs Bea".into(),
        reason: "No jugamos".into(),
    };
    assert_eq!(disputed.text(Lang::En).title, "Result disputed: Ana vs Bea");
    assert_eq!(
        disputed.text(Lang::Es).title,
        "Resultado en disputa: Ana vs. Bea"
    );
    let walkover = Notice::WalkoverAwaiting {
        match_id: MatchId(5),
        players: "Ana vs Bea".into(),
    };
    assert_eq!(
        walkover.text(Lang::En).title,
        "Walkover to decide: Ana vs Bea"
    );
    assert_eq!(
        walkover.text(Lang::Es).title,
        "W.O. por decidir: Ana vs. Bea"
    );
    assert!(walkover.text(Lang::Es).body.contains("reportó un W.O."));
}

#[test]
fn titles_count_the_matches() {
    let week = |n: usize| Notice::YourWeek {
        matches: (0..n)
            .map(|i| WeekMatch {
                match_id: MatchId(i as i64),
                tournament: "Open".into(),
                opponent: "Bea".into(),
                deadline: day("2026-12-06"),
                late: false,
            })
            .collect(),
    };
    assert_eq!(week(1).text(Lang::En).title, "Your match this week");
    assert_eq!(week(2).text(Lang::En).title, "Your 2 matches this week");
    assert_eq!(
        week(2).text(Lang::Es).title,
        "Sus 2 partidos de esta semana"
    );
}

#[test]
fn nobody_is_told_of_their_own_action() {
    let (a, b, c) = (PlayerId(1), PlayerId(2), PlayerId(3));
    let cases = [
        (vec![a, b], Some(a), vec![b]),
        (vec![a, b], Some(b), vec![a]),
        (vec![a, b], None, vec![a, b]),
        (vec![b, a, b], Some(c), vec![a, b]),
        (vec![a], Some(a), vec![]),
    ];
    for (concerned, actor, expected) in cases {
        assert_eq!(
            told(&concerned, actor),
            expected,
            "{concerned:?} by {actor:?}"
        );
    }
}

#[test]
fn quiet_hours_hold_until_seven_except_a_result_to_confirm() {
    let cases = [
        // (club time written, urgent, club time it may go out)
        (
            club("2026-12-01", 20, 59),
            false,
            club("2026-12-01", 20, 59),
        ),
        (club("2026-12-01", 21, 0), false, club("2026-12-02", 7, 0)),
        (club("2026-12-31", 23, 30), false, club("2027-01-01", 7, 0)),
        (club("2026-12-02", 0, 0), false, club("2026-12-02", 7, 0)),
        (club("2026-12-02", 6, 59), false, club("2026-12-02", 7, 0)),
        (club("2026-12-02", 7, 0), false, club("2026-12-02", 7, 0)),
        (club("2026-12-01", 23, 0), true, club("2026-12-01", 23, 0)),
    ];
    for (now, urgent, expected) in cases {
        assert_eq!(
            deliver_at(now, urgent),
            expected.timestamp(),
            "{now} {urgent}"
        );
    }
}

#[test]
fn the_morning_starts_at_seven_club_time() {
    assert_eq!(morning_of(club("2026-11-30", 6, 59)), None);
    assert_eq!(
        morning_of(club("2026-11-30", 7, 0)),
        Some(day("2026-11-30"))
    );
    assert_eq!(
        morning_of(club("2026-11-30", 23, 59)),
        Some(day("2026-11-30"))
    );
    assert!(is_week_day(day("2026-11-30")));
    assert!(!is_week_day(day("2026-12-01")));
    assert!(is_week_day(day("2027-01-04")));
}

#[test]
fn retries_back_off_and_give_up_after_a_day() {
    let written = 1_000_000;
    let cases = [
        (1, written, Some(written + 30)),
        (2, written + 30, Some(written + 30 + 60)),
        (3, written + 90, Some(written + 90 + 120)),
        (12, written + 3600, Some(written + 3600 + 4 * 3600)),
        (30, written + 10 * 3600, Some(written + 14 * 3600)),
        (30, written + 20 * 3600, Some(written + 24 * 3600)),
        (30, written + 20 * 3600 + 1, None),
    ];
    for (attempts, now, expected) in cases {
        assert_eq!(
            retry_at(written, attempts, now),
            expected,
            "{attempts} at {now}"
        );
    }
}

#[test]
fn a_retry_after_waits_at_least_as_long_as_asked_within_the_24_hours() {
    let written = 1_000_000;
    let cases = [
        // Asked for less than the backoff: the backoff.
        (1, written, 10, Some(written + 30)),
        (1, written, -5, Some(written + 30)),
        // Asked for more: that long.
        (1, written, 120, Some(written + 120)),
        (3, written + 90, 3600, Some(written + 90 + 3600)),
        // Past the 24 hours: failed for good.
        (1, written + 23 * 3600, 2 * 3600, None),
        (1, written, 24 * 3600, Some(written + 24 * 3600)),
    ];
    for (attempts, now, wait, expected) in cases {
        assert_eq!(
            retry_no_sooner(written, attempts, now, wait),
            expected,
            "{attempts} at {now}, wait {wait}"
        );
    }
}
