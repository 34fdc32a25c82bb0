//! Which IP addresses are the public internet's (docs/rules.md#push). A member
//! hands the server a push endpoint, so the server must never be made to reach into the
//! club's own network with it: only a public address is ever connected to, unless the
//! operator allowed that origin. Every special-purpose range of the IANA registries is
//! refused, and an IPv4 address dressed as IPv6 (mapped, NAT64, 6to4, Teredo) is refused
//! whatever it embeds.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// What kind of address an IP address is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AddressClass {
    /// On the public internet.
    Public,
    /// `0.0.0.0/8`, `::`: no host at all.
    Unspecified,
    /// `127.0.0.0/8`, `::1`: this machine.
    Loopback,
    /// `10/8`, `172.16/12`, `192.168/16`, and IPv6 site-local `fec0::/10`.
    Private,
    /// `100.64.0.0/10`: a carrier's shared address space (CGNAT).
    SharedCgnat,
    /// `169.254.0.0/16`, `fe80::/10`: the local link (cloud metadata services live here).
    LinkLocal,
    /// `fc00::/7`: IPv6 unique local addresses, the private ranges of IPv6.
    UniqueLocal,
    /// `224.0.0.0/4`, `ff00::/8`.
    Multicast,
    /// `255.255.255.255`.
    Broadcast,
    /// `192.0.2/24`, `198.51.100/24`, `203.0.113/24`, `2001:db8::/32`, `3fff::/20`.
    Documentation,
    /// `198.18.0.0/15`, `2001:2::/48`.
    Benchmarking,
    /// `::ffff:0:0/96`: an IPv4 address inside IPv6, refused whatever it embeds.
    Ipv4Mapped(Ipv4Addr),
    /// `::/96` (deprecated IPv4-compatible addresses).
    Ipv4Compatible(Ipv4Addr),
    /// `64:ff9b::/96`, `64:ff9b:1::/48`: a NAT64 gateway's view of an IPv4 address.
    Nat64,
    /// `2002::/16`: 6to4, which tunnels to the IPv4 address it embeds.
    SixToFour,
    /// `2001::/32`: Teredo, which tunnels to the IPv4 address it embeds.
    Teredo,
    /// Any other range set aside, not yet given out, or not routed on the internet.
    Reserved,
}

impl AddressClass {
    /// Whether an address of this class may be reached without the operator's allowance.
    pub fn is_public(self) -> bool {
        self == AddressClass::Public
    }

    /// The class in words, for the error kept with a refused delivery.
    pub fn describe(self) -> String {
        match self {
            AddressClass::Public => "a public address".into(),
            AddressClass::Unspecified => "an unspecified address".into(),
            AddressClass::Loopback => "a loopback address".into(),
            AddressClass::Private => "a private address".into(),
            AddressClass::SharedCgnat => "a carrier-grade NAT address".into(),
            AddressClass::LinkLocal => "a link-local address".into(),
            AddressClass::UniqueLocal => "a unique local address".into(),
            AddressClass::Multicast => "a multicast address".into(),
            AddressClass::Broadcast => "the broadcast address".into(),
            AddressClass::Documentation => "a documentation address".into(),
            AddressClass::Benchmarking => "a benchmarking address".into(),
            AddressClass::Ipv4Mapped(v4) => format!(
                "an IPv4-mapped address (of {}, {})",
                v4,
                classify_v4(v4).describe()
            ),
            AddressClass::Ipv4Compatible(v4) => format!(
                "an IPv4-compatible address (of {}, {})",
                v4,
                classify_v4(v4).describe()
            ),
            AddressClass::Nat64 => "a NAT64 address".into(),
            AddressClass::SixToFour => "a 6to4 address".into(),
            AddressClass::Teredo => "a Teredo address".into(),
            AddressClass::Reserved => "a reserved address".into(),
        }
    }
}

/// The class of `ip`.
pub fn classify(ip: IpAddr) -> AddressClass {
    match ip {
        IpAddr::V4(v4) => classify_v4(v4),
        IpAddr::V6(v6) => classify_v6(v6),
    }
}

/// Whether the first `len` bits of `bits` are those of `prefix`.
fn in_v4(bits: u32, prefix: [u8; 4], len: u32) -> bool {
    let mask = if len == 0 { 0 } else { u32::MAX << (32 - len) };
    bits & mask == u32::from_be_bytes(prefix) & mask
}

