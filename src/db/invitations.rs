//! Queries of the invitations store.
