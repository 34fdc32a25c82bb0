//! `GET /api/tournaments/draw-plan`: a draw before anyone is placed in it. The Create
//! Tournament form fills its positions by hand or automatically, and a bracket shows its
//! knockout before the matches exist; both ask here instead of knowing the rules.
//! `POST /api/tournaments/draw-plan/fill` is the form's Auto-fill.

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use std::collections::BTreeMap;

use axum::extract::State;

use super::super::AppState;
use super::super::auth::Admin;
use super::super::error::ErrorBody;
use super::super::extract::{Json, Query};
use super::super::openapi::{ADMIN_ONLY, INVALID, MALFORMED, NOT_ADMIN, TOO_LARGE};
use crate::club::Result;
use crate::club::tournament_form::{self, PlacementFields};
use crate::domain::draw_plan::DrawPlan;
use crate::domain::ids::PlayerId;

/// Which draw: a format and a player count it allows.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub(super) struct DrawPlanQuery {
    /// `hybrid` or `single_elimination`.
    #[param(value_type = Option<crate::domain::tournament::TournamentFormat>)]
    tournament_type: Option<String>,
    /// 8, 12, 16 or 20 for a hybrid; 2 to 64 for single elimination.
    player_count: Option<i64>,
}

/// A draw before anyone is placed in it (docs/rules.md#seeding, docs/rules.md#draw-order).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct DrawPlanBody {
    /// How many positions the admin fills by hand: every player of a hybrid, every line of
    /// a single-elimination draw (the next power of two; empty lines are byes).
    positions: usize,
    /// A hybrid's groups and their positions (Group A is 0-3); empty for single elimination.
    groups: Vec<PlannedGroupBody>,
    /// The seed on each line of a single-elimination draw, top to bottom; empty for a hybrid.
    seed_on_line: Vec<u32>,
    /// The pairs of positions that meet in the first round of a single-elimination draw;
    /// empty for a hybrid.
    first_round: Vec<[usize; 2]>,
    /// Every position, in the order automatic seeding fills them: seed 1's first.
    fill_order: Vec<usize>,
    /// The knockout in play order, each side labelled by where its player comes from.
    knockout: Vec<PlannedMatchBody>,
}

/// One group of a hybrid and the positions that fill it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
struct PlannedGroupBody {
    /// `A`, `B`, ...
    letter: String,
    /// Its positions, 0-based.
    positions: Vec<usize>,
}

/// One knockout match before anyone has played.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
struct PlannedMatchBody {
    /// Its short name: `QF1`, `R16-3`, `F`.
    #[schema(example = "QF1")]
    name: String,
    /// Its stage.
    stage: crate::domain::bracket::Stage,
    /// Knockout round, 1 for the first.
    round: u32,
    /// Its place in the round, 0 at the top of the draw.
    slot: u32,
    /// Where player 1 and player 2 come from.
    #[schema(value_type = Vec<crate::domain::bracket::SlotLabel>, min_items = 2, max_items = 2)]
    labels: [crate::domain::bracket::SlotLabel; 2],
    /// The match its winner moves on to (an index into `knockout`); null for the final.
    next_match: Option<usize>,
    /// The side of that match the winner takes: 1 or 2; null for the final.
    next_side: Option<u8>,
    /// True when one side is a bye: the match is not played.
    is_bye: bool,
}

impl From<DrawPlan> for DrawPlanBody {
    fn from(plan: DrawPlan) -> Self {
        DrawPlanBody {
            positions: plan.positions,
            groups: plan
                .groups
                .into_iter()
                .map(|g| PlannedGroupBody {
                    letter: g.letter,
                    positions: g.positions,
                })
                .collect(),
            seed_on_line: plan.seed_on_line,
            first_round: plan.first_round,
            fill_order: plan.fill_order,
            knockout: plan
                .knockout
                .matches
                .into_iter()
                .map(|m| PlannedMatchBody {
                    name: m.name(),
                    stage: m.stage,
                    round: m.round,
                    slot: m.slot,
                    labels: m.labels,
                    next_match: m.next.map(|n| n.index),
                    next_side: m.next.map(|n| n.side.number()),
                    is_bye: m.is_bye,
                })
                .collect(),
        }
    }
}