/// The IPv4 ranges that are not public, most specific first where they nest.
const V4_RANGES: [([u8; 4], u32, AddressClass); 17] = [
    ([0, 0, 0, 0], 8, AddressClass::Unspecified),
    ([10, 0, 0, 0], 8, AddressClass::Private),
    ([100, 64, 0, 0], 10, AddressClass::SharedCgnat),
    ([127, 0, 0, 0], 8, AddressClass::Loopback),
    ([169, 254, 0, 0], 16, AddressClass::LinkLocal),
    ([172, 16, 0, 0], 12, AddressClass::Private),
    ([192, 0, 0, 0], 24, AddressClass::Reserved),
    ([192, 0, 2, 0], 24, AddressClass::Documentation),
    ([192, 31, 196, 0], 24, AddressClass::Reserved),
    ([192, 52, 193, 0], 24, AddressClass::Reserved),
    ([192, 88, 99, 0], 24, AddressClass::Reserved),
    ([192, 168, 0, 0], 16, AddressClass::Private),
    ([198, 18, 0, 0], 15, AddressClass::Benchmarking),
    ([198, 51, 100, 0], 24, AddressClass::Documentation),
    ([203, 0, 113, 0], 24, AddressClass::Documentation),
    ([224, 0, 0, 0], 4, AddressClass::Multicast),
    ([240, 0, 0, 0], 4, AddressClass::Reserved),
];

fn classify_v4(ip: Ipv4Addr) -> AddressClass {
    if ip == Ipv4Addr::BROADCAST {
        return AddressClass::Broadcast;
    }
    let bits = u32::from(ip);
    V4_RANGES
        .iter()
        .find(|(prefix, len, _)| in_v4(bits, *prefix, *len))
        .map_or(AddressClass::Public, |(_, _, class)| *class)
}

/// Whether the first `len` bits of `bits` are those of `prefix`.
fn in_v6(bits: u128, prefix: [u16; 8], len: u32) -> bool {
    let mask = if len == 0 {
        0
    } else {
        u128::MAX << (128 - len)
    };
    bits & mask == u128::from(Ipv6Addr::from(prefix)) & mask
}

/// The IPv6 ranges that are not public, most specific first where they nest. Only global
/// unicast (`2000::/3`) is public at all; these are the holes in it, and the ranges outside
/// it that deserve their own name.
const V6_RANGES: [([u16; 8], u32, AddressClass); 13] = [
    ([0x64, 0xff9b, 0, 0, 0, 0, 0, 0], 96, AddressClass::Nat64),
    ([0x64, 0xff9b, 1, 0, 0, 0, 0, 0], 48, AddressClass::Nat64),
    ([0x2001, 0, 0, 0, 0, 0, 0, 0], 32, AddressClass::Teredo),
    (
        [0x2001, 2, 0, 0, 0, 0, 0, 0],
        48,
        AddressClass::Benchmarking,
    ),
    (
        [0x2001, 0xdb8, 0, 0, 0, 0, 0, 0],
        32,
        AddressClass::Documentation,
    ),
    // The rest of the IETF's protocol assignments (ORCHID, AS112, ...).
    ([0x2001, 0, 0, 0, 0, 0, 0, 0], 23, AddressClass::Reserved),
    ([0x2002, 0, 0, 0, 0, 0, 0, 0], 16, AddressClass::SixToFour),
    (
        [0x3fff, 0, 0, 0, 0, 0, 0, 0],
        20,
        AddressClass::Documentation,
    ),
    ([0xfc00, 0, 0, 0, 0, 0, 0, 0], 7, AddressClass::UniqueLocal),
    ([0xfe80, 0, 0, 0, 0, 0, 0, 0], 10, AddressClass::LinkLocal),
    ([0xfec0, 0, 0, 0, 0, 0, 0, 0], 10, AddressClass::Private),
    ([0xff00, 0, 0, 0, 0, 0, 0, 0], 8, AddressClass::Multicast),
    ([0x2000, 0, 0, 0, 0, 0, 0, 0], 3, AddressClass::Public),
];

