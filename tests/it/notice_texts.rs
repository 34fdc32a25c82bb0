//! Every notice's words, golden: each kind (and each shape a kind takes) in both languages,
//! by every channel: the app's list, the email (its plain part, footer included) and the
//! push payload. They are written to `docs/notice-texts.md`, which is read once in review;
//! this test fails when a text changes and the file was not brought up to date
//! (`UPDATE_NOTICE_TEXTS=1` rewrites it).

use chrono::NaiveDate;
use tournament_hub::domain::bracket::Stage;
use tournament_hub::domain::ids::{LeagueMatchId, MatchId, PlayerId, TournamentId};
use tournament_hub::domain::language::Lang;
use tournament_hub::domain::notices::{LateMatch, NextMatch, Notice, NoticeKind, WeekMatch};
use tournament_hub::jobs::delivery::Message;
use tournament_hub::push::PushPayload;

use crate::common::TestApp;
use crate::email_unsubscribe::unsubscribe_key;
use tournament_hub::mail::{MailSettings, Mailer};

/// The email courier of `https://club.example`, with an admin's address.
fn mailer(app: &TestApp) -> Mailer {
    let settings = MailSettings::new(
        "smtp://127.0.0.1:9",
        None,
        Some("Club de Tenis <club@club.example>"),
        Some("Administración del club <admin@club.example>"),
        Some("https://club.example"),
    )
    .unwrap();
    Mailer::new(&settings, unsubscribe_key(app)).unwrap()
}

fn day(text: &str) -> NaiveDate {
    text.parse().unwrap()
}

