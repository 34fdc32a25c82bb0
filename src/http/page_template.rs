//! `index.html` cut where the server writes each page's own words (`super::pages`): the
//! language, the head with the link preview, the manifest's address, and in the first paint
//! the page's head and the season under way (`super::first_paint`).

use std::fmt::Write;

use super::first_paint;
use crate::domain::language::Lang;

/// Where a page's words go in `index.html`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Slot {
    /// The value of `<html lang="…">`.
    Lang,
    /// The `<title>` element, which the preview's meta follow.
    Head,
    /// The address of the manifest (`<link rel="manifest" href="…">`), with its `?lang=`.
    Manifest,
    /// The page's own head in a language's first paint ([`first_paint::SLOT`]).
    FirstPaint,
    /// The season under way, in the ranking's header of the first paint
    /// ([`first_paint::SEASON_MARK`]).
    Season,
}

/// `index.html` cut where each page writes its own words; its description meta is left out,
/// as each page writes its own.
#[derive(Debug)]
pub(super) struct Template {
    pieces: Vec<String>,
    pub(super) slots: Vec<Slot>,
}

impl Template {
    /// Cuts the built `index.html`; `Err` names the marker the build lacks.
    pub(super) fn new(html: &str) -> Result<Template, &'static str> {
        let mut html = html.to_string();
        let description = html
            .find("<meta name=\"description\"")
            .ok_or("<meta name=\"description\">")?;
        let end = html[description..]
            .find('>')
            .ok_or("the end of the description meta")?;
        let mut cut = description + end + 1;
        // The line the meta stood on goes with it.
        if html[cut..].starts_with('\n') {
            cut += 1;
            let indent =
                html[..description].len() - html[..description].trim_end_matches(' ').len();
            html.replace_range(description - indent..cut, "");
        } else {
            html.replace_range(description..cut, "");
        }
        let value = |html: &str, before: &'static str| -> Result<(usize, usize), &'static str> {
            let start = html.find(before).ok_or(before)? + before.len();
            let len = html[start..].find('"').ok_or(before)?;
            Ok((start, start + len))
        };
        let title_start = html.find("<title>").ok_or("<title>")?;
        let title_end = html[title_start..].find("</title>").ok_or("</title>")?
            + title_start
            + "</title>".len();
        let mut spots = vec![
            (value(&html, "<html lang=\"")?, Slot::Lang),
            ((title_start, title_end), Slot::Head),
            (
                value(&html, "<link rel=\"manifest\" href=\"")?,
                Slot::Manifest,
            ),
        ];
        let slots: Vec<usize> = html
            .match_indices(first_paint::SLOT)
            .map(|(at, _)| at)
            .collect();
        if slots.is_empty() {
            return Err("the first paint's slot");
        }
        spots.extend(
            slots
                .into_iter()
                .map(|at| ((at, at + first_paint::SLOT.len()), Slot::FirstPaint)),
        );
        spots.extend(
            html.match_indices(first_paint::SEASON_MARK)
                .map(|(at, mark)| ((at, at + mark.len()), Slot::Season)),
        );
        spots.sort_by_key(|((start, _), _)| *start);
        let mut pieces = Vec::new();
        let mut from = 0;
        for ((start, end), _) in &spots {
            pieces.push(html[from..*start].to_string());
            from = *end;
        }
        pieces.push(html[from..].to_string());
        Ok(Template {
            pieces,
            slots: spots.into_iter().map(|(_, slot)| slot).collect(),
        })
    }

    /// The page in `lang`, with `head` in place of the title, `first` in each first paint's
    /// slot, and `season` (the one under way) where the first paint names it.
    pub(super) fn render(&self, lang: Lang, head: &str, first: &str, season: i32) -> String {
        let mut out =
            String::with_capacity(self.pieces.iter().map(String::len).sum::<usize>() + 2048);
        for (piece, slot) in self.pieces.iter().zip(&self.slots) {
            out.push_str(piece);
            match slot {
                Slot::Lang => out.push_str(lang.code()),
                Slot::Head => out.push_str(head),
                Slot::FirstPaint => out.push_str(first),
                Slot::Season => {
                    let _ = write!(out, "{season}");
                }
                Slot::Manifest => {
                    let _ = write!(out, "/manifest.webmanifest?lang={}", lang.code());
                }
            }
        }
        out.push_str(self.pieces.last().map_or("", String::as_str));
        out
    }
}
