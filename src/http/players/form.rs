//! The body of the new-player form on the wire; its rules are the club's
//! ([`crate::club::player_form`]).

use serde::Deserialize;
use utoipa::ToSchema;

use crate::club::player_form::PlayerFields;

/// The body of `POST /api/players` and of the invitation signup. Every field is optional here
/// so that a missing name gets the form's own message instead of a parser's.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlayerForm {
    /// Required, at most 100 characters.
    #[serde(default)]
    #[schema(max_length = 100, example = "Ana Mora")]
    pub name: Option<String>,
    /// Optional; an empty string means none.
    #[serde(default)]
    pub email: Option<String>,
    /// Optional `yyyy-mm-dd`, in the past; an empty string means none.
    #[serde(default)]
    #[schema(example = "1990-05-17")]
    pub date_of_birth: Option<String>,
    /// `right` (the default) or `left`.
    #[serde(default)]
    #[schema(value_type = Option<crate::domain::player::BestHand>)]
    pub best_hand: Option<String>,
    /// An image data URL (JPEG, PNG or WebP, at most 5 MB).
    #[serde(default)]
    pub avatar: Option<String>,
    /// The admin's Add Player: save even when another player goes by the same name (after
    /// the `name_duplicate` warning, 409). The invitation signup ignores it: a registration
    /// under any name waits, and the admin is warned when approving it.
    #[serde(default)]
    pub allow_duplicate_name: bool,
}

impl From<PlayerForm> for PlayerFields {
    /// A signup's fields: its level is the admin's to confirm, never the newcomer's.
    fn from(form: PlayerForm) -> Self {
        PlayerFields {
            name: form.name,
            email: form.email,
            date_of_birth: form.date_of_birth,
            best_hand: form.best_hand,
            avatar: form.avatar,
            level: None,
            phone: None,
        }
    }
}

/// The body of `POST /api/players`: the new-player form and the level the admin confirmed.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AddPlayerForm {
    /// The fields a signup has too.
    #[serde(flatten)]
    pub form: PlayerForm,
    /// `C+` or `B` (docs/rules.md#level-and-fee); unconfirmed when left out or null.
    #[serde(default)]
    #[schema(value_type = Option<crate::domain::player::Level>)]
    pub level: Option<String>,
    /// A phone for "Send by WhatsApp" (docs/rules.md#members): 8 digits (Costa Rica), or `+`
    /// and the country code; spaces, dashes and dots are fine. Optional; private to the admin.
    #[serde(default)]
    #[schema(example = "8888-1234")]
    pub phone: Option<String>,
}

impl From<AddPlayerForm> for PlayerFields {
    fn from(body: AddPlayerForm) -> Self {
        PlayerFields {
            level: body.level,
            phone: body.phone,
            ..body.form.into()
        }
    }
}
