//! iCalendar (RFC 5545) text for the calendar feeds (docs/rules.md#calendar-feeds): events
//! over a tournament week or on a league date, written by hand because the format is small
//! and its few rules (escaping, CRLF line ends, folding at 75 octets) are easy to get right
//! and to test here. Which matches become which events is the club's business; this module
//! only writes them.

use chrono::{DateTime, Duration, NaiveDate, NaiveDateTime, Utc};

/// The club's time zone, as calendars name it.
pub const TIME_ZONE: &str = "America/Costa_Rica";
/// How long a timed league match lasts in a calendar.
pub const MATCH_MINUTES: i64 = 90;
/// The longest line, in octets, before it is folded (RFC 5545 §3.1).
const MAX_LINE_OCTETS: usize = 75;

/// When an event happens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum When {
    /// Whole days from `first` to `last`, both included.
    Days {
        /// The first day.
        first: NaiveDate,
        /// The last day.
        last: NaiveDate,
    },
    /// A start in club time; the event lasts [`MATCH_MINUTES`].
    At(NaiveDateTime),
}

/// One event of a feed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    /// Stable across requests, so that a calendar updates the event instead of adding one.
    pub uid: String,
    /// The title line.
    pub summary: String,
    /// More text, such as the score.
    pub description: Option<String>,
    /// Where, such as a court.
    pub location: Option<String>,
    /// When.
    pub when: When,
}

/// A whole feed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Feed {
    /// The calendar's name (`X-WR-CALNAME`).
    pub name: String,
    /// Its events.
    pub events: Vec<Event>,
}

/// Escapes a TEXT value: backslash, semicolon, comma and newlines (RFC 5545 §3.3.11).
pub fn escape_text(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len() + 8);
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => escaped.push_str("\\\\"),
            ';' => escaped.push_str("\\;"),
            ',' => escaped.push_str("\\,"),
            '\r' => {
                if chars.peek() == Some(&'\n') {
                    chars.next();
                }
                escaped.push_str("\\n");
            }
            '\n' => escaped.push_str("\\n"),
            c if c.is_control() => {}
            c => escaped.push(c),
        }
    }
    escaped
}

/// One content line ended by CRLF, folded so that no line is longer than 75 octets: each
/// continuation starts with a space, and a fold never splits a UTF-8 character.
pub fn fold_line(line: &str) -> String {
    let mut folded = String::with_capacity(line.len() + line.len() / 70 * 3 + 2);
    let mut used = 0;
    for c in line.chars() {
        let size = c.len_utf8();
        if used + size > MAX_LINE_OCTETS {
            folded.push_str("\r\n ");
            // The leading space counts toward the next line's octets.
            used = 1;
        }
        folded.push(c);
        used += size;
    }
    folded.push_str("\r\n");
    folded
}

fn date_value(date: NaiveDate) -> String {
    date.format("%Y%m%d").to_string()
}

fn local_value(at: NaiveDateTime) -> String {
    at.format("%Y%m%dT%H%M%S").to_string()
}

