use super::*;

/// The club's date in these tests: a Sunday in season 2026.
fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, 29).expect("a valid date")
}

#[test]
fn names_are_trimmed_and_required() {
    assert_eq!(name(Some("  Ana Mora ")).unwrap(), "Ana Mora");
    for missing in [None, Some(""), Some("   ")] {
        let err = name(missing).unwrap_err();
        assert_eq!(
            (err.message.as_str(), err.sentence.as_str()),
            ("Name required", "Please enter your name")
        );
    }
    assert!(name(Some(&"x".repeat(100))).is_ok());
    assert!(name(Some(&"x".repeat(101))).is_err());
}

#[test]
fn names_are_composed_and_kept_on_one_line() {
    assert_eq!(name(Some(" A\u{0301}na Mora ")).unwrap(), "\u{00C1}na Mora");
    // 100 letters, each with a combining accent: 200 characters sent, 100 stored.
    assert!(name(Some(&"e\u{0301}".repeat(100))).is_ok());
    for separated in ["Ana\u{2028}Mora", "Ana Mora\u{2029}", "\u{2028}Ana Mora"] {
        let err = name(Some(separated)).unwrap_err();
        assert_eq!(
            (err.field, err.code),
            ("name", "name_line_break"),
            "{separated:?}"
        );
    }
}

#[test]
fn a_name_with_an_encoded_word_is_refused() {
    for encoded in [
        "=?utf-8?b?4oCu?= Ana",
        "Ana =?UTF-8?Q?=E2=80=AE?= Mora",
        "Ana=?",
    ] {
        let err = name(Some(encoded)).unwrap_err();
        assert_eq!(
            (err.field, err.code),
            ("name", "name_encoded_word"),
            "{encoded:?}"
        );
    }
    // An equals sign or a question mark alone is a name's business.
    assert!(name(Some("Ana = Mora?")).is_ok());
}

#[test]
fn emails_are_optional_but_shaped_like_addresses() {
    assert_eq!(email(None).unwrap(), None);
    assert_eq!(email(Some(" ")).unwrap(), None);
    assert_eq!(
        email(Some(" ana@club.cr ")).unwrap().as_deref(),
        Some("ana@club.cr")
    );
    for bad in [
        "ana",
        "ana@",
        "@club.cr",
        "ana@club",
        "a b@club.cr",
        "a@b@c.cr",
        "a@.cr",
        "a@b.",
    ] {
        assert!(email(Some(bad)).is_err(), "{bad}");
    }
}

#[test]
fn dates_of_birth_are_past_calendar_dates() {
    assert_eq!(
        date_of_birth(Some("1990-05-17"), today())
            .unwrap()
            .as_deref(),
        Some("1990-05-17")
    );
    assert_eq!(date_of_birth(Some(""), today()).unwrap(), None);
    // The club's yesterday is past; its today is not.
    assert!(date_of_birth(Some("2026-11-28"), today()).is_ok());
    let today_text = today().format("%Y-%m-%d").to_string();
    for bad in [
        "17/05/1990",
        "1990-5-17",
        "1990-02-30",
        "3000-01-01",
        "1850-01-01",
        today_text.as_str(),
    ] {
        assert!(date_of_birth(Some(bad), today()).is_err(), "{bad}");
    }
}

#[test]
fn phones_are_optional_and_kept_ready_for_whatsapp() {
    assert_eq!(phone(None).unwrap(), None);
    assert_eq!(phone(Some("  ")).unwrap(), None);
    assert_eq!(
        phone(Some("8888-1234")).unwrap().as_deref(),
        Some("+50688881234")
    );
    let err = phone(Some("call me")).unwrap_err();
    assert_eq!((err.field, err.code), ("phone", "phone_invalid"));
    let edit = PlayerEditFields {
        phone: Some(Some("+1 555 010 9999".into())),
        ..PlayerEditFields::default()
    };
    assert_eq!(
        checked_edit(edit, today()).unwrap().0.changes.phone,
        Some(Some("+15550109999".into()))
    );
    let cleared = PlayerEditFields {
        phone: Some(None),
        ..PlayerEditFields::default()
    };
    assert_eq!(
        checked_edit(cleared, today()).unwrap().0.changes.phone,
        Some(None)
    );
}

#[test]
fn best_hand_defaults_to_right() {
    assert_eq!(best_hand(None).unwrap(), BestHand::Right);
    assert_eq!(best_hand(Some("left")).unwrap(), BestHand::Left);
    assert!(best_hand(Some("both")).is_err());
}

