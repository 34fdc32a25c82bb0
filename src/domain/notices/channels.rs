//! Which channels beyond the app carry a notice, and from when: the configured channels, the
//! member's choices, whether the member can be reached there, and quiet hours. Pure: the
//! store fetches these facts and writes the deliveries this decides.

use chrono::{DateTime, Utc};

use super::{Channel, Notice, NoticeKind, deliver_at};

/// What the store knows of the member a notice is for.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MemberReach {
    /// Their stored choices for the notice's kind: (channel, on). A channel without one
    /// follows the kind's default.
    pub choices: Vec<(Channel, bool)>,
    /// The channels they can be reached on: email with an address, push with a device they
    /// allowed.
    pub reachable: Vec<Channel>,
}

/// Where a notice goes beyond the app, and when it may go out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Routing {
    /// The channels, in the order configured.
    pub channels: Vec<Channel>,
    /// When it may go out on them if nothing merges with it: at once, or when quiet hours
    /// end. Unix seconds.
    pub due: i64,
}

/// Whether a member with `choice` (none when they never chose) has `channel` on for `kind`.
pub fn wanted(kind: NoticeKind, channel: Channel, choice: Option<bool>) -> bool {
    choice.unwrap_or_else(|| kind.on_by_default(channel))
}

/// The channels of `configured` that carry `notice` written at `now`, for the member `member`
/// describes (none for the admin, whose notices take every channel configured for the admin).
/// A sign-in link goes by email only: its secret is forgotten once that email is accepted or
/// fails for good, so no other channel may race it. A kind without a switch (the sign-in
/// link, asked for just now) ignores choices; every channel needs the member reachable.
pub fn route(
    notice: &Notice,
    now: DateTime<Utc>,
    configured: &[Channel],
    member: Option<&MemberReach>,
) -> Routing {
    let kind = notice.kind();
    let channels = configured
        .iter()
        .copied()
        .filter(|&channel| kind != NoticeKind::SignInLink || channel == Channel::Email)
        .filter(|&channel| match member {
            None => true,
            Some(member) => {
                let choice = member
                    .choices
                    .iter()
                    .find(|(c, _)| *c == channel)
                    .map(|(_, on)| *on);
                (!kind.is_switchable() || wanted(kind, channel, choice))
                    && member.reachable.contains(&channel)
            }
        })
        .collect();
    Routing {
        channels,
        due: deliver_at(now, notice.is_urgent()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::calendar::club_instant;
    use crate::domain::ids::{MatchId, PlayerId};
    use chrono::{NaiveDate, NaiveTime};

    const BOTH: [Channel; 2] = [Channel::Email, Channel::Push];
    const EMAIL: [Channel; 1] = [Channel::Email];
    const NONE: [Channel; 0] = [];

    /// Club time `hh:mm` on Wednesday 2 December 2026.
    fn at(hh: u32, mm: u32) -> DateTime<Utc> {
        let day = NaiveDate::from_ymd_opt(2026, 12, 2).unwrap();
        let at = club_instant(day, NaiveTime::from_hms_opt(hh, mm, 0).unwrap());
        DateTime::from_timestamp(at, 0).unwrap()
    }

    fn scheduled() -> Notice {
        Notice::MatchScheduled {
            match_id: MatchId(1),
            opponent: "Ana".into(),
            date: NaiveDate::from_ymd_opt(2026, 12, 3).unwrap(),
            time: None,
            cancha: None,
        }
    }

    fn confirmed() -> Notice {
        Notice::ResultConfirmed {
            match_id: Some(MatchId(1)),
            league_match_id: None,
            by: "Ana".into(),
            score: "6-4, 6-4".into(),
        }
    }

    fn sign_in() -> Notice {
        Notice::SignInLink {
            token: Some("t".into()),
            expires_at: 0,
        }
    }

    fn waiting() -> Notice {
        Notice::SignupWaiting {
            player_id: PlayerId(9),
            name: "Bea".into(),
        }
    }

    fn reach(choices: &[(Channel, bool)], reachable: &[Channel]) -> MemberReach {
        MemberReach {
            choices: choices.to_vec(),
            reachable: reachable.to_vec(),
        }
    }

    /// One row of the table: the case, the notice, the channels configured, the member (none
    /// for the admin) and the channels expected.
    type Row = (
        &'static str,
        Notice,
        &'static [Channel],
        Option<MemberReach>,
        &'static [Channel],
    );

    #[test]
    fn the_channels_follow_choices_reach_and_the_kind() {
        use Channel::{Email, Push};
        let everywhere = reach(&[], &BOTH);
        #[rustfmt::skip]
        let table: Vec<Row> = vec![
            ("a member with no choices, reachable everywhere", scheduled(), &BOTH, Some(everywhere.clone()), &BOTH),
            ("only what the operator configured", scheduled(), &EMAIL, Some(everywhere.clone()), &EMAIL),
            ("nothing configured", scheduled(), &NONE, Some(everywhere.clone()), &NONE),
            ("email turned off", scheduled(), &BOTH, Some(reach(&[(Email, false)], &BOTH)), &[Push]),
            ("both turned off", scheduled(), &BOTH, Some(reach(&[(Email, false), (Push, false)], &BOTH)), &NONE),
            ("no address", scheduled(), &BOTH, Some(reach(&[], &[Push])), &[Push]),
            ("no device", scheduled(), &BOTH, Some(reach(&[], &[Email])), &EMAIL),
            ("turned on but unreachable", scheduled(), &BOTH, Some(reach(&[(Push, true)], &[Email])), &EMAIL),
            ("a confirmation is off by default", confirmed(), &BOTH, Some(everywhere.clone()), &NONE),
            ("unless turned on", confirmed(), &BOTH, Some(reach(&[(Push, true)], &BOTH)), &[Push]),
            ("a sign-in link goes by email only", sign_in(), &BOTH, Some(everywhere.clone()), &EMAIL),
            ("whatever the member chose", sign_in(), &BOTH, Some(reach(&[(Email, false)], &BOTH)), &EMAIL),
            ("but only to an address", sign_in(), &BOTH, Some(reach(&[], &[Push])), &NONE),
            ("the admin's take every channel configured", waiting(), &BOTH, None, &BOTH),
            ("the admin's, email only", waiting(), &EMAIL, None, &EMAIL),
        ];
        for (case, notice, configured, member, expected) in table {
            let routing = route(&notice, at(12, 0), configured, member.as_ref());
            assert_eq!(routing.channels, expected, "{case}");
        }
    }

    #[test]
    fn quiet_hours_hold_all_but_the_urgent_until_the_morning() {
        let member = reach(&[], &BOTH);
        let noon = route(&scheduled(), at(12, 0), &BOTH, Some(&member));
        assert_eq!(noon.due, at(12, 0).timestamp());
        let night = route(&scheduled(), at(22, 30), &BOTH, Some(&member));
        let morning = club_instant(
            NaiveDate::from_ymd_opt(2026, 12, 3).unwrap(),
            NaiveTime::from_hms_opt(7, 0, 0).unwrap(),
        );
        assert_eq!(night.due, morning);
        assert_eq!(night.channels, BOTH);
        let link = route(&sign_in(), at(22, 30), &BOTH, Some(&member));
        assert_eq!(link.due, at(22, 30).timestamp());
    }

    #[test]
    fn a_choice_wins_over_the_default() {
        for kind in NoticeKind::MEMBER {
            for channel in Channel::ALL {
                assert!(wanted(kind, channel, Some(true)));
                assert!(!wanted(kind, channel, Some(false)));
                assert_eq!(
                    wanted(kind, channel, None),
                    kind != NoticeKind::ResultConfirmed
                );
            }
        }
    }
}
