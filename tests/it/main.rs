//! The in-process integration tests: the real app (`tournament_hub::app`) on a fresh,
//! migrated database file per test, driven through HTTP requests without a network. One
//! binary, a module per area, so the suite compiles and links once.

mod common;

mod auth_matrix;
mod cache;
mod calendar;
mod changes;
mod demo;
mod draw_plan;
mod email_sign_in;
mod email_unsubscribe;
mod events;
mod fees;
mod foundation;
mod guessing;
mod hardening;
mod ids;
mod invitations;
mod league;
mod league_accountable;
mod league_members;
mod members;
mod members_guessing;
mod members_sessions;
mod notices;
mod notices_outbox;
mod openapi;
mod past;
mod player_pages;
mod players;
mod previews;
mod push;
mod push_refusals;
mod push_service;
mod push_subscriptions;
mod rankings;
mod results;
mod results_answered;
mod results_clear;
mod results_clock;
mod results_confirm;
mod results_property;
mod results_queue;
mod schedule;
mod scores;
mod seasons;
mod session;
mod spec_fields;
mod this_week;
mod timing;
mod totals;
mod tournament_deletion;
mod tournaments;
mod words;
