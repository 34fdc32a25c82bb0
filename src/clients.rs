//! Who one client is, for every limit that counts clients (docs/rules.md#permissions): an
//! IPv4 address, or the IPv6 /64 one subscriber usually holds, so that rotating addresses
//! inside it gains nothing; and the wider blocks one holder of many /64s has (an IPv6 /56 or
//! /48, an IPv4 /24), which the budgets of password guesses count as well.

use std::fmt;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// Whom a budget belongs to: an IPv4 address, or an IPv6 /64.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ClientKey {
    /// An IPv4 address (also one that arrived as `::ffff:a.b.c.d`).
    V4(u32),
    /// The first 64 bits of an IPv6 address.
    V6(u64),
    /// No address known (in-process tests).
    Unknown,
}

impl ClientKey {
    /// The key of a client at `ip` (none: an address the server cannot see).
    pub fn of_ip(ip: Option<IpAddr>) -> ClientKey {
        match ip.map(|ip| ip.to_canonical()) {
            Some(IpAddr::V4(v4)) => ClientKey::V4(v4.into()),
            Some(IpAddr::V6(v6)) => ClientKey::V6((u128::from(v6) >> 64) as u64),
            None => ClientKey::Unknown,
        }
    }

    /// The key of an address as stored in text (the league's history keeps whole addresses);
    /// text that is no address is [`ClientKey::Unknown`].
    pub fn of_text(address: &str) -> ClientKey {
        ClientKey::of_ip(address.parse().ok())
    }

    /// Whether an address is known: limits leave out clients they cannot tell apart.
    pub fn is_known(self) -> bool {
        self != ClientKey::Unknown
    }

    /// The wider blocks this client lies in, narrowest first: an IPv6 /64 in its /56 and its
    /// /48, an IPv4 address in its /24. None for an unknown client.
    pub fn blocks(self) -> Vec<Block> {
        match self {
            ClientKey::V4(v4) => vec![Block::V4Slash24(v4 >> 8)],
            ClientKey::V6(prefix) => vec![
                Block::V6Slash56(prefix >> 8),
                Block::V6Slash48(prefix >> 16),
            ],
            ClientKey::Unknown => Vec::new(),
        }
    }
}

/// The text a client key is stored as: `203.0.113.7`, `2001:db8:1:2::/64`, or `unknown`.
impl fmt::Display for ClientKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ClientKey::V4(v4) => write!(f, "{}", Ipv4Addr::from(v4)),
            ClientKey::V6(prefix) => write!(f, "{}/64", Ipv6Addr::from(u128::from(prefix) << 64)),
            ClientKey::Unknown => f.write_str("unknown"),
        }
    }
}

/// Reads a key back as [`fmt::Display`] wrote it (`203.0.113.9`, `2001:db8::/64`,
/// `unknown`); the audit trail and the sign-in requests keep clients so.
impl std::str::FromStr for ClientKey {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text == "unknown" {
            return Ok(ClientKey::Unknown);
        }
        if let Some(prefix) = text.strip_suffix("/64") {
            let v6: Ipv6Addr = prefix.parse().map_err(|e| format!("{text}: {e}"))?;
            return Ok(ClientKey::V6((u128::from(v6) >> 64) as u64));
        }
        let v4: Ipv4Addr = text.parse().map_err(|e| format!("{text}: {e}"))?;
        Ok(ClientKey::V4(u32::from(v4)))
    }
}

/// A block of addresses wider than one client.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Block {
    /// The first 56 bits of an IPv6 address: what an ISP often gives one home.
    V6Slash56(u64),
    /// The first 48 bits of an IPv6 address: what one site or organisation often holds.
    V6Slash48(u64),
    /// The first 24 bits of an IPv4 address.
    V4Slash24(u32),
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(text: &str) -> ClientKey {
        ClientKey::of_text(text)
    }

    #[test]
    fn a_key_reads_back_as_it_was_written() {
        for text in ["203.0.113.7", "2001:db8:1:2::1", "::1"] {
            let written = key(text);
            assert_eq!(written.to_string().parse::<ClientKey>(), Ok(written));
        }
        assert_eq!("unknown".parse::<ClientKey>(), Ok(ClientKey::Unknown));
        assert!("nonsense".parse::<ClientKey>().is_err());
    }

    #[test]
    fn a_client_is_an_ipv4_address_or_an_ipv6_64() {
        let cases = [
            ("203.0.113.7", "203.0.113.7"),
            ("::ffff:203.0.113.7", "203.0.113.7"),
            ("2001:db8:1:2::1", "2001:db8:1:2::/64"),
            ("2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"),
            ("::1", "::/64"),
            ("not an address", "unknown"),
        ];
        for (address, stored) in cases {
            assert_eq!(key(address).to_string(), stored, "{address}");
        }
        assert_eq!(key("2001:db8:1:2::1"), key("2001:db8:1:2:abcd::9"));
        assert_ne!(key("2001:db8:1:2::1"), key("2001:db8:1:3::1"));
        assert!(!ClientKey::of_ip(None).is_known());
        assert!(key("10.0.0.1").is_known());
    }

    #[test]
    fn wider_blocks_hold_the_neighbouring_clients() {
        let blocks = |text| key(text).blocks();
        // Same /56, other /64.
        assert_eq!(
            blocks("2001:db8:1:200::1")[0],
            blocks("2001:db8:1:2ff::1")[0]
        );
        assert_ne!(
            blocks("2001:db8:1:200::1")[0],
            blocks("2001:db8:1:300::1")[0]
        );
        // Same /48, other /56.
        assert_eq!(
            blocks("2001:db8:1:200::1")[1],
            blocks("2001:db8:1:ff00::1")[1]
        );
        assert_ne!(blocks("2001:db8:1::1")[1], blocks("2001:db8:2::1")[1]);
        // An IPv4 /24.
        assert_eq!(blocks("198.51.100.1"), blocks("198.51.100.254"));
        assert_ne!(blocks("198.51.100.1"), blocks("198.51.101.1"));
        assert!(ClientKey::Unknown.blocks().is_empty());
    }
}