#[test]
fn levels_are_c_plus_or_b_or_unconfirmed() {
    assert_eq!(level(None).unwrap(), None);
    assert_eq!(level(Some("C+")).unwrap(), Some(Level::CPlus));
    assert_eq!(level(Some(" B ")).unwrap(), Some(Level::B));
    for bad in ["", "A", "C", "b", "c+", "B+"] {
        assert_eq!(level(Some(bad)).unwrap_err().code, "level_unknown", "{bad}");
    }
    let edit = PlayerEditFields {
        level: Some(None),
        ..PlayerEditFields::default()
    };
    assert_eq!(
        checked_edit(edit, today()).unwrap().0.changes.level,
        Some(None)
    );
    let edit = PlayerEditFields {
        level: Some(Some("A".into())),
        ..PlayerEditFields::default()
    };
    assert!(matches!(
        checked_edit(edit, today()),
        Err(Error::Invalid {
            code: "level_unknown",
            ..
        })
    ));
}

#[test]
fn every_problem_is_named_and_the_first_is_the_message() {
    let form = PlayerFields {
        name: None,
        email: Some("nope".into()),
        best_hand: Some("both".into()),
        ..PlayerFields::default()
    };
    match checked_new(form, today()) {
        Err(Error::Invalid {
            code,
            message,
            fields,
        }) => {
            assert_eq!(
                (code, message.as_str()),
                ("name_required", "Please enter your name")
            );
            assert_eq!(fields["name"].message, "Name required");
            assert_eq!(fields["email"].code, "email_invalid");
            assert!(fields.contains_key("email") && fields.contains_key("bestHand"));
        }
        other => panic!("expected 422, got {other:?}"),
    }
}

#[test]
fn an_edit_checks_only_what_it_sends_and_says_what_to_do_with_the_picture() {
    let (request, avatar) = checked_edit(PlayerEditFields::default(), today()).unwrap();
    assert_eq!(avatar, AvatarEdit::Keep);
    assert_eq!(request.season, Season::Year(2026));
    assert!(request.changes.name.is_none() && request.total_points.is_none());
    for (sent, expected) in [
        (Some(None), AvatarEdit::Remove),
        (Some(Some(" ".to_string())), AvatarEdit::Remove),
        (
            Some(Some("/api/players/3/avatar?v=ab".to_string())),
            AvatarEdit::Keep,
        ),
        (
            Some(Some("data:image/png;base64,AAAA".to_string())),
            AvatarEdit::Replace("data:image/png;base64,AAAA".to_string()),
        ),
    ] {
        let edit = PlayerEditFields {
            avatar: sent,
            ..PlayerEditFields::default()
        };
        assert_eq!(checked_edit(edit, today()).unwrap().1, expected);
    }
    let edit = PlayerEditFields {
        name: Some(Some("  Ana Mora ".into())),
        email: Some(None),
        total_points: Some(120),
        adjustment_season: Some(2025),
        ..PlayerEditFields::default()
    };
    let (request, _) = checked_edit(edit, today()).unwrap();
    assert_eq!(request.changes.name.as_deref(), Some("Ana Mora"));
    assert_eq!(request.changes.email, Some(None));
    assert_eq!(
        (request.total_points, request.season),
        (Some(120), Season::Year(2025))
    );
}

#[test]
fn an_edit_names_every_bad_field() {
    let edit = PlayerEditFields {
        name: Some(None),
        total_points: Some(MAX_TOTAL_POINTS + 1),
        adjustment_season: Some(2027),
        adjustment_reason: Some("x".repeat(MAX_REASON_CHARS + 1)),
        ..PlayerEditFields::default()
    };
    match checked_edit(edit, today()) {
        Err(Error::Invalid { code, fields, .. }) => {
            assert_eq!(code, "name_required");
            assert_eq!(fields["totalPoints"].code, "total_points_too_large");
            assert_eq!(fields["adjustmentSeason"].code, "season_invalid");
            assert_eq!(fields["adjustmentReason"].code, "reason_too_long");
        }
        other => panic!("expected 422, got {other:?}"),
    }
    let negative = PlayerEditFields {
        total_points: Some(-1),
        ..PlayerEditFields::default()
    };
    assert!(matches!(
        checked_edit(negative, today()),
        Err(Error::Invalid {
            code: "total_points_negative",
            ..
        })
    ));
}
