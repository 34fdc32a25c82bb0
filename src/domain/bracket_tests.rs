use super::*;

#[test]
fn stage_keys_round_trip_and_follow_the_api_contract() {
    let keys: Vec<&str> = Stage::ALL.iter().map(|s| s.as_str()).collect();
    assert_eq!(
        keys,
        [
            "group",
            "round_of_qualification",
            "round_of_64",
            "round_of_32",
            "round_of_16",
            "quarterfinal",
            "semifinal",
            "final"
        ]
    );
    for stage in Stage::ALL {
        assert_eq!(Stage::parse(stage.as_str()), Some(stage));
        let json = serde_json::to_string(&stage).unwrap();
        assert_eq!(json, format!("\"{}\"", stage.as_str()));
    }
    assert_eq!(Stage::parse("round_of_8"), None);
}

#[test]
fn stages_are_ordered_by_progress() {
    assert!(Stage::Group < Stage::RoundOfQualification);
    assert!(Stage::RoundOf32 < Stage::RoundOf16);
    assert!(Stage::Quarterfinal < Stage::Semifinal);
    assert_eq!(
        [Stage::Semifinal, Stage::Group, Stage::Final]
            .into_iter()
            .max(),
        Some(Stage::Final)
    );
}

#[test]
fn stage_for_players_left() {
    let table = [
        (2, Some(Stage::Final)),
        (4, Some(Stage::Semifinal)),
        (8, Some(Stage::Quarterfinal)),
        (16, Some(Stage::RoundOf16)),
        (32, Some(Stage::RoundOf32)),
        (64, Some(Stage::RoundOf64)),
        (6, None),
        (128, None),
    ];
    for (players, stage) in table {
        assert_eq!(Stage::for_players_left(players), stage, "{players}");
    }
}

#[test]
fn sides_number_and_serialize_as_one_and_two() {
    assert_eq!(Side::from_number(1), Some(Side::Player1));
    assert_eq!(Side::from_number(2), Some(Side::Player2));
    assert_eq!(Side::from_number(0), None);
    assert_eq!(Side::Player1.opponent(), Side::Player2);
    assert_eq!(serde_json::to_string(&Side::Player2).unwrap(), "2");
}

#[test]
fn ordinals() {
    let table = [
        (1, "1st"),
        (2, "2nd"),
        (3, "3rd"),
        (4, "4th"),
        (11, "11th"),
        (12, "12th"),
        (21, "21st"),
        (22, "22nd"),
    ];
    for (n, text) in table {
        assert_eq!(ordinal(n), text);
    }
}

#[test]
fn slot_labels_are_sent_as_kinds_and_stored_as_before() {
    let table = [
        (
            SlotLabel::GroupPlace {
                group: "A".into(),
                place: 1,
            },
            "1st Group A",
            serde_json::json!({"kind": "group_place", "group": "A", "place": 1}),
        ),
        (
            SlotLabel::GroupPlace {
                group: "E".into(),
                place: 2,
            },
            "2nd Group E",
            serde_json::json!({"kind": "group_place", "group": "E", "place": 2}),
        ),
        (
            SlotLabel::Qualifier { rank: 3 },
            "Qualifier 3",
            serde_json::json!({"kind": "qualifier", "rank": 3}),
        ),
        (
            SlotLabel::DrawLine { line: 5 },
            "Line 5",
            serde_json::json!({"kind": "draw_line", "line": 5}),
        ),
        (
            SlotLabel::WinnerOf {
                stage: Stage::Quarterfinal,
                number: 1,
            },
            "Winner QF1",
            serde_json::json!({"kind": "winner_of", "stage": "quarterfinal", "number": 1}),
        ),
        (
            SlotLabel::WinnerOf {
                stage: Stage::RoundOf16,
                number: 3,
            },
            "Winner R16-3",
            serde_json::json!({"kind": "winner_of", "stage": "round_of_16", "number": 3}),
        ),
        (
            SlotLabel::WinnerOf {
                stage: Stage::RoundOfQualification,
                number: 2,
            },
            "Winner RQ2",
            serde_json::json!({"kind": "winner_of", "stage": "round_of_qualification", "number": 2}),
        ),
        (SlotLabel::Bye, "Bye", serde_json::json!({"kind": "bye"})),
    ];
    for (label, stored, wire) in table {
        assert_eq!(label.to_string(), stored);
        assert_eq!(SlotLabel::parse(stored), Some(label.clone()), "{stored}");
        assert_eq!(serde_json::to_value(&label).unwrap(), wire, "{stored}");
    }
    for other in [
        "",
        "TBD",
        "1th Group A",
        "1st Group a",
        "Winner XX1",
        "Seed x",
        "Qualifier",
        "Winner QF",
    ] {
        assert_eq!(SlotLabel::parse(other), None, "{other}");
    }
}

#[test]
fn a_ranked_qualifier_is_not_a_seed() {
    // Earlier versions stored the third best qualifier as "Seed 3": it reads back as the
    // qualifier it always was, not as the tournament's seed 3.
    assert_eq!(
        SlotLabel::parse("Seed 3"),
        Some(SlotLabel::Qualifier { rank: 3 })
    );
    // A planned draw's seed keeps its own kind on the wire.
    assert_eq!(
        serde_json::to_value(SlotLabel::Seed { seed: 1 }).unwrap(),
        serde_json::json!({"kind": "seed", "seed": 1})
    );
    // The qualifiers' sources of a 12-player hybrid are labelled as qualifiers.
    let plan = BracketPlan::link([(
        Stage::Quarterfinal,
        1,
        0,
        [
            SlotSource::QualifierSeed { seed: 3 },
            SlotSource::QualifierSeed { seed: 6 },
        ],
    )]);
    assert_eq!(
        plan.matches[0].labels,
        [
            SlotLabel::Qualifier { rank: 3 },
            SlotLabel::Qualifier { rank: 6 }
        ]
    );
}
