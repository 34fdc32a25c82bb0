//! The player form's rules, shared by the admin's Add and Edit Player
//! dialogs and the invitation signup: each field either passes, cleaned up, or names its
//! problem, and one answer names every problem at once.

use std::collections::BTreeMap;

use chrono::NaiveDate;

use crate::club::{self, Error, Result};
use crate::db::players::{AvatarChange, BestHand, Level, NewPlayer, PlayerChanges};
use crate::domain::calendar;
use crate::domain::season::Season;

/// The longest name the club's pages lay out well.
pub const MAX_NAME_CHARS: usize = 100;
/// The longest email address SMTP allows.
pub const MAX_EMAIL_CHARS: usize = 254;
/// The longest reason stored with a point adjustment.
pub const MAX_REASON_CHARS: usize = 200;
/// The most points a player's total may be set to: far beyond any club's, and small enough
/// that adding up totals and adjustments can never overflow.
pub const MAX_TOTAL_POINTS: i64 = 1_000_000;

/// An edit to a player, checked by the form's rules.
#[derive(Debug)]
pub struct PlayerEditRequest {
    /// The fields to change.
    pub changes: PlayerChanges,
    /// Rename even to a name another player goes by (the admin saw the warning).
    pub allow_duplicate_name: bool,
    /// The wanted ranking total in `season`: stored as an adjustment of the difference.
    pub total_points: Option<i64>,
    /// The season whose total is set (a year), and whose numbers the answer shows.
    pub season: Season,
    /// Why the total was changed.
    pub reason: Option<String>,
}

/// A new player's fields as sent (Add Player, or the invitation signup). Every field is
/// optional here so that a missing name gets the form's own message.
#[derive(Debug, Default, Clone)]
pub struct PlayerFields {
    /// Required, at most 100 characters.
    pub name: Option<String>,
    /// Optional; an empty string means none.
    pub email: Option<String>,
    /// Optional `yyyy-mm-dd`, in the past; an empty string means none.
    pub date_of_birth: Option<String>,
    /// `right` (the default) or `left`.
    pub best_hand: Option<String>,
    /// An image data URL.
    pub avatar: Option<String>,
    /// `C+` or `B`; unconfirmed when left out or null. The admin's Add Player only: a signup
    /// never sets it.
    pub level: Option<String>,
    /// A phone for WhatsApp; an empty string means none. The admin's Add Player only.
    pub phone: Option<String>,
}

/// An edit's fields as sent: any subset. `Some(None)` is a field sent as null.
#[derive(Debug, Default, Clone)]
pub struct PlayerEditFields {
    /// At most 100 characters.
    pub name: Option<Option<String>>,
    /// Empty or null removes it.
    pub email: Option<Option<String>>,
    /// `yyyy-mm-dd`; empty or null removes it.
    pub date_of_birth: Option<Option<String>>,
    /// `right` or `left`.
    pub best_hand: Option<String>,
    /// `C+` or `B`; null makes it unconfirmed again.
    pub level: Option<Option<String>>,
    /// A phone for WhatsApp; empty or null removes it.
    pub phone: Option<Option<String>>,
    /// An image data URL replaces the picture; null or empty removes it; the picture's own
    /// `/api/...` URL keeps it.
    pub avatar: Option<Option<String>>,
    /// The wanted total, 0 to 1,000,000.
    pub total_points: Option<i64>,
    /// The season whose total `total_points` sets: a year up to the current one.
    pub adjustment_season: Option<i64>,
    /// Why the total was changed, at most 200 characters.
    pub adjustment_reason: Option<String>,
    /// Rename even to a name another player goes by (the admin saw the warning).
    pub allow_duplicate_name: bool,
}

/// What an edit does to the picture, before a new one is decoded (slow, so after the
/// cheap checks).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AvatarEdit {
    /// Leave it.
    Keep,
    /// Remove it.
    Remove,
    /// Replace it with this image data URL.
    Replace(String),
}

/// One field's problem: its code, a short text for the form field and a sentence for the
/// toast.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldError {
    /// The JSON field name.
    pub field: &'static str,
    /// The exact reason, such as `name_required`.
    pub code: &'static str,
    /// Shown next to the field.
    pub message: String,
    /// Shown as the error's message when this is the first problem.
    pub sentence: String,
}

impl FieldError {
    fn new(field: &'static str, code: &'static str, message: &str) -> FieldError {
        FieldError {
            field,
            code,
            message: message.to_string(),
            sentence: message.to_string(),
        }
    }
}

/// Collects every field's problem, so that one answer lists them all.
#[derive(Debug, Default)]
pub struct FieldErrors {
    first: Option<(&'static str, String)>,
    fields: BTreeMap<String, club::FieldError>,
}

impl FieldErrors {
    /// Records a problem.
    pub fn add(&mut self, field: &'static str, code: &'static str, message: &str) {
        self.push(FieldError::new(field, code, message));
    }

