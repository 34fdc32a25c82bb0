//! A player's stored words: the hand they play with, whether the admin let them in, and
//! their role.

use serde::Serialize;
use utoipa::ToSchema;

/// The hand a player plays with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum BestHand {
    /// Right-handed: what the form assumes.
    #[default]
    Right,
    /// Left-handed.
    Left,
}

impl BestHand {
    /// The stored and sent form: `right` or `left`.
    pub fn as_str(self) -> &'static str {
        match self {
            BestHand::Right => "right",
            BestHand::Left => "left",
        }
    }

    /// Reads `right` or `left`.
    pub fn parse(text: &str) -> Option<BestHand> {
        match text {
            "right" => Some(BestHand::Right),
            "left" => Some(BestHand::Left),
            _ => None,
        }
    }
}

/// Whether the admin has let a player into the club's public pages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PlayerStatus {
    /// Registered through an invitation; only the admin sees them.
    Pending,
    /// A member: listed, ranked, selectable for tournaments.
    Approved,
}

impl PlayerStatus {
    /// The stored and sent form.
    pub fn as_str(self) -> &'static str {
        match self {
            PlayerStatus::Pending => "pending",
            PlayerStatus::Approved => "approved",
        }
    }

    /// Reads a stored status back; anything but `pending` is a member.
    pub fn from_stored(text: &str) -> PlayerStatus {
        if text == "pending" {
            PlayerStatus::Pending
        } else {
            PlayerStatus::Approved
        }
    }
}

/// A player's part in running the club (docs/rules.md#committee): a member, or an organizer
/// the admin trusts with the console, which they open in their own name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// A member of the club: every player until the admin says otherwise.
    #[default]
    Member,
    /// A member of the committee: runs the console as themselves.
    Organizer,
}

impl Role {
    /// The stored and sent form: `member` or `organizer`.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Member => "member",
            Role::Organizer => "organizer",
        }
    }

    /// Reads `member` or `organizer`.
    pub fn parse(text: &str) -> Option<Role> {
        match text {
            "member" => Some(Role::Member),
            "organizer" => Some(Role::Organizer),
            _ => None,
        }
    }
}

/// A player's level as the administration confirmed it (the club's rules, Art. 2: only
/// members of level C+ or B play). Unconfirmed is no level at all (`None`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, ToSchema)]
pub enum Level {
    /// C+.
    #[serde(rename = "C+")]
    CPlus,
    /// B.
    #[serde(rename = "B")]
    B,
}

impl Level {
    /// The stored and sent form: `C+` or `B`.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::CPlus => "C+",
            Level::B => "B",
        }
    }

    /// Reads `C+` or `B`, exactly as written.
    pub fn parse(text: &str) -> Option<Level> {
        [Level::CPlus, Level::B]
            .into_iter()
            .find(|level| level.as_str() == text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_are_c_plus_and_b_exactly() {
        for (text, level) in [
            ("C+", Some(Level::CPlus)),
            ("B", Some(Level::B)),
            ("c+", None),
            ("b", None),
            ("C", None),
            ("A", None),
            (" B", None),
            ("", None),
        ] {
            assert_eq!(Level::parse(text), level, "{text:?}");
        }
        assert_eq!(serde_json::to_value(Level::CPlus).unwrap(), "C+");
        assert_eq!(serde_json::to_value(Level::B).unwrap(), "B");
    }
}
