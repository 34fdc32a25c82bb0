//! The club's use cases: one public function per thing a user does, each in one
//! transaction. They call `domain` to decide and `db` to read and write, and return
//! [`Error`], which knows no HTTP.

pub mod acting;
pub mod avatars;
pub mod bookings;
pub mod budgets;
pub mod calendar;
pub mod change;
pub mod claims;
pub mod clock;
pub mod committee;
pub mod confirmations;
pub mod decided;
pub mod devices;
pub mod error;
pub mod fees;
pub mod history;
pub mod invitations;
pub mod league;
pub mod league_history;
pub mod match_plans;
pub mod members;
pub mod notices;
pub mod player_form;
pub mod players;
pub mod previews;
pub mod push;
pub mod rankings;
pub mod reopen;
pub mod results;
pub mod schedule;
pub mod score_sides;
pub mod seasons;
pub mod sessions;
pub mod timing;
pub mod tournament_deletion;
pub mod tournament_form;
pub mod tournaments;
pub mod unsubscribe;
pub(crate) mod winners;

pub use change::{Change, ChangeKind};
pub use clock::Clock;
pub use error::{Error, FieldError, Result};

use std::sync::{Arc, RwLock};

use rusqlite::{Connection, Transaction};

use crate::domain::season::Season;
use tokio::sync::broadcast;

/// The store a club runs over, named here for whoever builds a club (the server's state, the
/// tests): `http` reaches the store only through the club.
pub use crate::db::Db;

/// Who is asking: the public (visitors, members) or the admin, who also sees drafts,
/// pending players and personal data.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Audience {
    /// Anyone.
    Public,
    /// The admin.
    Admin,
}

/// How many changes a slow listener may fall behind before it misses some (and is told so
/// by `broadcast`'s `Lagged`, so it can refresh everything).
const CHANGE_BACKLOG: usize = 1024;

/// Brings the kept totals of every player a change may have moved up to date, in the write's
/// own transaction: the players it names and, for a tournament, all its entrants (a result
/// can carry qualifiers into the knockout, a status or date change moves everyone's points).
fn follow(tx: &Transaction, change: &Change) -> Result<()> {
    if !change.kind.moves_points() {
        return Ok(());
    }
    let mut players = change.player_ids.clone();
    let mut season = Season::All;
    // A doubles tournament's points go to the doubles ranking (docs/rules.md#doubles); a
    // deleted tournament's players (the change names them) may have had some.
    let mut doubles = None;
    if let Some(tournament) = change.tournament_id {
        players.extend(crate::db::tournaments::selected_player_ids(tx, tournament)?);
        let row = crate::db::tournaments::get(tx, tournament)?;
        // A result moves points in its tournament's season only: the players' other seasons
        // stand, and their league rows of other years are not read again.
        if change.kind == ChangeKind::MatchResult
            && let Some(row) = &row
        {
            season = Season::Year(Season::year_of_date(&row.start_date));
        }
        if row
            .as_ref()
            .is_none_or(|row| row.discipline == crate::domain::tournament::Discipline::Doubles)
        {
            let mut partners = change.player_ids.clone();
            partners.extend(crate::db::teams::players_of(tx, tournament)?);
            doubles = Some(partners);
        }
    }
    if let Some(partners) = doubles {
        crate::db::totals::refresh_ranking(
            tx,
            crate::db::totals::Ranking::Doubles,
            partners,
            season,
        )?;
    }
    Ok(crate::db::totals::refresh_in(tx, players, season)?)
}

/// Hears a committed change at once, under the writer, before the next write can start,
/// with the data's revision (src/db/revision.rs) as the write left it.
type Listener = Arc<dyn Fn(i64, &Change) + Send + Sync>;

/// The club: its store, behind the use cases, and the channel on which every committed write
/// announces what it changed. Cheap to clone; every request shares one.
#[derive(Clone)]
pub struct Club {
    db: Db,
    changes: broadcast::Sender<Change>,
    listeners: Arc<RwLock<Vec<Listener>>>,
    clock: Clock,
    sessions: Arc<sessions::KnownSessions>,
    devices: Arc<devices::KnownDevices>,
    /// Matches the league password may create club-wide in any 24 hours.
    league_daily_cap: usize,
    /// The channels notices go out on besides the app, as the operator configured them.
    channels: Arc<RwLock<crate::db::notices::Channels>>,
    /// Each notice written for a member, as its write commits: their open sessions hear it.
    arrivals: broadcast::Sender<notices::Arrival>,
    /// The push endpoints' origins the operator allowed beside public https.
    push_allow: Arc<RwLock<crate::domain::push::PushAllow>>,
    /// Each member session that ends, as its write commits: the streams it opened end too.
    sessions_ended: broadcast::Sender<members::SessionsEnded>,
}

impl Club {
    /// The club over an opened (and migrated) database.
    pub fn new(db: Db) -> Self {
        let (changes, _) = broadcast::channel(CHANGE_BACKLOG);
        Club {
            db,
            changes,
            listeners: Arc::default(),
            clock: Clock::default(),
            sessions: Arc::default(),
            devices: Arc::default(),
            league_daily_cap: league_history::CLUB_DAILY_CREATIONS,
            channels: Arc::default(),
            arrivals: broadcast::channel(notices::ARRIVAL_BACKLOG).0,
            push_allow: Arc::default(),
            sessions_ended: broadcast::channel(members::ENDED_BACKLOG).0,
        }
    }

    /// The same club, whose league password may create `cap` matches club-wide in any 24
    /// hours instead of [`league_history::CLUB_DAILY_CREATIONS`] (at least 1).
    pub fn with_league_daily_cap(mut self, cap: usize) -> Self {
        self.league_daily_cap = cap.max(1);
        self
    }