    fn push(&mut self, error: FieldError) {
        self.first.get_or_insert((error.code, error.sentence));
        self.fields.insert(
            error.field.to_string(),
            club::FieldError {
                code: error.code,
                message: error.message,
                params: None,
            },
        );
    }

    /// The value of a passing field; a failing one is recorded and stands in as the default.
    pub fn check<T: Default>(&mut self, outcome: std::result::Result<T, FieldError>) -> T {
        outcome.unwrap_or_else(|error| {
            self.push(error);
            T::default()
        })
    }

    /// A 422 naming every problem, or `Ok` when there was none.
    pub fn into_result(self) -> Result<()> {
        match self.first {
            None => Ok(()),
            Some((code, message)) => Err(Error::Invalid {
                code,
                message,
                fields: self.fields,
            }),
        }
    }
}

/// A trimmed value, `None` when absent or blank.
fn filled(value: Option<&str>) -> Option<&str> {
    value.map(str::trim).filter(|v| !v.is_empty())
}

/// The name, trimmed and composed (NFC, the one form names are stored in): required, at most
/// 100 characters, on one line, without hidden characters and without `=?` (an email's
/// encoded word).
pub fn name(value: Option<&str>) -> std::result::Result<String, FieldError> {
    // Before trimming: trimming would take a separator off either end and hide it.
    if value.is_some_and(crate::domain::names::has_line_separator) {
        return Err(FieldError::new(
            "name",
            "name_line_break",
            "The name has a line or paragraph separator; write it on one line",
        ));
    }
    let Some(name) = filled(value) else {
        return Err(FieldError {
            field: "name",
            code: "name_required",
            message: "Name required".into(),
            sentence: "Please enter your name".into(),
        });
    };
    let name = crate::domain::names::normalized(name);
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(FieldError::new(
            "name",
            "name_too_long",
            "The name is too long (at most 100 characters)",
        ));
    }
    if crate::domain::names::has_hidden_characters(&name) {
        return Err(FieldError::new(
            "name",
            "name_hidden_characters",
            "The name has invisible or control characters; type it again",
        ));
    }
    // `=?` opens an RFC 2047 encoded word, which a mail client would decode in a subject into
    // anything, a right-to-left override or a line break included (security review S14).
    if name.contains("=?") {
        return Err(FieldError::new(
            "name",
            "name_encoded_word",
            "The name has \"=?\", which email would read as code; leave it out",
        ));
    }
    Ok(name)
}

/// The email, optional, and when given shaped like an address.
pub fn email(value: Option<&str>) -> std::result::Result<Option<String>, FieldError> {
    let Some(email) = filled(value) else {
        return Ok(None);
    };
    let looks_valid = email.chars().count() <= MAX_EMAIL_CHARS
        && !email.chars().any(char::is_whitespace)
        && email.split_once('@').is_some_and(|(local, domain)| {
            !local.is_empty()
                && !domain.contains('@')
                && domain
                    .split_once('.')
                    .is_some_and(|(host, _)| !host.is_empty())
                && !domain.ends_with('.')
        });
    if !looks_valid {
        return Err(FieldError::new(
            "email",
            "email_invalid",
            "Please enter a valid email address",
        ));
    }
    Ok(Some(email.to_string()))
}

/// The date of birth, optional: `yyyy-mm-dd`, before the club's `today`, after 1900.
pub fn date_of_birth(
    value: Option<&str>,
    today: NaiveDate,
) -> std::result::Result<Option<String>, FieldError> {
    let Some(text) = filled(value) else {
        return Ok(None);
    };
    let date = calendar::parse_date(text).ok_or_else(|| {
        FieldError::new(
            "dateOfBirth",
            "date_of_birth_invalid",
            "Date of birth must be a date written yyyy-mm-dd",
        )
    })?;
    let earliest = NaiveDate::from_ymd_opt(1900, 1, 1).expect("a valid date");
    if date >= today || date < earliest {
        return Err(FieldError::new(
            "dateOfBirth",
            "date_of_birth_not_past",
            "Date of birth must be in the past",
        ));
    }
    Ok(Some(date.format("%Y-%m-%d").to_string()))
}

/// The playing hand: `right` when left out.
pub fn best_hand(value: Option<&str>) -> std::result::Result<BestHand, FieldError> {
    match value {
        None => Ok(BestHand::Right),
        Some(text) => BestHand::parse(text.trim()).ok_or_else(|| {
            FieldError::new(
                "bestHand",
                "best_hand_unknown",
                "Best hand must be right or left",
            )
        }),
    }
}

/// The level the admin confirmed: `C+` or `B`; none (unconfirmed) when left out or null.
pub fn level(value: Option<&str>) -> std::result::Result<Option<Level>, FieldError> {
    match value {
        None => Ok(None),
        Some(text) => Level::parse(text.trim())
            .map(Some)
            .ok_or_else(|| FieldError::new("level", "level_unknown", "The level must be C+ or B")),
    }
}