/// One or more samples of every kind, with the club's real names.
fn samples() -> Vec<(&'static str, Notice)> {
    let semifinal = NextMatch {
        match_id: MatchId(31),
        stage: Stage::Semifinal,
        opponent: Some("Marta Elena Rojas Quesada".into()),
        opponent_from: None,
        deadline: Some(day("2026-12-20")),
    };
    let waiting = NextMatch {
        match_id: MatchId(31),
        stage: Stage::Semifinal,
        opponent: None,
        opponent_from: Some("Winner QF2".into()),
        deadline: Some(day("2026-12-20")),
    };
    vec![
        (
            "draw published",
            Notice::DrawPublished {
                tournament_id: TournamentId(3),
                tournament: "Torneo de Navidad".into(),
                group: Some("Group A".into()),
                opponent: Some("José Pablo Jiménez Araya".into()),
                deadline: Some(day("2026-12-06")),
            },
        ),
        (
            "your week, with a late match",
            Notice::YourWeek {
                matches: vec![
                    WeekMatch {
                        match_id: MatchId(12),
                        tournament: "Torneo de Navidad".into(),
                        opponent: "Ana Lucía Fernández Ulate".into(),
                        deadline: day("2026-11-29"),
                        late: true,
                    },
                    WeekMatch {
                        match_id: MatchId(14),
                        tournament: "Torneo de Navidad".into(),
                        opponent: "José Pablo Jiménez Araya".into(),
                        deadline: day("2026-12-06"),
                        late: false,
                    },
                ],
            },
        ),
        (
            "result reported, to confirm",
            Notice::ResultReported {
                match_id: Some(MatchId(12)),
                league_match_id: None,
                by: Some("Ana Lucía Fernández Ulate".into()),
                score: "6-4, 3-6, 10-8".into(),
                awaiting: true,
            },
        ),
        (
            "result confirmed",
            Notice::ResultConfirmed {
                match_id: Some(MatchId(12)),
                league_match_id: None,
                by: "Ana Lucía Fernández Ulate".into(),
                score: "6-4, 3-6, 10-8".into(),
            },
        ),
        (
            "challenged",
            Notice::Challenged {
                league_match_id: LeagueMatchId(7),
                challenger: "Carlos Andrés Mora Villalobos".into(),
                date: day("2026-12-02"),
            },
        ),
        (
            "match scheduled",
            Notice::MatchScheduled {
                match_id: MatchId(12),
                opponent: "Ana Lucía Fernández Ulate".into(),
                date: day("2026-12-03"),
                time: Some("18:30".into()),
                cancha: Some("2".into()),
            },
        ),
        (
            "deadline tomorrow",
            Notice::DeadlineTomorrow {
                match_id: MatchId(12),
                tournament: "Torneo de Navidad".into(),
                opponent: "Ana Lucía Fernández Ulate".into(),
                deadline: day("2026-12-06"),
            },
        ),
        ("signup approved", Notice::SignupApproved {}),
        (
            "result settled, won, with the next match",
            Notice::ResultSettled {
                match_id: Some(MatchId(21)),
                league_match_id: None,
                stage: Some(Stage::Quarterfinal),
                opponent: "Ana Lucía Fernández Ulate".into(),
                score: "6-4, 6-3".into(),
                won: Some(true),
                next: Some(semifinal.clone()),
            },
        ),
        (
            "result settled, lost",
            Notice::ResultSettled {
                match_id: Some(MatchId(21)),
                league_match_id: None,
                stage: Some(Stage::Quarterfinal),
                opponent: "María José Vargas Solís".into(),
                score: "4-6, 3-6".into(),
                won: Some(false),
                next: None,
            },
        ),
        (
            "league score settled, a draw",
            Notice::ResultSettled {
                match_id: None,
                league_match_id: Some(LeagueMatchId(7)),
                stage: None,
                opponent: "Carlos Andrés Mora Villalobos".into(),
                score: "6-4, 4-6".into(),
                won: None,
                next: None,
            },
        ),
        (
            "result cleared, a new opponent",
            Notice::ResultCleared {
                match_id: MatchId(31),
                stage: Stage::Semifinal,
                next: Some(semifinal.clone()),
            },
        ),
        (
            "result cleared, no longer in it",
            Notice::ResultCleared {
                match_id: MatchId(31),
                stage: Stage::Semifinal,
                next: None,
            },
        ),
        (
            "walkover recorded, won",
            Notice::WalkoverRecorded {
                match_id: MatchId(21),
                stage: Stage::Quarterfinal,
                opponent: "Ana Lucía Fernández Ulate".into(),
                won: true,
                next: Some(waiting.clone()),
            },
        ),
        (
            "walkover recorded, lost",
            Notice::WalkoverRecorded {
                match_id: MatchId(12),
                stage: Stage::Group,
                opponent: "María José Vargas Solís".into(),
                won: false,
                next: None,
            },
        ),
        (
            "extension granted",
            Notice::ExtensionGranted {
                match_id: MatchId(12),
                opponent: "Ana Lucía Fernández Ulate".into(),
                days: 3,
                until: day("2026-12-12"),
            },
        ),
        (
            "qualified, the opponent still to come",
            Notice::Qualified {
                tournament_id: TournamentId(3),
                tournament: "Torneo de Navidad".into(),
                next: waiting.clone(),
            },
        ),
        (
            "qualification changed, in",
            Notice::QualificationChanged {
                tournament_id: TournamentId(3),
                tournament: "Torneo de Navidad".into(),
                next: Some(NextMatch {
                    match_id: MatchId(25),
                    stage: Stage::Quarterfinal,
                    opponent: Some("Marta Elena Rojas Quesada".into()),
                    opponent_from: None,
                    deadline: Some(day("2026-12-13")),
                }),
            },
        ),
        (
            "qualification changed, out",
            Notice::QualificationChanged {
                tournament_id: TournamentId(3),
                tournament: "Torneo de Navidad".into(),
                next: None,
            },
        ),
        (
            "signup waiting (the admin's)",
            Notice::SignupWaiting {
                player_id: PlayerId(9),
                name: "Sofía Isabel Chaves Brenes".into(),
            },
        ),
        (
            "result disputed (the admin's)",
            Notice::ResultDisputed {
                match_id: Some(MatchId(12)),
                league_match_id: None,
                players: "Ana Lucía Fernández Ulate vs María José Vargas Solís".into(),
                reason: "Jugamos 6-4, 6-4, no 6-4, 3-6, 10-8.".into(),
            },
        ),
        (
            "walkover awaiting (the admin's)",
            Notice::WalkoverAwaiting {
                match_id: MatchId(12),
                players: "Ana Lucía Fernández Ulate vs María José Vargas Solís".into(),
            },
        ),
        (
            "overdue list (the admin's)",
            Notice::OverdueList {
                matches: vec![LateMatch {
                    match_id: MatchId(12),
                    tournament: "Torneo de Navidad".into(),
                    players: "Ana Lucía Fernández Ulate vs María José Vargas Solís".into(),
                    deadline: day("2026-11-29"),
                }],
            },
        ),
        (
            "sign-in link",
            Notice::SignInLink {
                token: Some("q3X9-example-token".into()),
                expires_at: 1_796_000_000,
            },
        ),
    ]
}