impl Feed {
    /// The feed as iCalendar text, stamped `now`.
    pub fn render(&self, now: DateTime<Utc>) -> String {
        let stamp = now.format("%Y%m%dT%H%M%SZ").to_string();
        let mut lines: Vec<String> = vec![
            "BEGIN:VCALENDAR".into(),
            "VERSION:2.0".into(),
            "PRODID:-//Tournament Hub//Calendar feed//EN".into(),
            "CALSCALE:GREGORIAN".into(),
            "METHOD:PUBLISH".into(),
            format!("X-WR-CALNAME:{}", escape_text(&self.name)),
            format!("X-WR-TIMEZONE:{TIME_ZONE}"),
            "REFRESH-INTERVAL;VALUE=DURATION:PT1H".into(),
            "X-PUBLISHED-TTL:PT1H".into(),
        ];
        if self
            .events
            .iter()
            .any(|event| matches!(event.when, When::At(_)))
        {
            // Costa Rica keeps UTC-6 all year: one standard rule, no daylight saving.
            lines.extend(
                [
                    "BEGIN:VTIMEZONE",
                    &format!("TZID:{TIME_ZONE}"),
                    "BEGIN:STANDARD",
                    "DTSTART:19700101T000000",
                    "TZOFFSETFROM:-0600",
                    "TZOFFSETTO:-0600",
                    "TZNAME:CST",
                    "END:STANDARD",
                    "END:VTIMEZONE",
                ]
                .map(String::from),
            );
        }
        for event in &self.events {
            lines.push("BEGIN:VEVENT".into());
            lines.push(format!("UID:{}", escape_text(&event.uid)));
            lines.push(format!("DTSTAMP:{stamp}"));
            match event.when {
                When::Days { first, last } => {
                    lines.push(format!("DTSTART;VALUE=DATE:{}", date_value(first)));
                    // DTEND is exclusive: the day after the last.
                    lines.push(format!(
                        "DTEND;VALUE=DATE:{}",
                        date_value(last + Duration::days(1))
                    ));
                }
                When::At(start) => {
                    let end = start + Duration::minutes(MATCH_MINUTES);
                    lines.push(format!("DTSTART;TZID={TIME_ZONE}:{}", local_value(start)));
                    lines.push(format!("DTEND;TZID={TIME_ZONE}:{}", local_value(end)));
                }
            }
            lines.push(format!("SUMMARY:{}", escape_text(&event.summary)));
            if let Some(description) = &event.description {
                lines.push(format!("DESCRIPTION:{}", escape_text(description)));
            }
            if let Some(location) = &event.location {
                lines.push(format!("LOCATION:{}", escape_text(location)));
            }
            lines.push("TRANSP:TRANSPARENT".into());
            lines.push("END:VEVENT".into());
        }
        lines.push("END:VCALENDAR".into());
        lines.iter().map(|line| fold_line(line)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn text_escapes_backslash_semicolon_comma_and_newlines() {
        let table = [
            ("plain", "plain"),
            ("Pérez, Ana", "Pérez\\, Ana"),
            ("a;b", "a\\;b"),
            ("back\\slash", "back\\\\slash"),
            ("two\nlines", "two\\nlines"),
            ("windows\r\nline", "windows\\nline"),
            ("colon: stays", "colon: stays"),
            ("bell\u{7}gone", "bellgone"),
        ];
        for (text, escaped) in table {
            assert_eq!(escape_text(text), escaped, "{text:?}");
        }
    }

    #[test]
    fn short_lines_end_with_crlf_and_are_not_folded() {
        assert_eq!(fold_line("SUMMARY:Ana vs Bea"), "SUMMARY:Ana vs Bea\r\n");
        let exact = "X".repeat(75);
        assert_eq!(fold_line(&exact), format!("{exact}\r\n"));
    }

    #[test]
    fn long_lines_fold_at_75_octets_without_splitting_a_character() {
        for line in [
            "X".repeat(200),
            format!("SUMMARY:{}", "ñ".repeat(100)),
            format!("SUMMARY:a{}", "€".repeat(60)),
            format!("DESCRIPTION:{}", "🎾".repeat(40)),
        ] {
            let folded = fold_line(&line);
            assert!(folded.ends_with("\r\n"));
            let physical: Vec<&str> = folded.trim_end_matches("\r\n").split("\r\n").collect();
            assert!(physical.len() > 1, "{line}");
            for (i, part) in physical.iter().enumerate() {
                assert!(part.len() <= 75, "line {i} has {} octets", part.len());
                if i > 0 {
                    assert!(part.starts_with(' '));
                }
            }
            // Unfolding (dropping each CRLF and the space after it) gives the line back.
            let unfolded = folded.trim_end_matches("\r\n").replace("\r\n ", "");
            assert_eq!(unfolded, line);
        }
    }

    #[test]
    fn all_day_events_end_the_day_after_their_last_day_and_timed_ones_carry_the_zone() {
        let feed = Feed {
            name: "Copa, Verano".into(),
            events: vec![
                Event {
                    uid: "match-1@club.example".into(),
                    summary: "Ana vs Bea · Final · Copa".into(),
                    description: Some("Score: 6-4, 6-2".into()),
                    location: None,
                    when: When::Days {
                        first: date(2026, 3, 2),
                        last: date(2026, 3, 8),
                    },
                },
                Event {
                    uid: "league-7@club.example".into(),
                    summary: "Ana vs Bea · League".into(),
                    description: None,
                    location: Some("Court 3".into()),
                    when: When::At(date(2026, 3, 4).and_hms_opt(18, 30, 0).unwrap()),
                },
            ],
        };
        let now = "2026-03-01T12:00:00Z".parse().unwrap();
        let text = feed.render(now);
        assert!(text.starts_with("BEGIN:VCALENDAR\r\n"));
        assert!(text.ends_with("END:VCALENDAR\r\n"));
        assert!(!text.replace("\r\n", "").contains('\n'), "bare LF");
        for line in [
            "X-WR-CALNAME:Copa\\, Verano",
            "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
            "X-PUBLISHED-TTL:PT1H",
            "TZID:America/Costa_Rica",
            "TZOFFSETTO:-0600",
            "DTSTAMP:20260301T120000Z",
            "DTSTART;VALUE=DATE:20260302",
            "DTEND;VALUE=DATE:20260309",
            "DTSTART;TZID=America/Costa_Rica:20260304T183000",
            "DTEND;TZID=America/Costa_Rica:20260304T200000",
            "LOCATION:Court 3",
            "DESCRIPTION:Score: 6-4\\, 6-2",
        ] {
            assert!(text.contains(&format!("{line}\r\n")), "{line}\n{text}");
        }
    }

    #[test]
    fn a_feed_of_all_day_events_has_no_time_zone() {
        let feed = Feed {
            name: "Copa".into(),
            events: vec![],
        };
        let text = feed.render(Utc::now());
        assert!(!text.contains("VTIMEZONE"));
        assert!(!text.contains("BEGIN:VEVENT"));
    }
}