/// The phone, optional: kept as `+`, the country code and the digits, ready for a `wa.me`
/// link; 8 digits without a country code are a Costa Rican number (`domain::phone`).
pub fn phone(value: Option<&str>) -> std::result::Result<Option<String>, FieldError> {
    let Some(typed) = filled(value) else {
        return Ok(None);
    };
    crate::domain::phone::normalized(typed)
        .map(Some)
        .ok_or_else(|| {
            FieldError::new(
                "phone",
                "phone_invalid",
                "Please enter a phone number: 8 digits, or + and the country code",
            )
        })
}

/// The reason of a point adjustment, optional, at most 200 characters.
pub fn adjustment_reason(value: Option<&str>) -> std::result::Result<Option<String>, FieldError> {
    let Some(reason) = filled(value) else {
        return Ok(None);
    };
    if reason.chars().count() > MAX_REASON_CHARS {
        return Err(FieldError::new(
            "adjustmentReason",
            "reason_too_long",
            "The reason is too long (at most 200 characters)",
        ));
    }
    Ok(Some(reason.to_string()))
}

/// Checks a whole new-player form on the club's `today`; returns the player and the avatar
/// upload (still to be processed, which is slow and so comes after the cheap checks).
pub fn checked_new(form: PlayerFields, today: NaiveDate) -> Result<(NewPlayer, Option<String>)> {
    let mut errors = FieldErrors::default();
    let player = NewPlayer {
        name: errors.check(name(form.name.as_deref())),
        email: errors.check(email(form.email.as_deref())),
        date_of_birth: errors.check(date_of_birth(form.date_of_birth.as_deref(), today)),
        best_hand: errors.check(best_hand(form.best_hand.as_deref())),
        level: errors.check(level(form.level.as_deref())),
        phone: errors.check(phone(form.phone.as_deref())),
    };
    errors.into_result()?;
    let avatar = form.avatar.filter(|a| !a.trim().is_empty());
    Ok((player, avatar))
}

/// Checks an edit on the club's `today` (whose season is the current one); returns the
/// request (its picture left as it is) and what to do with the picture.
pub fn checked_edit(
    edit: PlayerEditFields,
    today: NaiveDate,
) -> Result<(PlayerEditRequest, AvatarEdit)> {
    let current_year = Season::of(today).as_year().unwrap_or_default();
    let mut errors = FieldErrors::default();
    let changes = PlayerChanges {
        name: edit.name.map(|value| errors.check(name(value.as_deref()))),
        email: edit
            .email
            .map(|value| errors.check(email(value.as_deref()))),
        date_of_birth: edit
            .date_of_birth
            .map(|value| errors.check(date_of_birth(value.as_deref(), today))),
        best_hand: edit
            .best_hand
            .map(|hand| errors.check(best_hand(Some(&hand)))),
        level: edit
            .level
            .map(|value| errors.check(level(value.as_deref()))),
        phone: edit
            .phone
            .map(|value| errors.check(phone(value.as_deref()))),
        avatar: AvatarChange::Keep,
    };
    if edit.total_points.is_some_and(|points| points < 0) {
        errors.add(
            "totalPoints",
            "total_points_negative",
            "Total points cannot be negative",
        );
    }
    if edit
        .total_points
        .is_some_and(|points| points > MAX_TOTAL_POINTS)
    {
        errors.add(
            "totalPoints",
            "total_points_too_large",
            "Total points can be at most 1,000,000",
        );
    }
    let reason = errors.check(adjustment_reason(edit.adjustment_reason.as_deref()));
    let season = match edit.adjustment_season {
        None => Season::Year(current_year),
        Some(year) => i32::try_from(year)
            .ok()
            .and_then(|year| Season::year(year, current_year).ok())
            .unwrap_or_else(|| {
                errors.add(
                    "adjustmentSeason",
                    "season_invalid",
                    &format!("Points are adjusted in a season from 2000 to {current_year}"),
                );
                Season::Year(current_year)
            }),
    };
    errors.into_result()?;
    let avatar = match edit.avatar {
        None => AvatarEdit::Keep,
        Some(None) => AvatarEdit::Remove,
        Some(Some(text)) if text.trim().is_empty() => AvatarEdit::Remove,
        // The UI sends back the URL it was given when the picture did not change.
        Some(Some(text)) if text.starts_with("/api/") => AvatarEdit::Keep,
        Some(Some(data_url)) => AvatarEdit::Replace(data_url),
    };
    let request = PlayerEditRequest {
        changes,
        allow_duplicate_name: edit.allow_duplicate_name,
        total_points: edit.total_points,
        season,
        reason,
    };
    Ok((request, avatar))
}

#[cfg(test)]
#[path = "player_form_tests.rs"]
mod tests;
