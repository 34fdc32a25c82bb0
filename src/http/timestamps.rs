//! Times on the wire: every answer writes an instant as RFC 3339 in UTC, to the second.

/// Unix seconds as RFC 3339 in UTC, the form every timestamp takes on the wire.
pub fn timestamp(secs: i64) -> String {
    chrono::DateTime::from_timestamp(secs, 0)
        .unwrap_or_default()
        .to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}
