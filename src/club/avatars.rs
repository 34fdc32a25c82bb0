//! The address of a player's avatar, as every answer that shows a player writes it: the
//! club's read models and the HTTP answers alike.

use crate::domain::ids::PlayerId;

/// The URL of a player's avatar, or `None` without one: every answer that shows a player
/// writes it this way. The hash in the query makes every new picture a new URL, so browsers
/// may cache each one for good.
pub fn avatar_url(player_id: PlayerId, hash: Option<&str>) -> Option<String> {
    // Written piece by piece: a list of a thousand players makes a thousand of them.
    hash.map(|hash| {
        const HEAD: &str = "/api/players/";
        const TAIL: &str = "/avatar?v=";
        let mut id = itoa::Buffer::new();
        let id = id.format(player_id.0);
        let mut url = String::with_capacity(HEAD.len() + id.len() + TAIL.len() + hash.len());
        url.push_str(HEAD);
        url.push_str(id);
        url.push_str(TAIL);
        url.push_str(hash);
        url
    })
}