fn classify_v6(ip: Ipv6Addr) -> AddressClass {
    if ip == Ipv6Addr::UNSPECIFIED {
        return AddressClass::Unspecified;
    }
    if ip == Ipv6Addr::LOCALHOST {
        return AddressClass::Loopback;
    }
    let bits = u128::from(ip);
    if let Some(v4) = ip.to_ipv4_mapped() {
        return AddressClass::Ipv4Mapped(v4);
    }
    if bits >> 32 == 0 {
        return AddressClass::Ipv4Compatible(Ipv4Addr::from(bits as u32));
    }
    V6_RANGES
        .iter()
        .find(|(prefix, len, _)| in_v6(bits, *prefix, *len))
        // Outside 2000::/3 nothing is given out as global unicast.
        .map_or(AddressClass::Reserved, |(_, _, class)| *class)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn class(text: &str) -> AddressClass {
        classify(text.parse().unwrap())
    }

    #[test]
    fn every_special_range_is_refused_and_the_internet_is_not() {
        let cases: &[(&str, AddressClass)] = &[
            ("0.0.0.0", AddressClass::Unspecified),
            ("0.1.2.3", AddressClass::Unspecified),
            ("10.0.0.1", AddressClass::Private),
            ("10.255.255.255", AddressClass::Private),
            ("100.63.255.255", AddressClass::Public),
            ("100.64.0.1", AddressClass::SharedCgnat),
            ("100.127.255.254", AddressClass::SharedCgnat),
            ("100.128.0.0", AddressClass::Public),
            ("127.0.0.1", AddressClass::Loopback),
            ("127.255.0.9", AddressClass::Loopback),
            ("169.254.169.254", AddressClass::LinkLocal),
            ("172.15.255.255", AddressClass::Public),
            ("172.16.0.1", AddressClass::Private),
            ("172.31.255.255", AddressClass::Private),
            ("172.32.0.0", AddressClass::Public),
            ("192.0.0.8", AddressClass::Reserved),
            ("192.0.2.10", AddressClass::Documentation),
            ("192.88.99.1", AddressClass::Reserved),
            ("192.167.255.255", AddressClass::Public),
            ("192.168.1.20", AddressClass::Private),
            ("198.18.0.1", AddressClass::Benchmarking),
            ("198.19.255.255", AddressClass::Benchmarking),
            ("198.20.0.0", AddressClass::Public),
            ("198.51.100.7", AddressClass::Documentation),
            ("203.0.113.7", AddressClass::Documentation),
            ("224.0.0.251", AddressClass::Multicast),
            ("239.255.255.250", AddressClass::Multicast),
            ("240.0.0.1", AddressClass::Reserved),
            ("255.255.255.255", AddressClass::Broadcast),
            ("8.8.8.8", AddressClass::Public),
            ("142.250.72.14", AddressClass::Public),
            ("::", AddressClass::Unspecified),
            ("::1", AddressClass::Loopback),
            (
                "::ffff:8.8.8.8",
                AddressClass::Ipv4Mapped(Ipv4Addr::new(8, 8, 8, 8)),
            ),
            (
                "::ffff:127.0.0.1",
                AddressClass::Ipv4Mapped(Ipv4Addr::LOCALHOST),
            ),
            (
                "::ffff:10.1.2.3",
                AddressClass::Ipv4Mapped(Ipv4Addr::new(10, 1, 2, 3)),
            ),
            (
                "::10.1.2.3",
                AddressClass::Ipv4Compatible(Ipv4Addr::new(10, 1, 2, 3)),
            ),
            ("64:ff9b::7f00:1", AddressClass::Nat64),
            ("64:ff9b::808:808", AddressClass::Nat64),
            ("64:ff9b:1::a00:1", AddressClass::Nat64),
            ("64:ff9b:2::1", AddressClass::Reserved),
            ("2001::1", AddressClass::Teredo),
            ("2001:2::1", AddressClass::Benchmarking),
            ("2001:db8::1", AddressClass::Documentation),
            ("2001:10::1", AddressClass::Reserved),
            ("2002:7f00:1::1", AddressClass::SixToFour),
            ("3fff::1", AddressClass::Documentation),
            ("fc00::1", AddressClass::UniqueLocal),
            ("fd12:3456::1", AddressClass::UniqueLocal),
            ("fe80::1", AddressClass::LinkLocal),
            ("febf::1", AddressClass::LinkLocal),
            ("fec0::1", AddressClass::Private),
            ("ff02::1", AddressClass::Multicast),
            ("100::1", AddressClass::Reserved),
            ("4000::1", AddressClass::Reserved),
            ("2001:4860:4860::8888", AddressClass::Public),
            ("2a00:1450:4001:80b::200e", AddressClass::Public),
        ];
        for (text, expected) in cases {
            assert_eq!(class(text), *expected, "{text}");
            assert_eq!(
                class(text).is_public(),
                *expected == AddressClass::Public,
                "{text}"
            );
        }
    }

    #[test]
    fn a_mapped_address_says_what_it_embeds_and_is_refused_even_when_that_is_public() {
        let mapped = class("::ffff:8.8.8.8");
        assert!(!mapped.is_public());
        assert_eq!(
            mapped.describe(),
            "an IPv4-mapped address (of 8.8.8.8, a public address)"
        );
        assert_eq!(
            class("::ffff:192.168.0.1").describe(),
            "an IPv4-mapped address (of 192.168.0.1, a private address)"
        );
    }
}
