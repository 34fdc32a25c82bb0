//! The kinds of notice and the channels beyond the app that carry them.

use serde::{Deserialize, Serialize};

/// A channel beyond the in-app list, which always has every notice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Channel {
    /// Email, when the operator configures a relay.
    Email,
    /// Web Push, to each device the member allowed.
    Push,
}

impl Channel {
    /// Both, email first.
    pub const ALL: [Channel; 2] = [Channel::Email, Channel::Push];

    /// `email` or `push`, as stored and sent.
    pub fn as_str(self) -> &'static str {
        match self {
            Channel::Email => "email",
            Channel::Push => "push",
        }
    }

    /// The channel a stored name names.
    pub fn parse(text: &str) -> Option<Channel> {
        Channel::ALL.into_iter().find(|c| c.as_str() == text)
    }
}

/// What a notice is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NoticeKind {
    /// A draw was published with the member in it.
    DrawPublished,
    /// Monday's list of the member's matches due in the next 7 days.
    YourWeek,
    /// The opponent (or the league password) recorded a result in the member's match.
    ResultReported,
    /// Someone challenged the member in the league.
    Challenged,
    /// The opponent set or moved when the member's match is played.
    MatchScheduled,
    /// An unplayed match without a date is due tomorrow.
    DeadlineTomorrow,
    /// The admin approved the member's signup.
    SignupApproved,
    /// The admin's: a signup waits for approval.
    SignupWaiting,
    /// The admin's: a result was disputed.
    ResultDisputed,
    /// The admin's: a walkover a player reported waits for a decision.
    WalkoverAwaiting,
    /// The admin's: this morning's late and overdue matches.
    OverdueList,
    /// The club settled, corrected or recorded the member's result.
    ResultSettled,
    /// The club cleared the member's result (reopened it, or a correction before it did).
    ResultCleared,
    /// The club recorded a walkover in the member's match.
    WalkoverRecorded,
    /// The club granted the member's match more days.
    ExtensionGranted,
    /// The member qualified for a tournament's knockout.
    Qualified,
    /// A correction gave the member a knockout place, or took it away.
    QualificationChanged,
    /// The opponent confirmed the result the member reported (in the app only, unless the
    /// member turns email or push on).
    ResultConfirmed,
    /// A one-time sign-in link the member asked for by email. Email only: it is not in the
    /// in-app list, has no switch, and ignores quiet hours (it was asked for just now).
    SignInLink,
}

impl NoticeKind {
    /// The kinds a member is told, in the order `/me` lists their switches.
    pub const MEMBER: [NoticeKind; 14] = [
        NoticeKind::DrawPublished,
        NoticeKind::YourWeek,
        NoticeKind::ResultReported,
        NoticeKind::ResultConfirmed,
        NoticeKind::Challenged,
        NoticeKind::MatchScheduled,
        NoticeKind::DeadlineTomorrow,
        NoticeKind::SignupApproved,
        NoticeKind::ResultSettled,
        NoticeKind::ResultCleared,
        NoticeKind::WalkoverRecorded,
        NoticeKind::ExtensionGranted,
        NoticeKind::Qualified,
        NoticeKind::QualificationChanged,
    ];
    /// The admin's kinds.
    pub const ADMIN: [NoticeKind; 4] = [
        NoticeKind::SignupWaiting,
        NoticeKind::ResultDisputed,
        NoticeKind::WalkoverAwaiting,
        NoticeKind::OverdueList,
    ];

    /// The kinds that are neither a member's switches nor the admin's: asked for, sent by
    /// email only.
    pub const ASKED: [NoticeKind; 1] = [NoticeKind::SignInLink];

    /// The kind's stored name, such as `draw_published`.
    pub fn as_str(self) -> &'static str {
        match self {
            NoticeKind::DrawPublished => "draw_published",
            NoticeKind::YourWeek => "your_week",
            NoticeKind::ResultReported => "result_reported",
            NoticeKind::Challenged => "challenged",
            NoticeKind::MatchScheduled => "match_scheduled",
            NoticeKind::DeadlineTomorrow => "deadline_tomorrow",
            NoticeKind::SignupApproved => "signup_approved",
            NoticeKind::SignupWaiting => "signup_waiting",
            NoticeKind::ResultDisputed => "result_disputed",
            NoticeKind::WalkoverAwaiting => "walkover_awaiting",
            NoticeKind::OverdueList => "overdue_list",
            NoticeKind::SignInLink => "sign_in_link",
            NoticeKind::ResultSettled => "result_settled",
            NoticeKind::ResultCleared => "result_cleared",
            NoticeKind::WalkoverRecorded => "walkover_recorded",
            NoticeKind::ExtensionGranted => "extension_granted",
            NoticeKind::Qualified => "qualified",
            NoticeKind::QualificationChanged => "qualification_changed",
            NoticeKind::ResultConfirmed => "result_confirmed",
        }
    }

    /// Whether `channel` carries it for a member who never chose: every kind goes by email
    /// and push but `result_confirmed`, which the app's list alone tells unless the member
    /// turns it on (docs/rules.md#notices).
    pub fn on_by_default(self, _channel: Channel) -> bool {
        self != NoticeKind::ResultConfirmed
    }

    /// The kind a stored name names.
    pub fn parse(text: &str) -> Option<NoticeKind> {
        NoticeKind::MEMBER
            .into_iter()
            .chain(NoticeKind::ADMIN)
            .chain(NoticeKind::ASKED)
            .find(|k| k.as_str() == text)
    }

    /// Whether it is the admin's (told in the console, not to a member).
    pub fn is_admin(self) -> bool {
        NoticeKind::ADMIN.contains(&self)
    }

    /// Whether the member has a switch for it (`/me`), which email and push follow, and a
    /// one-click unsubscribe in its emails.
    pub fn is_switchable(self) -> bool {
        NoticeKind::MEMBER.contains(&self)
    }
}
