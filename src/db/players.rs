//! Queries of the players store.
