//! What a tournament's and a player's page paint before any script runs: `index.html`'s first
//! paint holds the page frame (the app's own markup, written in at build time:
//! `ui/src/app/first-paint.tsx`), and in it a place, [`SLOT`], where the server writes the
//! page's own head: a tournament's name, a player's photo and name. These are the largest
//! things those pages show, so a phone paints them with the frame, instead of once the app's
//! code and the page's data are in (bench/README.md, "Lighthouse"). React's first render
//! then replaces the frame with the page itself, whose heading and photo have the same size
//! and place in its first lines.
//!
//! What is written is what the page's preview already names (`crate::club::previews`): only a
//! public tournament and an approved player, and nothing for a page that is not theirs. The
//! blocks hold no text of either language, so the same block goes into both languages'
//! frames. The stylesheet is built with these classes (`ui/src/index.css` reads this file).
//!
//! The ranking's header (its title, and the line naming the season) is the build's own, in
//! each language; the server writes the season under way into it ([`SEASON_MARK`]).

use std::fmt::Write;

use crate::club::avatars::avatar_url;
use crate::club::previews::{Preview, SharedPage};
use crate::mail::letter::escape_html;

/// Where the season under way goes, as a number (`2026`): the ranking's header in the first
/// paint names it (`SEASON_MARK` in `ui/src/app/first-paint.tsx`), shown on `/rankings`.
pub const SEASON_MARK: &str = "__season__";

/// Where the page's head goes, once in each language's frame: an empty element the build's
/// first paint holds for it (`data-first-paint-slot`).
pub const SLOT: &str = "<div data-first-paint-slot=\"\"></div>";

/// The head of the page at `page`, as its preview names it; empty for every other page.
pub fn block(page: SharedPage, preview: &Preview) -> String {
    let Some(name) = preview.name.as_deref() else {
        return String::new();
    };
    let name = escape_html(name);
    match page {
        // As the tournament's header writes its name (tournament-page.tsx).
        SharedPage::Tournament(_) => format!(
            "<header class=\"mb-5 rounded-3xl bg-court-50 p-4 ring-1 ring-court-100 sm:p-6\">\
             <h1 class=\"mt-2 text-3xl font-black tracking-tight text-court-950 sm:text-4xl\">{name}</h1>\
             </header>"
        ),
        // As the profile's summary shows the photo and the name (profile-parts.tsx), in the
        // page's card, below the line of the link back to the ranking.
        SharedPage::Player(_) => {
            let mut out = String::from(
                "<div class=\"mb-6 h-5\"></div>\
                 <div class=\"mb-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6\">\
                 <div class=\"flex items-center gap-4\">",
            );
            if let Some(src) = preview
                .picture
                .as_ref()
                .and_then(|(player, hash)| avatar_url(*player, Some(hash)))
            {
                let _ = write!(
                    out,
                    "<img src=\"{}\" alt=\"\" fetchpriority=\"high\" decoding=\"async\" \
                     class=\"inline-flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-full object-cover bg-court-100 ring-4 ring-ball-400\">",
                    escape_html(&src)
                );
            }
            let _ = write!(
                out,
                "<div class=\"min-w-0\"><p class=\"break-words text-xl font-black leading-tight text-slate-900 sm:text-2xl\">{name}</p></div></div></div>"
            );
            out
        }
        SharedPage::Home | SharedPage::Rankings | SharedPage::League | SharedPage::Other => {
            String::new()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::ids::{PlayerId, TournamentId};
    use crate::domain::language::Lang;

    fn named(name: &str, picture: Option<(PlayerId, &str)>) -> Preview {
        Preview {
            name: Some(name.into()),
            description: String::new(),
            picture: picture.map(|(id, hash)| (id, hash.to_string())),
        }
    }

    #[test]
    fn a_tournament_paints_its_name_as_its_header_does() {
        let painted = block(
            SharedPage::Tournament(TournamentId(3)),
            &named("Copa Pura Vida de Pérez & Núñez", None),
        );
        assert_eq!(painted.matches("<h1 ").count(), 1, "{painted}");
        assert!(
            painted.contains(">Copa Pura Vida de Pérez &amp; Núñez</h1>"),
            "{painted}"
        );
        assert!(!painted.contains("<img"), "{painted}");
    }

    #[test]
    fn a_player_paints_their_photo_and_name() {
        let painted = block(
            SharedPage::Player(PlayerId(8)),
            &named(
                "María José Rodríguez Solís",
                Some((PlayerId(8), "a8a746fbbdc4e92a")),
            ),
        );
        assert!(
            painted.contains("<img src=\"/api/players/8/avatar?v=a8a746fbbdc4e92a\""),
            "{painted}"
        );
        assert!(
            painted.contains(">María José Rodríguez Solís</p>"),
            "{painted}"
        );
        // Without a photo, the name alone.
        let painted = block(
            SharedPage::Player(PlayerId(9)),
            &named("Ana Mora Vargas", None),
        );
        assert!(!painted.contains("<img"), "{painted}");
        assert!(painted.contains(">Ana Mora Vargas</p>"), "{painted}");
    }

    #[test]
    fn a_name_is_text_never_markup() {
        for page in [
            SharedPage::Tournament(TournamentId(1)),
            SharedPage::Player(PlayerId(1)),
        ] {
            let painted = block(page, &named("\"><script>alert(1)</script><h1>", None));
            assert!(!painted.contains("<script>"), "{painted}");
            assert!(
                painted.contains("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;h1&gt;"),
                "{painted}"
            );
        }
    }

    #[test]
    fn other_pages_and_pages_without_a_name_paint_the_frame_alone() {
        for page in [
            SharedPage::Home,
            SharedPage::Rankings,
            SharedPage::League,
            SharedPage::Other,
        ] {
            assert_eq!(block(page, &named("Liga de retos", None)), "");
        }
        // A tournament that is not public, or a player not approved, previews as the app.
        assert_eq!(
            block(
                SharedPage::Tournament(TournamentId(2)),
                &Preview::app(Lang::Es)
            ),
            ""
        );
        assert_eq!(
            block(SharedPage::Player(PlayerId(2)), &Preview::app(Lang::En)),
            ""
        );
    }
}
