//! What a shared link shows before it is opened (docs/api.md#link-previews): a page's name, a
//! line about it and, for a player with a picture, that picture. A link previewer (WhatsApp,
//! a chat app) runs no script and sends no cookie, so the server writes these into the page
//! itself, in the reader's language, with the words of this module. Drafts and players not
//! approved stay private: their pages preview as the app's.

use chrono::NaiveDate;

use super::{Club, Result};
use crate::db::players::{self, PlayerStatus};
use crate::db::ranking::PlayerStats;
use crate::db::totals;
use crate::db::tournaments::{self, TournamentRow};
use crate::domain::calendar::parse_date;
use crate::domain::ids::{PlayerId, TournamentId};
use crate::domain::language::Lang;
use crate::domain::money::{colones, grouped};
use crate::domain::tournament::{TournamentFormat, TournamentStatus};

/// A page of the app that a link may point at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SharedPage {
    /// The hub, `/`.
    Home,
    /// A tournament, `/tournament/{id}`.
    Tournament(TournamentId),
    /// A player's page, `/players/{id}`.
    Player(PlayerId),
    /// The overall ranking, `/rankings`.
    Rankings,
    /// The challenge league, `/league`.
    League,
    /// Any other page: it previews as the app.
    Other,
}

/// What a link to a page shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Preview {
    /// The page's own name ("Copa Pura Vida", "Ana Mora"); none for the app's home and the
    /// pages that preview as the app.
    pub name: Option<String>,
    /// One line about the page, in the reader's language.
    pub description: String,
    /// The player whose picture stands for the page, with the picture's hash (its version).
    pub picture: Option<(PlayerId, String)>,
}

impl Preview {
    /// The app's own preview, for the hub and every page that has none of its own.
    pub fn app(lang: Lang) -> Preview {
        Preview {
            name: None,
            description: match lang {
                Lang::En => "Tournaments, brackets, league and rankings of the club.",
                Lang::Es => "Torneos, cuadros, liga y ranking del club.",
            }
            .to_string(),
            picture: None,
        }
    }

    fn named(name: impl Into<String>, description: String) -> Preview {
        Preview {
            name: Some(name.into()),
            description,
            picture: None,
        }
    }
}

/// `dd/mm/yyyy`, as every page writes dates (docs/rules.md#dates-and-money).
fn date(day: NaiveDate) -> String {
    day.format("%d/%m/%Y").to_string()
}

/// "1 point", "2 points": the count in the language's digits, then the word that fits it.
fn counted(count: i64, lang: Lang, one: &str, other: &str) -> String {
    let word = if count == 1 { one } else { other };
    format!("{} {word}", grouped(count, lang))
}

/// "Round Robin Tournament · 16 players · from 01/12/2026 · Buy-in ₡10,000 · Champion: Ana".
fn tournament_line(tournament: &TournamentRow, lang: Lang) -> String {
    let kind = match (lang, tournament.tournament_type) {
        (Lang::En, TournamentFormat::Hybrid) => "Round Robin Tournament",
        (Lang::En, TournamentFormat::SingleElimination) => "Single Elimination Tournament",
        (Lang::Es, TournamentFormat::Hybrid) => "Torneo de todos contra todos",
        (Lang::Es, TournamentFormat::SingleElimination) => "Torneo de eliminación directa",
    };
    let mut parts = vec![kind.to_string()];
    parts.push(match lang {
        Lang::En => counted(tournament.player_count, lang, "player", "players"),
        Lang::Es => counted(tournament.player_count, lang, "jugador", "jugadores"),
    });
    if let Some(start) = parse_date(&tournament.start_date) {
        parts.push(match lang {
            Lang::En => format!("from {}", date(start)),
            Lang::Es => format!("desde el {}", date(start)),
        });
    }
    parts.push(match (lang, tournament.buy_in) {
        (Lang::En, 0) => "Free entry".to_string(),
        (Lang::Es, 0) => "Inscripción gratis".to_string(),
        (Lang::En, amount) => format!("Buy-in {}", colones(amount, lang)),
        (Lang::Es, amount) => format!("Inscripción {}", colones(amount, lang)),
    });
    let status = match (tournament.status, tournament.champion_name.as_deref()) {
        (TournamentStatus::Completed, Some(champion)) => match lang {
            Lang::En => format!("Champion: {champion}"),
            Lang::Es => format!("Campeón: {champion}"),
        },
        (TournamentStatus::Completed, None) => match lang {
            Lang::En => "Finished".into(),
            Lang::Es => "Finalizado".into(),
        },
        (TournamentStatus::Active, _) => match lang {
            Lang::En => "In progress".into(),
            Lang::Es => "En juego".into(),
        },
        (TournamentStatus::ComingSoon | TournamentStatus::Draft, _) => match lang {
            Lang::En => "Coming soon".into(),
            Lang::Es => "Próximamente".into(),
        },
    };
    parts.push(status);
    parts.join(" · ")
}

