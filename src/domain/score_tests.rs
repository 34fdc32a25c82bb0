use super::*;
use proptest::prelude::*;

fn totals(p1s: u32, p2s: u32, p1g: u32, p2g: u32) -> SetsAndGames {
    SetsAndGames {
        player1_sets: p1s,
        player2_sets: p2s,
        player1_games: p1g,
        player2_games: p2g,
    }
}

#[test]
fn valid_scores_give_winner_sets_and_games() {
    let table: [(&str, Option<Side>, Side, SetsAndGames, &str); 10] = [
        (
            "6-4, 6-2",
            Some(Side::Player1),
            Side::Player1,
            totals(2, 0, 12, 6),
            "6-4, 6-2",
        ),
        (
            "6-4, 3-6, 7-6(5)",
            Some(Side::Player1),
            Side::Player1,
            totals(2, 1, 16, 16),
            "6-4, 3-6, 7-6(5)",
        ),
        // The match tiebreak counts as one set and one game.
        (
            "6-4, 3-6, 10-8",
            Some(Side::Player1),
            Side::Player1,
            totals(2, 1, 10, 10),
            "6-4, 3-6, 10-8",
        ),
        (
            "4-6, 6-3, 12-14",
            Some(Side::Player2),
            Side::Player2,
            totals(1, 2, 10, 10),
            "4-6, 6-3, 12-14",
        ),
        (
            "0-6, 5-7",
            Some(Side::Player2),
            Side::Player2,
            totals(0, 2, 5, 13),
            "0-6, 5-7",
        ),
        ("W/O", None, Side::Player2, totals(0, 2, 0, 12), "W/O"),
        ("w/o", None, Side::Player1, totals(2, 0, 12, 0), "W/O"),
        // Player 2 retired while player 1 led: the unfinished set gives games, no set.
        (
            "6-4, 2-1 ret.",
            None,
            Side::Player1,
            totals(1, 0, 8, 5),
            "6-4, 2-1 ret.",
        ),
        (
            "6-4 RET",
            None,
            Side::Player2,
            totals(1, 0, 6, 4),
            "6-4 ret.",
        ),
        // Loose spacing and a separated tiebreak are read into the canonical form.
        (
            "  7-6 (3)  6-7(10),6-0 ",
            Some(Side::Player1),
            Side::Player1,
            totals(2, 1, 19, 13),
            "7-6(3), 6-7(10), 6-0",
        ),
    ];
    for (text, winner, given, expected, canonical) in table {
        let score = TennisScore::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(score.winner(), winner, "{text}");
        assert_eq!(score.check_winner(given), Ok(()), "{text}");
        assert_eq!(score.totals(given), expected, "{text}");
        assert_eq!(score.to_string(), canonical, "{text}");
    }
}

#[test]
fn invalid_scores_say_what_is_wrong() {
    let table = [
        ("", "the score is empty"),
        ("6-4, 6-5", "set 2: 6-5 is not a finished set"),
        ("6-4, 5-5", "set 2: 5-5 is not a finished set"),
        ("8-6, 6-2", "set 1: 8-6 is not a possible set score"),
        ("7-3, 6-2", "set 1: 7-3 is not a possible set score"),
        ("6-4, 3-6, 11-10", "set 3: 11-10 is not a finished set"),
        ("6-4, 3-6, 15-3", "set 3: 15-3 is not a possible set score"),
        (
            "10-8, 6-4",
            "set 1: a match tiebreak (10-8) can only replace the third set",
        ),
        (
            "6-4, 6-3(5)",
            "set 2: tiebreak points belong only to a 7-6 set, not 6-3(5)",
        ),
        (
            "6-4, 6-2, 6-1",
            "set 3 was played after the match was already decided",
        ),
        (
            "6-4, 3-6, 6-1, 6-2",
            "the score has 4 sets, but a match is best of 3",
        ),
        ("6-4", "the match is not finished: nobody has won 2 sets"),
        (
            "6-4, 4-6",
            "the match is not finished: nobody has won 2 sets",
        ),
        (
            "6-4, 6-2 ret.",
            "a player cannot retire after the match was decided",
        ),
        ("6-4 ret. 6-2", "'ret.' must come at the end of the score"),
        ("6:4, 6-2", "set 1: expected games such as 6-4, found '6:4'"),
        (
            "6-4, six-2",
            "set 2: expected games such as 6-4, found 'six-2'",
        ),
        (
            "6-4, 7-6(x)",
            "set 2: expected games such as 6-4, found '7-6(x)'",
        ),
        ("ret.", "set 1: expected games such as 6-4, found 'ret.'"),
        ("6-4, 9-7 ret.", "set 2: 9-7 is not a possible set score"),
    ];
    for (text, message) in table {
        let error = TennisScore::parse(text).expect_err(text);
        assert_eq!(error.to_string(), message, "{text}");
    }
}

#[test]
fn a_winner_against_the_score_is_refused() {
    let score = TennisScore::parse("6-4, 3-6, 7-6(5)").unwrap();
    assert_eq!(
        score.check_winner(Side::Player2).unwrap_err().to_string(),
        "the score says player 1 won, but the winner given is player 2"
    );
    let walkover = TennisScore::parse("W/O").unwrap();
    assert_eq!(walkover.check_winner(Side::Player2), Ok(()));
}

