//! The record ids of [`crate::domain::ids`] as the store keeps them: integers.

use rusqlite::ToSql;
use rusqlite::types::{FromSql, FromSqlResult, ToSqlOutput, ValueRef};

use crate::domain::ids::{LeagueMatchId, MatchId, PlayerId, TeamId, TournamentId};

macro_rules! stored_id {
    ($($name:ident),*) => {$(
        impl ToSql for $name {
            fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
                self.0.to_sql()
            }
        }

        impl FromSql for $name {
            fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
                i64::column_result(value).map($name)
            }
        }
    )*};
}

stored_id!(TournamentId, PlayerId, MatchId, LeagueMatchId, TeamId);
