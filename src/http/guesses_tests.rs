use super::*;
use crate::http::limiter::MAX_CLIENTS;

fn key(text: &str) -> ClientKey {
    ClientKey::of_text(text)
}

fn from(text: &str) -> Guesser {
    Guesser {
        client: key(text),
        known_device: None,
    }
}

fn device(text: &str, digest: &str) -> Guesser {
    Guesser {
        client: key(text),
        known_device: Some(digest.to_string()),
    }
}

fn budgets(failures_per_hour: u32) -> Arc<GuessBudgets> {
    Arc::new(GuessBudgets::new(GuessSettings { failures_per_hour }))
}

fn refused_code(result: Result<Guess, Error>) -> (&'static str, u64) {
    let err = result.expect_err("expected a refusal");
    let wait = match &err {
        Error::RateLimited { retry_after_secs }
        | Error::LimitReached {
            retry_after_secs, ..
        } => *retry_after_secs,
        other => panic!("expected 429, got {other:?}"),
    };
    (err.code(), wait)
}

#[test]
fn a_client_has_five_checks_and_the_right_password_gives_its_check_back() {
    let budgets = budgets(1000);
    let now = Instant::now();
    let open: Vec<_> = (0..5)
        .map(|_| budgets.begin_at("admin", from("10.0.0.1"), now).unwrap())
        .collect();
    let (code, wait) = refused_code(budgets.begin_at("admin", from("10.0.0.1"), now));
    assert_eq!((code, wait), ("too_many_attempts", 900));
    assert!(budgets.begin_at("league", from("10.0.0.1"), now).is_ok());
    assert!(budgets.begin_at("admin", from("10.0.0.2"), now).is_ok());
    let mut open = open.into_iter();
    open.next().unwrap().succeed_at(now);
    assert!(budgets.begin_at("admin", from("10.0.0.1"), now).is_ok());
    open.next().unwrap().not_a_guess();
    assert!(budgets.begin_at("admin", from("10.0.0.1"), now).is_ok());
    // The checks leave the window after 15 minutes.
    let later = now + CLIENT_WINDOW;
    assert!(budgets.begin_at("admin", from("10.0.0.1"), later).is_ok());
}

#[test]
fn the_blocks_of_a_client_have_budgets_of_their_own() {
    let budgets = budgets(1000);
    let now = Instant::now();
    // Ten /64s of one /56, one check each.
    for i in 0..SLASH56_ATTEMPTS {
        budgets
            .begin_at("league", from(&format!("2001:db8:1:2{i:02x}::1")), now)
            .unwrap()
            .fail();
    }
    let (code, wait) = refused_code(budgets.begin_at("league", from("2001:db8:1:2ff::1"), now));
    assert_eq!((code, wait), ("too_many_attempts", 3600));
    // Both passwords count together in a block.
    refused_code(budgets.begin_at("admin", from("2001:db8:1:2ff::1"), now));
    // The next /56 of the /48 is free, until the /48 has spent its 30.
    for i in 0..(SLASH48_ATTEMPTS - SLASH56_ATTEMPTS) {
        let block56 = 3 + i / SLASH56_ATTEMPTS;
        let sub = i % SLASH56_ATTEMPTS;
        budgets
            .begin_at(
                "league",
                from(&format!("2001:db8:1:{block56:x}{sub:02x}::1")),
                now,
            )
            .unwrap()
            .fail();
    }
    refused_code(budgets.begin_at("league", from("2001:db8:1:ff00::1"), now));
    assert!(
        budgets
            .begin_at("league", from("2001:db8:2::1"), now)
            .is_ok()
    );
    // An IPv4 /24.
    for i in 0..SLASH24_ATTEMPTS {
        let client = format!("198.51.100.{}", i + 1);
        budgets
            .begin_at("admin", from(&client), now)
            .unwrap()
            .fail();
    }
    refused_code(budgets.begin_at("admin", from("198.51.100.200"), now));
    assert!(budgets.begin_at("admin", from("198.51.101.1"), now).is_ok());
}

