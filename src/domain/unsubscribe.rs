//! One-click unsubscribe links (RFC 8058, docs/rules.md#notices). Each email to a member
//! about a kind they can switch off carries a token that names the member and the kind, and
//! a keyed digest of both with the address it was sent to:
//! `<player>.<kind>.<digest>`, such as `12.your_week.Xq…`. The key is the server's own secret
//! (kept in the database, made at first use), so nobody can forge a token for another member
//! or kind, and nothing has to be stored per email sent. A token works while the member's
//! address is the one it was sent to: a member who changes their address has the old
//! address's links stop working, and the new address's emails carry new ones.
//!
//! Pure: the key and the member's current address come from the caller.

use base64::Engine;
use hmac::{Hmac, Mac};
use sha2::Sha256;

use super::ids::PlayerId;
use super::notices::NoticeKind;

/// The length of the server's key, in bytes.
pub const KEY_BYTES: usize = 32;
/// The digest's length in a token, in bytes (128 bits).
const DIGEST_BYTES: usize = 16;

/// What a token names, before its digest is checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unsubscribe {
    /// The member.
    pub player: PlayerId,
    /// The kind they turn off by email.
    pub kind: NoticeKind,
    digest: Vec<u8>,
}

/// An address as its digest reads it: without surrounding blanks, in lower case.
fn address(email: &str) -> String {
    email.trim().to_lowercase()
}

fn keyed(key: &[u8], player: PlayerId, kind: NoticeKind, email: &str) -> Hmac<Sha256> {
    let mut mac = Hmac::<Sha256>::new_from_slice(key).expect("HMAC takes a key of any length");
    mac.update(
        format!(
            "unsubscribe\n{}\n{}\n{}",
            player.0,
            kind.as_str(),
            address(email)
        )
        .as_bytes(),
    );
    mac
}

/// The token of `player`'s emails of `kind` sent to `email`, made with the server's `key`.
pub fn token(key: &[u8], player: PlayerId, kind: NoticeKind, email: &str) -> String {
    let digest = keyed(key, player, kind, email).finalize().into_bytes();
    let digest = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(&digest[..DIGEST_BYTES]);
    format!("{}.{}.{digest}", player.0, kind.as_str())
}

/// What `token` names, if it has a token's shape and names a kind a member can switch off.
pub fn read(token: &str) -> Option<Unsubscribe> {
    let mut parts = token.split('.');
    let (player, kind, digest) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() || player.starts_with(['+', '-', '0']) {
        return None;
    }
    let player = PlayerId(player.parse().ok().filter(|id: &i64| *id > 0)?);
    let kind = NoticeKind::parse(kind).filter(|k| k.is_switchable())?;
    let digest = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(digest)
        .ok()
        .filter(|d| d.len() == DIGEST_BYTES)?;
    Some(Unsubscribe {
        player,
        kind,
        digest,
    })
}

impl Unsubscribe {
    /// Whether the token was made with `key` for the member's address `email` (compared in
    /// constant time).
    pub fn holds_for(&self, key: &[u8], email: &str) -> bool {
        keyed(key, self.player, self.kind, email)
            .verify_truncated_left(&self.digest)
            .is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: [u8; KEY_BYTES] = [7; KEY_BYTES];

    #[test]
    fn a_token_names_its_member_and_kind_and_holds_for_its_address_only() {
        let made = token(
            &KEY,
            PlayerId(12),
            NoticeKind::YourWeek,
            " Ana@Example.org ",
        );
        assert!(made.starts_with("12.your_week."), "{made}");
        assert_eq!(made.len(), "12.your_week.".len() + 22);
        let read = read(&made).unwrap();
        assert_eq!(
            (read.player, read.kind),
            (PlayerId(12), NoticeKind::YourWeek)
        );
        assert!(
            read.holds_for(&KEY, "ana@example.org"),
            "case and blanks aside"
        );
        assert!(!read.holds_for(&KEY, "bea@example.org"), "another address");
        assert!(
            !read.holds_for(&[8; KEY_BYTES], "ana@example.org"),
            "another key"
        );
    }

    #[test]
    fn a_token_cannot_be_moved_to_another_member_or_kind() {
        let made = token(&KEY, PlayerId(12), NoticeKind::YourWeek, "ana@example.org");
        let digest = made.rsplit('.').next().unwrap();
        for forged in [
            format!("13.your_week.{digest}"),
            format!("12.challenged.{digest}"),
        ] {
            let read = read(&forged).unwrap();
            assert!(!read.holds_for(&KEY, "ana@example.org"), "{forged}");
        }
    }

    #[test]
    fn only_a_token_shaped_text_is_read() {
        let digest = "A".repeat(22);
        let cases = [
            (format!("12.your_week.{digest}"), true),
            (format!("12.your_week.{digest}.x"), false),
            (format!("012.your_week.{digest}"), false),
            (format!("+12.your_week.{digest}"), false),
            (format!("0.your_week.{digest}"), false),
            (format!("x.your_week.{digest}"), false),
            (format!("12.overdue_list.{digest}"), false),
            (format!("12.sign_in_link.{digest}"), false),
            (format!("12.nothing.{digest}"), false),
            ("12.your_week.AAAA".to_string(), false),
            (format!("12.your_week.{digest}!"), false),
            (String::new(), false),
        ];
        for (text, readable) in cases {
            assert_eq!(read(&text).is_some(), readable, "{text:?}");
        }
    }
}
