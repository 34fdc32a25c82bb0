use super::*;

fn allow(list: &str) -> PushAllow {
    PushAllow::parse(list).unwrap()
}

fn refused(text: &str, allowance: &PushAllow) -> bool {
    matches!(
        parse_endpoint(text, allowance),
        Err(EndpointProblem::Refused(_))
    )
}

fn invalid(text: &str, allowance: &PushAllow) -> bool {
    matches!(
        parse_endpoint(text, allowance),
        Err(EndpointProblem::Invalid(_))
    )
}

#[test]
fn an_allowance_is_parsed_into_scheme_host_and_port() {
    let one = AllowedOrigin::parse("http://127.0.0.1:8080").unwrap();
    assert_eq!(one.scheme, Scheme::Http);
    assert_eq!(one.host, Host::<String>::Ipv4("127.0.0.1".parse().unwrap()));
    assert_eq!(one.port, Some(8080));
    // An explicit default port is that port, not any.
    assert_eq!(
        AllowedOrigin::parse("http://127.0.0.1:80").unwrap().port,
        Some(80)
    );
    assert_eq!(
        AllowedOrigin::parse("http://127.0.0.1/").unwrap().port,
        None
    );
    let v6 = AllowedOrigin::parse("https://[::1]:9443").unwrap();
    assert_eq!(v6.host, Host::<String>::Ipv6("::1".parse().unwrap()));
    assert_eq!(v6.port, Some(9443));
    assert_eq!(
        AllowedOrigin::parse("HTTP://Push.Example").unwrap().host,
        Host::Domain("push.example".to_string())
    );
    for bad in [
        "127.0.0.1:8080",
        "ftp://127.0.0.1",
        "http://",
        "http://127.0.0.1:0",
        "http://127.0.0.1:65536",
        "http://127.0.0.1:+80",
        "http://127.0.0.1:80/push",
        "http://user@127.0.0.1",
        "http://127.0.0.1?x",
        "http://[::1",
        "http://[::1]8080",
        "http://a b",
    ] {
        assert!(AllowedOrigin::parse(bad).is_err(), "{bad}");
    }
    assert!(PushAllow::parse("").unwrap().is_empty());
    assert!(
        !PushAllow::parse(" http://127.0.0.1 , http://[::1]:8443")
            .unwrap()
            .is_empty()
    );
}

#[test]
fn an_allowance_compares_parsed_origins_never_a_prefix() {
    let exact = allow("http://127.0.0.1:80");
    let any_port = allow("http://127.0.0.1");
    let cases: &[(&PushAllow, &str, bool)] = &[
        (&exact, "http://127.0.0.1/push/1", true),
        (&exact, "http://127.0.0.1:80/push/1", true),
        (&exact, "http://127.0.0.1.evil.example/push", false),
        (&exact, "http://127.0.0.1:8080/push", false),
        (&exact, "http://127.0.0.1@evil.example/push", false),
        (&exact, "http://[::1]:80/push", false),
        (&any_port, "http://127.0.0.1:45678/push", true),
        (&any_port, "http://127.0.0.1.evil.example:45678/push", false),
        (&any_port, "http://127.1:45678/push", true),
        (&any_port, "http://localhost:45678/push", false),
    ];
    for (allowance, endpoint, allowed) in cases {
        let taken = parse_endpoint(endpoint, allowance);
        assert_eq!(
            taken.as_ref().is_ok_and(|e| e.allowed),
            *allowed,
            "{endpoint}: {taken:?}"
        );
    }
    // https to an origin allowed as http is another origin.
    let http_only = allow("http://127.0.0.1:8443");
    assert!(refused("https://127.0.0.1:8443/push", &http_only));
    assert!(parse_endpoint("http://127.0.0.1:8443/push", &http_only).is_ok());
    // And http to one allowed as https.
    let https_only = allow("https://127.0.0.1:8443");
    assert!(refused("http://127.0.0.1:8443/push", &https_only));
    assert!(parse_endpoint("https://127.0.0.1:8443/push", &https_only).is_ok());
}

