//! The tennis rules of the club, as pure functions and types: no web, no database, no clock
//! and no randomness of their own (callers pass today's date and a random source). Each rule
//! lives in exactly one place:
//!
//! - [`bracket`]: stages, sides and the plan of a knockout draw that every winner follows;
//! - [`entrant`]: what a draw is made of: a player in singles, a team of two in doubles;
//! - [`teams`]: doubles teams: their names, their seeds and the teams a draw may have;
//! - [`seeding`]: seeds by total points, serpentine or manual placement into groups of 4;
//! - [`standings`]: group tables in tiebreak order, and why each player is ahead of the next;
//! - [`elimination`]: single-elimination draws for 2 to 64 players, byes to the top seeds;
//! - [`draw_plan`]: a draw before anyone is placed: its positions, fill order and knockout;
//! - [`knockout`]: the knockout after 2 to 5 groups, and who fills its slots;
//! - [`round_robin`]: who meets whom inside a group, week by week (circle method);
//! - [`score`]: what a tennis score means, its winner, sets and games;
//! - [`confirmation`]: one confirmation of a reported result or score, its states and moves;
//! - [`league_score`]: league set scores, their winner and league points;
//! - [`points`]: tournament points by stage reached, walkover penalties, totals, ranking;
//! - [`season_totals`]: the one path from a player's counted results to their season totals;
//! - [`ranking`]: the ranking, the league's ladder and a profile's breakdown of points;
//! - [`ranking_history`]: the same results replayed day by day, for a player's chart;
//! - [`progress`]: the stages of the progress modal and how far each has come;
//! - [`player`]: the hand a player plays with, their level and whether the admin let them in;
//! - [`fees`]: each season's fee, who paid it, and the warnings before a player is drawn;
//! - [`challenge`]: whom a league player may challenge, by ranking;
//! - [`tournament`]: formats, statuses and the player counts each format allows;
//! - [`calendar`]: today at UTC-6, dates as sent over the wire, league times and courts;
//! - [`deadlines`]: a match's deadline, its 3 days to move it, and whether it is late;
//! - [`actor`]: who acts: the admin, a member, the league password, a visitor, the clock;
//! - [`session`]: the two credentials a session stands for, the admin's and the league's;
//! - [`season`]: the calendar years the ranking counts by;
//! - [`date_windows`]: the dates a league match and a tournament may have (the past stays past);
//! - [`ids`]: one id type per kind of record;
//! - [`names`]: the alphabetical order of names (case, accents and ñ as the club reads them);
//! - [`language`]: English and Spanish, and which one a reader without a choice gets;
//! - [`money`]: colones and counts as each language writes them;
//! - [`phone`]: a player's phone number as the club writes it, ready for WhatsApp;
//! - [`user_agent`]: the browser and system a member's session was started from;
//! - [`push`]: the push endpoints a member may hand in, their keys, the club's VAPID keys;
//! - [`addresses`]: which IP addresses are the public internet's;
//! - [`unsubscribe`]: the one-click unsubscribe links of emails, keyed so none is forged.
//!
//! - [`bookings`]: who holds which court when, and the next free half hour;
//! - [`budgets`]: how often a member may do what tells another member, and how notices merge;
//! - [`audience`]: who is told of a change: the people it concerns, but never whoever made it.
//!
//! Ids of players are the database's integer ids.

pub mod actor;
pub mod addresses;
pub mod audience;
pub mod bookings;
pub mod bracket;
pub mod budgets;
pub mod calendar;
pub mod challenge;
pub mod confirmation;
pub mod date_windows;
pub mod deadlines;
pub mod draw_plan;
pub mod elimination;
pub mod entrant;
pub mod fees;
pub mod ical;
pub mod ids;
pub mod knockout;
pub mod language;
pub mod league_score;
pub mod money;
pub mod names;
pub mod notices;
pub mod phone;
pub mod player;
pub mod points;
pub mod progress;
pub mod push;
pub mod ranking;
pub mod ranking_history;
pub mod record;
pub mod round_robin;
pub mod score;
pub mod season;
pub mod season_totals;
pub mod seeding;
pub mod session;
pub mod standings;
pub mod teams;
pub mod tournament;
pub mod unsubscribe;
pub mod user_agent;
