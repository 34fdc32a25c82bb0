//! Queries of the ranking store.