/// "#3 in the 2026 ranking · 245 points · 12 matches, 8 won".
fn player_line(rank: Option<u32>, stats: &PlayerStats, year: i32, lang: Lang) -> String {
    let mut parts = Vec::new();
    if let Some(rank) = rank {
        parts.push(match lang {
            Lang::En => format!("#{rank} in the {year} ranking"),
            Lang::Es => format!("N.º {rank} del ranking {year}"),
        });
    }
    parts.push(match lang {
        Lang::En => counted(stats.total_points, lang, "point", "points"),
        Lang::Es => counted(stats.total_points, lang, "punto", "puntos"),
    });
    if stats.matches_played > 0 {
        let won = grouped(stats.matches_won, lang);
        parts.push(match lang {
            Lang::En => format!(
                "{}, {won} won",
                counted(stats.matches_played, lang, "match", "matches")
            ),
            Lang::Es => {
                let ganados = if stats.matches_won == 1 {
                    "ganado"
                } else {
                    "ganados"
                };
                format!(
                    "{}, {won} {ganados}",
                    counted(stats.matches_played, lang, "partido", "partidos")
                )
            }
        });
    }
    parts.join(" · ")
}

impl Club {
    /// What a link to `page` shows, in `lang`. A page that is not public (a draft, a player
    /// not approved, one that does not exist) shows the app's preview, as any other page.
    pub async fn preview(&self, page: SharedPage, lang: Lang) -> Result<Preview> {
        let year = self.clock().year();
        match page {
            SharedPage::Home | SharedPage::Other => Ok(Preview::app(lang)),
            SharedPage::Rankings => Ok(Preview::named(
                match lang {
                    Lang::En => "Overall Rankings",
                    Lang::Es => "Ranking general",
                },
                match lang {
                    Lang::En => format!(
                        "The club's {year} ranking: every player's points from tournaments and the challenge league."
                    ),
                    Lang::Es => format!(
                        "El ranking {year} del club: los puntos de cada jugador en torneos y en la liga de retos."
                    ),
                },
            )),
            SharedPage::League => Ok(Preview::named(
                match lang {
                    Lang::En => "Challenge League",
                    Lang::Es => "Liga de retos",
                },
                match lang {
                    Lang::En => {
                        "Challenges between the club's players: results and matches to come."
                    }
                    Lang::Es => {
                        "Retos entre los jugadores del club: resultados y próximos partidos."
                    }
                }
                .to_string(),
            )),
            SharedPage::Tournament(id) => {
                self.read(move |conn| {
                    Ok(tournaments::get(conn, id)?
                        .filter(|t| t.status.is_public())
                        .map_or_else(
                            || Preview::app(lang),
                            |t| Preview::named(t.name.clone(), tournament_line(&t, lang)),
                        ))
                })
                .await
            }
            SharedPage::Player(id) => {
                let season = self.clock().season();
                self.read(move |conn| {
                    let Some(player) =
                        players::get(conn, id)?.filter(|p| p.status == PlayerStatus::Approved)
                    else {
                        return Ok(Preview::app(lang));
                    };
                    let stats = totals::player_stats(conn, id, season)?;
                    let rank = totals::rank_of(conn, id, season)?;
                    Ok(Preview {
                        description: player_line(rank, &stats, year, lang),
                        picture: player.avatar_hash.map(|hash| (id, hash)),
                        name: Some(player.name),
                    })
                })
                .await
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::tournament::Discipline;

    fn copa(status: TournamentStatus, buy_in: i64, champion: Option<&str>) -> TournamentRow {
        TournamentRow {
            id: TournamentId(4),
            name: "Copa Pura Vida".into(),
            status,
            start_date: "2026-12-01".into(),
            player_count: 16,
            tournament_type: TournamentFormat::Hybrid,
            buy_in,
            bag_price: 0,
            champion_id: champion.map(|_| PlayerId(3)),
            champion_name: champion.map(str::to_string),
            champion_team: None,
            registered_count: 16,
            has_results: champion.is_some(),
            matches_generated: true,
            finals: false,
            discipline: Discipline::Singles,
            final_waiting: None,
        }
    }

    #[test]
    fn a_tournament_is_told_in_the_readers_language_with_its_money() {
        let cases = [
            (
                copa(TournamentStatus::Active, 15_000, None),
                "Round Robin Tournament · 16 players · from 01/12/2026 · Buy-in ₡15,000 · In progress",
                "Torneo de todos contra todos · 16 jugadores · desde el 01/12/2026 · Inscripción ₡15\u{a0}000 · En juego",
            ),
            (
                copa(TournamentStatus::Completed, 0, Some("Ana Mora")),
                "Round Robin Tournament · 16 players · from 01/12/2026 · Free entry · Champion: Ana Mora",
                "Torneo de todos contra todos · 16 jugadores · desde el 01/12/2026 · Inscripción gratis · Campeón: Ana Mora",
            ),
            (
                copa(TournamentStatus::ComingSoon, 5000, None),
                "Round Robin Tournament · 16 players · from 01/12/2026 · Buy-in ₡5,000 · Coming soon",
                "Torneo de todos contra todos · 16 jugadores · desde el 01/12/2026 · Inscripción ₡5\u{a0}000 · Próximamente",
            ),
        ];
        for (tournament, english, spanish) in cases {
            assert_eq!(tournament_line(&tournament, Lang::En), english);
            assert_eq!(tournament_line(&tournament, Lang::Es), spanish);
        }
        let mut knockout = copa(TournamentStatus::Completed, 0, None);
        knockout.tournament_type = TournamentFormat::SingleElimination;
        assert!(tournament_line(&knockout, Lang::Es).starts_with("Torneo de eliminación directa"));
        assert!(tournament_line(&knockout, Lang::En).ends_with("Finished"));
    }

    #[test]
    fn a_player_is_told_by_rank_points_and_matches() {
        let stats = PlayerStats {
            total_points: 1245,
            matches_played: 12,
            matches_won: 1,
            matches_lost: 11,
        };
        assert_eq!(
            player_line(Some(3), &stats, 2026, Lang::En),
            "#3 in the 2026 ranking · 1,245 points · 12 matches, 1 won"
        );
        assert_eq!(
            player_line(Some(3), &stats, 2026, Lang::Es),
            "N.º 3 del ranking 2026 · 1\u{a0}245 puntos · 12 partidos, 1 ganado"
        );
        let new = PlayerStats {
            total_points: 1,
            ..PlayerStats::default()
        };
        assert_eq!(player_line(None, &new, 2026, Lang::En), "1 point");
        assert_eq!(
            player_line(Some(9), &new, 2026, Lang::Es),
            "N.º 9 del ranking 2026 · 1 punto"
        );
    }
}