/// The whole document: every sample, in Spanish then English, by every channel.
fn document(app: &TestApp) -> String {
    let mailer = mailer(app);
    let mut out = String::from(
        "# Every notice's words\n\n\
         Generated by `tests/it/notice_texts.rs` (`UPDATE_NOTICE_TEXTS=1` rewrites it; the test \
         fails when a text changes and this file does not). Each notice in Spanish, then \
         English: the app's list (title, body, link), the email's plain part (sent to a member \
         at `https://club.example`, the admin's to the admin's address) and the push payload. \
         A push carries no sign-in link: it goes by email only.\n",
    );
    let kinds: Vec<NoticeKind> = samples().iter().map(|(_, n)| n.kind()).collect();
    for kind in NoticeKind::MEMBER
        .into_iter()
        .chain(NoticeKind::ADMIN)
        .chain(NoticeKind::ASKED)
    {
        assert!(kinds.contains(&kind), "no sample of {}", kind.as_str());
    }
    for (name, notice) in samples() {
        out.push_str(&format!("\n## {name} (`{}`)\n", notice.kind().as_str()));
        for lang in [Lang::Es, Lang::En] {
            let text = notice.text(lang);
            let admin = notice.kind().is_admin();
            let message = Message {
                delivery_id: 101,
                notice_id: 55,
                to: (!admin).then_some(PlayerId(4)),
                email: (!admin).then(|| "ana.fernandez@correo.example".to_string()),
                language: lang,
                kind: notice.kind(),
                text: text.clone(),
                urgent: notice.is_urgent(),
                at: 1_795_000_000,
            };
            out.push_str(&format!("\n### {}\n\n", lang.code()));
            out.push_str(&format!(
                "App:\n\n```text\n{}\n{}\n→ {}\n```\n\n",
                text.title, text.body, text.link
            ));
            let letter = mailer.letter(&message).unwrap();
            out.push_str(&format!("Email:\n\n```text\n{}```\n", letter.plain()));
            if notice.kind() != NoticeKind::SignInLink {
                let push = String::from_utf8(PushPayload::json(&message)).unwrap();
                out.push_str(&format!("\nPush:\n\n```json\n{push}\n```\n"));
            }
        }
    }
    out
}

#[tokio::test]
async fn every_notice_reads_as_reviewed_in_both_languages_by_every_channel() {
    let app = TestApp::new();
    let written = document(&app);
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/notice-texts.md");
    if std::env::var_os("UPDATE_NOTICE_TEXTS").is_some() {
        std::fs::write(&path, &written).unwrap();
    }
    let kept = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        kept == written,
        "docs/notice-texts.md is not what the notices say now: read the difference, then run \
         with UPDATE_NOTICE_TEXTS=1"
    );
    // No text names a flag, and none is left in the other language's words.
    assert!(!written.contains("--admin-email"));
    for needle in [
        "you won",
        "usted ganó",
        "the winner of QF2",
        "quien gane CF2",
    ] {
        assert!(written.contains(needle), "{needle}");
    }
}