#[test]
fn endpoints_must_be_https_urls_on_public_hosts_unless_allowed() {
    let none = PushAllow::default();
    let taken = parse_endpoint("https://fcm.googleapis.com/fcm/send/abc:DEF", &none).unwrap();
    assert_eq!(taken.scheme, Scheme::Https);
    assert_eq!(taken.port, 443);
    assert!(!taken.allowed);
    assert_eq!(taken.origin(), "https://fcm.googleapis.com");
    assert_eq!(
        parse_endpoint("https://push.example:8443/x", &none)
            .unwrap()
            .origin(),
        "https://push.example:8443"
    );
    assert!(parse_endpoint("https://8.8.8.8/push", &none).is_ok());

    for text in [
        "http://push.example/x",
        "ftp://push.example/x",
        "file:///etc/passwd",
        "https://127.0.0.1/x",
        "https://127.0.0.1:8443/x",
        "https://[::1]/x",
        "https://[::ffff:127.0.0.1]/x",
        "https://10.0.0.8/x",
        "https://169.254.169.254/latest",
        "https://100.64.0.1/x",
        "https://[fd00::1]/x",
        "https://[64:ff9b::a00:1]/x",
        "https://localhost/x",
        "https://push.localhost./x",
        "https://0x7f000001/x",
    ] {
        assert!(refused(text, &none), "{text}");
    }
    for text in [
        "push.example/x",
        "/relative",
        "https://user:pw@push.example/x",
        "https://push.example/x#frag",
        "",
    ] {
        assert!(invalid(text, &none), "{text}");
    }
    let long = format!("https://push.example/{}", "a".repeat(MAX_ENDPOINT_CHARS));
    assert!(invalid(&long, &none));
    let longest = format!(
        "https://push.example/{}",
        "a".repeat(MAX_ENDPOINT_CHARS - 21)
    );
    assert_eq!(longest.len(), MAX_ENDPOINT_CHARS);
    assert!(parse_endpoint(&longest, &none).is_ok());

    // The operator's allowance opens exactly its origin, http and loopback included.
    let local = allow("http://127.0.0.1:9000");
    assert!(
        parse_endpoint("http://127.0.0.1:9000/push", &local)
            .unwrap()
            .allowed
    );
    assert!(refused("http://127.0.0.1:9001/push", &local));
    assert!(refused("https://127.0.0.1:9001/push", &local));
}

fn browser_keys() -> (String, String) {
    let secret = p256::SecretKey::from_bytes(&[7u8; 32].into()).unwrap();
    let point =
        p256::elliptic_curve::sec1::ToEncodedPoint::to_encoded_point(&secret.public_key(), false);
    (base64url(point.as_bytes()), base64url(&[9u8; 16]))
}

#[test]
fn subscription_keys_must_be_a_p256_point_and_16_bytes() {
    let (p256dh, auth) = browser_keys();
    let keys = SubscriptionKeys::parse(&p256dh, &auth).unwrap();
    assert_eq!(keys.auth, [9u8; 16]);
    assert_eq!(keys.p256dh[0], 4);
    // Padding is taken too.
    assert!(SubscriptionKeys::parse(&format!("{p256dh}="), &format!("{auth}==")).is_ok());

    let mut off_curve = from_base64url(&p256dh).unwrap();
    off_curve[64] ^= 1;
    let compressed = {
        let secret = p256::SecretKey::from_bytes(&[7u8; 32].into()).unwrap();
        let point = p256::elliptic_curve::sec1::ToEncodedPoint::to_encoded_point(
            &secret.public_key(),
            true,
        );
        base64url(point.as_bytes())
    };
    let cases: &[(&str, &str, &str)] = &[
        (&base64url(&off_curve), &auth, "keys.p256dh"),
        (&compressed, &auth, "keys.p256dh"),
        (&base64url(&[4u8; 65]), &auth, "keys.p256dh"),
        ("not base64!", &auth, "keys.p256dh"),
        (&p256dh, &base64url(&[1u8; 15]), "keys.auth"),
        (&p256dh, &base64url(&[1u8; 17]), "keys.auth"),
        (&p256dh, "***", "keys.auth"),
    ];
    for (p, a, field) in cases {
        assert_eq!(SubscriptionKeys::parse(p, a), Err(*field), "{p} {a}");
    }
}

#[test]
fn a_vapid_key_pair_comes_from_32_bytes_that_are_a_scalar() {
    let pair = VapidKeyPair::from_secret([1u8; 32]).unwrap();
    assert_eq!(pair.private_key.len(), 43);
    assert_eq!(pair.public_key.len(), 87);
    assert_eq!(from_base64url(&pair.public_key).unwrap()[0], 4);
    assert_eq!(VapidKeyPair::from_secret([1u8; 32]), Some(pair));
    assert_eq!(VapidKeyPair::from_secret([0u8; 32]), None);
    assert_eq!(VapidKeyPair::from_secret([0xff; 32]), None);
}

#[test]
fn ttl_and_urgency_follow_the_kind() {
    assert_eq!(ttl_secs(NoticeKind::ResultReported), 172_800);
    assert_eq!(ttl_secs(NoticeKind::DeadlineTomorrow), 43_200);
    assert_eq!(ttl_secs(NoticeKind::YourWeek), 86_400);
    assert_eq!(ttl_secs(NoticeKind::Challenged), 259_200);
    assert_eq!(urgency(true), "high");
    assert_eq!(urgency(false), "normal");
}