/// The draw of a format and player count before anyone is placed in it: its positions, the
/// order automatic seeding fills them in, and the knockout (docs/rules.md#seeding).
#[utoipa::path(
    get,
    path = "/api/tournaments/draw-plan",
    operation_id = "tournament_draw_plan",
    tag = "tournaments",
    security(()),
    params(DrawPlanQuery),
    responses(
        (status = 200, description = "The same for everyone", body = DrawPlanBody),
        (status = 422, description = INVALID, body = ErrorBody),
    )
)]
pub(super) async fn draw_plan(Query(query): Query<DrawPlanQuery>) -> Result<Json<DrawPlanBody>> {
    let plan = tournament_form::draw_plan(query.tournament_type, query.player_count)?;
    Ok(Json(plan.into()))
}

/// What Auto-fill is asked: the format, the players selected and the positions filled so far.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct PlacementBody {
    /// `hybrid` or `single_elimination`.
    #[schema(value_type = Option<crate::domain::tournament::TournamentFormat>)]
    tournament_type: Option<String>,
    /// The selected players: as many as the draw takes (8, 12, 16 or 20 for a hybrid; 2 to
    /// 64 for single elimination), each an approved player, once.
    selected_player_ids: Option<Vec<PlayerId>>,
    /// The positions filled so far, as create takes them: position (as a string) to player;
    /// in doubles to a team, named by its first player.
    #[schema(example = json!({"0": 12}))]
    manual_bracket_positions: Option<BTreeMap<String, PlayerId>>,
    /// Doubles, in place of `selectedPlayerIds`: the selected teams, each two approved players
    /// in the order entered, as create takes them.
    selected_teams: Option<Vec<Vec<PlayerId>>>,
}

/// A placement with every selected player in a position.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct PlacementAnswer {
    /// Position (as a string) to player: the positions sent, plus one for each player who
    /// had none (in doubles, each team by its first player). Ready to send to create (in
    /// doubles, each with its team).
    #[schema(example = json!({"0": 12, "7": 4, "4": 9}))]
    manual_bracket_positions: BTreeMap<String, PlayerId>,
}

/// Auto-fill of the Create Tournament form: the players without a position take the free
/// ones as automatic seeding would place them (best seed first, in the draw plan's fill
/// order), and in a draw one player first goes on each match whose two lines are both free,
/// so that no bye meets a bye. Nothing is stored (docs/rules.md#seeding).
#[utoipa::path(
    post,
    path = "/api/tournaments/draw-plan/fill",
    operation_id = "tournament_draw_fill",
    tag = "tournaments",
    security(("admin_session" = [])),
    request_body = PlacementBody,
    responses(
        (status = 200, description = "Every selected player placed", body = PlacementAnswer),
        (status = 400, description = MALFORMED, body = ErrorBody),
        (status = 401, description = NOT_ADMIN, body = ErrorBody),
        (status = 403, description = ADMIN_ONLY, body = ErrorBody),
        (status = 413, description = TOO_LARGE, body = ErrorBody),
        (status = 422, description = INVALID, body = ErrorBody),
    )
)]
pub(super) async fn fill(
    _: Admin,
    State(state): State<AppState>,
    Json(body): Json<PlacementBody>,
) -> Result<Json<PlacementAnswer>> {
    let filled = state
        .club
        .fill_placement(PlacementFields {
            tournament_type: body.tournament_type,
            selected_player_ids: body.selected_player_ids,
            manual_bracket_positions: body.manual_bracket_positions,
            selected_teams: body.selected_teams,
        })
        .await?;
    Ok(Json(PlacementAnswer {
        manual_bracket_positions: filled
            .into_iter()
            .map(|(position, player)| (position.to_string(), player))
            .collect(),
    }))
}