#[test]
fn retirement_may_stop_any_unfinished_set() {
    for text in [
        "6-4, 6-6 ret.",
        "6-4, 3-6, 9-9 ret.",
        "6-4, 3-6, 10-9 ret.",
        "0-0 ret.",
        "6-5 ret.",
    ] {
        assert!(TennisScore::parse(text).is_ok(), "{text}");
    }
}

fn finished_set() -> impl Strategy<Value = SetScore> {
    prop_oneof![
        (0u32..=4).prop_map(|low| SetScore::new(6, low)),
        Just(SetScore::new(7, 5)),
        proptest::option::of(0u32..=20).prop_map(|tb| SetScore {
            player1: 7,
            player2: 6,
            tiebreak: tb
        }),
    ]
}

fn flip(set: SetScore, flipped: bool) -> SetScore {
    if flipped {
        SetScore {
            player1: set.player2,
            player2: set.player1,
            tiebreak: set.tiebreak,
        }
    } else {
        set
    }
}

fn valid_score() -> impl Strategy<Value = TennisScore> {
    let straight =
        (finished_set(), finished_set(), any::<bool>()).prop_map(|(a, b, f)| TennisScore::Played {
            sets: vec![flip(a, f), flip(b, f)],
            retired: false,
        });
    let third = (10u32..=20).prop_flat_map(|high| {
        let low = if high == 10 {
            (0u32..=8).boxed()
        } else {
            Just(high - 2).boxed()
        };
        low.prop_map(move |low| SetScore::new(high, low))
    });
    let last = prop_oneof![finished_set(), third];
    let three = (
        finished_set(),
        finished_set(),
        last,
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(a, b, c, f, g)| TennisScore::Played {
            sets: vec![flip(a, g), flip(b, !g), flip(c, f)],
            retired: false,
        });
    let unfinished =
        (0u32..=6, 0u32..=6).prop_filter("unfinished", |&(a, b)| a.max(b) <= 5 || a.min(b) >= 5);
    let retired = (
        finished_set(),
        any::<bool>(),
        proptest::option::of(unfinished),
    )
        .prop_map(|(a, f, partial)| {
            let mut sets = vec![flip(a, f)];
            sets.extend(partial.map(|(p1, p2)| SetScore::new(p1, p2)));
            TennisScore::Played {
                sets,
                retired: true,
            }
        });
    prop_oneof![straight, three, retired, Just(TennisScore::Walkover)]
}

proptest! {
    #[test]
    fn parse_and_format_round_trip(score in valid_score()) {
        let text = score.to_string();
        let parsed = TennisScore::parse(&text);
        prop_assert_eq!(parsed.as_ref(), Ok(&score), "{}", text);
        prop_assert_eq!(parsed.unwrap().to_string(), text);
    }

    #[test]
    fn winner_of_a_finished_match_has_two_sets(score in valid_score()) {
        if let Some(winner) = score.winner() {
            let totals = score.totals(winner);
            let (won, lost) = match winner {
                Side::Player1 => (totals.player1_sets, totals.player2_sets),
                Side::Player2 => (totals.player2_sets, totals.player1_sets),
            };
            prop_assert_eq!(won, 2);
            prop_assert!(lost <= 1);
            prop_assert!(score.check_winner(winner.opponent()).is_err());
        }
    }

    #[test]
    fn parsing_never_panics(text in "[0-9wWoO/ ,().ret-]{0,24}") {
        if let Ok(score) = TennisScore::parse(&text) {
            prop_assert_eq!(TennisScore::parse(&score.to_string()), Ok(score));
        }
    }
}

#[test]
fn a_score_reads_from_player_2s_side_with_every_set_turned_round() {
    for (text, turned) in [
        ("6-4, 6-2", "4-6, 2-6"),
        ("6-4, 6-7(5), 10-8", "4-6, 7-6(5), 8-10"),
        ("6-4, 2-1 ret.", "4-6, 1-2 ret."),
        ("W/O", "W/O"),
    ] {
        let score = TennisScore::parse(text).unwrap();
        assert_eq!(score.seen_by_player2().to_string(), turned, "{text}");
        assert_eq!(score.seen_by_player2().seen_by_player2(), score, "{text}");
    }
}

#[test]
fn the_outcome_travels_beside_the_sets_never_inside_them() {
    for (text, sets, outcome) in [
        ("6-4, 6-2", "6-4, 6-2", None),
        ("6-4, 7-6(5)", "6-4, 7-6(5)", None),
        ("6-4, 2-1 ret.", "6-4, 2-1", Some(Outcome::Retired)),
        ("W/O", "", Some(Outcome::Walkover)),
        ("W.O.", "", Some(Outcome::Walkover)),
        ("w.o", "", Some(Outcome::Walkover)),
    ] {
        let score = TennisScore::parse(text).unwrap();
        assert_eq!(score.sets_text(), sets, "{text}");
        assert_eq!(score.outcome(), outcome, "{text}");
    }
    assert_eq!(
        serde_json::to_value(Outcome::Walkover).unwrap(),
        serde_json::json!("walkover")
    );
    assert_eq!(
        serde_json::to_value(Outcome::Retired).unwrap(),
        serde_json::json!("retired")
    );
}