    /// Calls `listener` with every change as it commits, in commit order and before the
    /// write's caller hears back: what must never lag behind the data (the response cache's
    /// revisions) listens here. It must be quick and must not write.
    pub fn on_commit(&self, listener: impl Fn(&Change) + Send + Sync + 'static) {
        self.on_commit_at(move |_, change| listener(change));
    }

    /// [`Club::on_commit`], also told the data's revision as the write's own transaction
    /// left it: the live events number their messages with it, so a client's last id still
    /// means something after a restart.
    pub fn on_commit_at(&self, listener: impl Fn(i64, &Change) + Send + Sync + 'static) {
        self.listeners
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .push(Arc::new(listener));
    }

    /// The club's clock: what "today" and "this season" are.
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// Hears every change committed from now on, in commit order.
    pub fn subscribe(&self) -> broadcast::Receiver<Change> {
        self.changes.subscribe()
    }

    /// Runs a write that changes the club as one transaction and, once it has committed,
    /// publishes the change it reports. The kept totals of the players it names, the league
    /// history's entry and the audit trail's records it carries, are written in the same
    /// transaction. A write that
    /// fails publishes nothing.
    pub async fn apply<T, F>(&self, work: F) -> Result<T>
    where
        T: Send + 'static,
        F: FnOnce(&Transaction) -> Result<(T, Change)> + Send + 'static,
    {
        self.apply_if_changed(move |tx| work(tx).map(|(value, change)| (value, Some(change))))
            .await
    }

    /// [`Club::apply`] for a write that may find, inside its transaction, that there is
    /// nothing to do (a second confirmation, a tick with nothing due): with no change, nothing
    /// is written, published, audited or notified.
    pub async fn apply_if_changed<T, F>(&self, work: F) -> Result<T>
    where
        T: Send + 'static,
        F: FnOnce(&Transaction) -> Result<(T, Option<Change>)> + Send + 'static,
    {
        let changes = self.changes.clone();
        let listeners = self.listeners.clone();
        let arrivals = self.arrivals.clone();
        let channels = self.delivery_channels();
        let clock = self.clock.clone();
        type Written<T> = (T, Option<(Change, i64, Vec<notices::Arrival>)>);
        let work = move |tx: &Transaction| -> Result<Written<T>> {
            let (value, change) = work(tx)?;
            let Some(mut change) = change else {
                return Ok((value, None));
            };
            follow(tx, &change)?;
            // So is the audit trail's: what a write changed and who made it stands or falls
            // with the write.
            let now = clock.now();
            let at = now.timestamp();
            for record in std::mem::take(&mut change.audit) {
                crate::db::audit::insert(tx, at, &record)?;
            }
            // The league's history is written with the write itself, or not at all; the entry
            // (a client's address) goes no further than this transaction.
            if let Some(entry) = change.league_entry.take() {
                league_history::record(tx, &entry)?;
            }
            // And the notices it causes, with their deliveries: the outbox (docs/rules.md#notices).
            let mut told = Vec::new();
            for outgoing in std::mem::take(&mut change.notices) {
                let written = crate::db::notices::insert(tx, now, &outgoing, &channels)?;
                match (outgoing.to, written) {
                    (Some(player_id), Some(notice_id)) => told.push(notices::Arrival {
                        player_id,
                        notice_id,
                    }),
                    // The admin's notice reaches every organizer's list too.
                    (None, Some(id)) => {
                        for (player_id, notice_id) in crate::db::notices::to_organizers(tx, id)? {
                            told.push(notices::Arrival {
                                player_id,
                                notice_id,
                            });
                        }
                    }
                    (_, None) => {}
                }
            }
            // Read last, after every row this write touches: triggers raise it on each.
            let revision = crate::db::revision::current(tx)?;
            Ok((value, Some((change, revision, told))))
        };
        let (value, _) = self
            .db
            .write_as_then(work, move |(_, written): &Written<T>| {
                let Some((change, revision, told)) = written else {
                    return;
                };
                // Published under the writer, so listeners hear changes in commit order.
                for listener in listeners.read().unwrap_or_else(|e| e.into_inner()).iter() {
                    listener(*revision, change);
                }
                // Nobody listening is not an error: the change is simply not heard.
                let _ = changes.send(change.clone());
                for arrival in told {
                    let _ = arrivals.send(*arrival);
                }
            })
            .await?;
        Ok(value)
    }

    /// Where the live events' ids resume from: the data's stored revision and the public mark
    /// the last clean stop saved beside it, if any (src/db/revision.rs). Blocking: it is read
    /// once, while the server's state is built.
    pub fn stored_revisions(&self) -> Result<(i64, Option<(i64, i64)>)> {
        self.db.read_blocking_as(|conn| {
            let stored = crate::db::revision::current(conn)?;
            let saved = crate::db::revision::public_mark(conn)?;
            Ok((stored, saved))
        })
    }

    /// Runs read-only work on a pooled connection.
    pub async fn read<T, F>(&self, work: F) -> Result<T>
    where
        T: Send + 'static,
        F: FnOnce(&Connection) -> Result<T> + Send + 'static,
    {
        self.db.read_as(work).await
    }

    /// Runs a write as one transaction; it commits only if `work` returns `Ok`.
    pub async fn write<T, F>(&self, work: F) -> Result<T>
    where
        T: Send + 'static,
        F: FnOnce(&Transaction) -> Result<T> + Send + 'static,
    {
        self.db.write_as(work).await
    }
}