#[test]
fn the_club_budget_is_a_token_bucket_for_both_passwords() {
    let budgets = budgets(60);
    let now = Instant::now();
    for i in 0..60 {
        let credential = if i % 2 == 0 { "admin" } else { "league" };
        budgets
            .begin_at(credential, from(&format!("2001:db8:{i:x}::1")), now)
            .unwrap()
            .fail();
    }
    // Whoever asks next, with either password, waits for the next token: a minute.
    let (code, wait) = refused_code(budgets.begin_at("league", from("192.0.2.1"), now));
    assert_eq!((code, wait), ("password_checks_paused", 60));
    refused_code(budgets.begin_at("admin", from("2001:db8:ffff::1"), now));
    // One token a minute; a refusal spends none.
    let minute = now + Duration::from_secs(60);
    budgets
        .begin_at("league", from("192.0.2.1"), minute)
        .unwrap()
        .fail();
    refused_code(budgets.begin_at("league", from("192.0.2.2"), minute));
    // A check in flight holds its token; the right password gives it back.
    let two = now + Duration::from_secs(120);
    let right = budgets.begin_at("league", from("192.0.2.3"), two).unwrap();
    refused_code(budgets.begin_at("league", from("192.0.2.4"), two));
    right.succeed_at(two);
    assert!(budgets.begin_at("league", from("192.0.2.4"), two).is_ok());
    // After an hour the bucket is full again.
    let hour = now + Duration::from_secs(3 * 3600);
    for i in 0..60 {
        budgets
            .begin_at("admin", from(&format!("2001:db9:{i:x}::1")), hour)
            .unwrap()
            .fail();
    }
    refused_code(budgets.begin_at("admin", from("2001:db9:ffff::1"), hour));
}

#[test]
fn a_known_device_is_checked_past_the_shared_budgets_within_its_own() {
    let budgets = budgets(5);
    let now = Instant::now();
    for i in 0..5 {
        budgets
            .begin_at("league", from(&format!("203.0.113.{i}")), now)
            .unwrap()
            .fail();
    }
    refused_code(budgets.begin_at("league", from("203.0.113.99"), now));
    // The device's own client spent its budget too: the device is still checked.
    let member = device("203.0.113.0", "d1");
    budgets
        .begin_at("league", member.clone(), now)
        .unwrap()
        .succeed_at(now);
    // Five wrong checks from the device, wherever its cookie travels, then no more.
    for i in 0..DEVICE_ATTEMPTS {
        budgets
            .begin_at("league", device(&format!("192.0.2.{i}"), "d1"), now)
            .unwrap()
            .fail();
    }
    let (code, _) = refused_code(budgets.begin_at("league", member, now));
    assert_eq!(code, "too_many_attempts");
    // Another password is another budget of the device.
    assert!(
        budgets
            .begin_at("admin", device("192.0.2.9", "d1"), now)
            .is_ok()
    );
}

#[test]
fn a_client_signs_in_only_so_often() {
    let budgets = budgets(60);
    let now = Instant::now();
    for _ in 0..SUCCESSES_PER_CLIENT {
        budgets
            .begin_at("league", from("2001:db8:7:7::1"), now)
            .unwrap()
            .succeed_at(now);
    }
    let (code, wait) = refused_code(budgets.begin_at("league", from("2001:db8:7:7::2"), now));
    assert_eq!((code, wait), ("too_many_attempts", 3600));
    // Known devices of that client too; other clients, and an unknown one, not.
    refused_code(budgets.begin_at("league", device("2001:db8:7:7::3", "d"), now));
    assert!(
        budgets
            .begin_at("league", from("2001:db8:7:8::1"), now)
            .is_ok()
    );
    for _ in 0..(SUCCESSES_PER_CLIENT + 1) {
        budgets
            .begin_at("league", from_unknown(), now)
            .unwrap()
            .succeed_at(now);
    }
}

fn from_unknown() -> Guesser {
    Guesser {
        client: ClientKey::Unknown,
        known_device: None,
    }
}

#[test]
fn memory_stays_bounded_however_addresses_rotate() {
    let budgets = budgets(u32::MAX);
    let now = Instant::now();
    for i in 0..(MAX_CLIENTS as u128 * 2) {
        // Each in a /48 of its own: no block budget refuses, every key is new.
        let ip = std::net::Ipv6Addr::from((0x2001_0db8_u128 << 96) | (i << 80));
        budgets
            .begin_at("league", from(&ip.to_string()), now)
            .unwrap()
            .fail();
    }
    assert!(
        budgets.remembered() <= 3 * MAX_CLIENTS,
        "{}",
        budgets.remembered()
    );
}
