//! The kept answers and the revisions of what they depend on, all in memory: a hit costs a
//! lock and a few comparisons, never a database round trip.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex};

use tokio::sync::OnceCell;

use super::entry::Entry;
use super::routes::{self, Tag};
use crate::club::{Change, Club};

/// The memory the kept answers may hold; past it, the least recently used go first.
pub const MAX_TOTAL_BYTES: usize = 8 * 1024 * 1024;

/// The revisions of an answer's tags, taken before it was computed.
pub type Seen = Vec<(Tag, u64)>;

/// An answer being computed: its first asker fills it, later askers wait for it. `None`
/// when the answer is not one to share (not a 200): then each asker gets its own.
pub type Fill = Arc<OnceCell<Option<Arc<Entry>>>>;

/// What the cache has for a request.
pub enum Lookup {
    /// A kept answer, still current.
    Hit(Arc<Entry>),
    /// No current answer: compute it (or wait for whoever already is) and keep it as of
    /// `seen`, the revisions its computation starts from.
    Fill {
        /// Shared by every asker of the same answer at the same revisions.
        fill: Fill,
        /// The revisions of the answer's tags now.
        seen: Seen,
    },
}

/// One kept answer.
struct Kept {
    entry: Arc<Entry>,
    seen: Seen,
    /// When it was last served, on [`Inner::ticks`].
    used: u64,
    bytes: usize,
}

/// An answer in progress, and the revisions it was started at.
struct Pending {
    seen: Seen,
    fill: Fill,
}

#[derive(Default)]
struct Inner {
    /// Each tag's revision: the value of `bumped` when a write last bumped it (0: never).
    revisions: HashMap<Tag, u64>,
    bumped: u64,
    entries: HashMap<String, Kept>,
    /// The keys of `entries` by last use, oldest first.
    by_use: BTreeMap<u64, String>,
    ticks: u64,
    bytes: usize,
    /// The answers being computed, by key; removed once done.
    filling: HashMap<String, Pending>,
}

impl Inner {
    fn seen(&self, tags: &[Tag]) -> Seen {
        tags.iter()
            .map(|tag| (*tag, self.revisions.get(tag).copied().unwrap_or(0)))
            .collect()
    }

    fn is_current(&self, seen: &Seen) -> bool {
        seen.iter()
            .all(|(tag, revision)| self.revisions.get(tag).copied().unwrap_or(0) == *revision)
    }

    fn tick(&mut self) -> u64 {
        self.ticks += 1;
        self.ticks
    }

    fn remove(&mut self, key: &str) {
        if let Some(kept) = self.entries.remove(key) {
            self.by_use.remove(&kept.used);
            self.bytes -= kept.bytes;
        }
    }
}

/// The public answers, each kept with the revisions it was computed at.
pub struct ResponseCache {
    inner: Mutex<Inner>,
    budget: usize,
}

impl Default for ResponseCache {
    fn default() -> Self {
        ResponseCache::with_budget(MAX_TOTAL_BYTES)
    }
}

impl ResponseCache {
    /// A cache that keeps at most `budget` bytes of answers.
    pub fn with_budget(budget: usize) -> Self {
        ResponseCache {
            inner: Mutex::default(),
            budget,
        }
    }

    /// A cache that hears each change `club` commits, as it commits.
    pub fn listening_to(club: &Club) -> Arc<ResponseCache> {
        let cache = Arc::new(ResponseCache::default());
        let listener = cache.clone();
        club.on_commit(move |change| listener.changed(change));
        cache
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Hears a committed change: the answers that depend on what it changed are stale
    /// from now on. Called under the writer, before the write's caller hears back, so a
    /// read that follows a write never gets an answer from before it.
    pub fn changed(&self, change: &Change) {
        self.bump(&routes::bumps(change));
    }

    /// Makes every kept answer about the club's data stale (every such route depends on
    /// [`Tag::Players`]): for writes made past the club's use cases, which announce no
    /// change, as tests do when they write straight into the store.
    pub fn stale_all(&self) {
        self.bump(&[Tag::Players, Tag::Rankings, Tag::Tournaments, Tag::League]);
    }

    /// Raises the revisions of `tags`.
    pub fn bump(&self, tags: &[Tag]) {
        if tags.is_empty() {
            return;
        }
        let mut inner = self.lock();
        inner.bumped += 1;
        let revision = inner.bumped;
        for tag in tags {
            inner.revisions.insert(*tag, revision);
        }
    }

    /// The current answer of `key`, whose tags are `tags`, or the computation to join.
    pub fn lookup(&self, key: &str, tags: &[Tag]) -> Lookup {
        let mut inner = self.lock();
        if let Some(kept) = inner.entries.get(key) {
            if inner.is_current(&kept.seen) {
                let (entry, used) = (kept.entry.clone(), kept.used);
                let now = inner.tick();
                inner.by_use.remove(&used);
                inner.by_use.insert(now, key.to_string());
                if let Some(kept) = inner.entries.get_mut(key) {
                    kept.used = now;
                }
                return Lookup::Hit(entry);
            }
            // Stale for good: its memory is better spent on the new answer.
            inner.remove(key);
        }
        let seen = inner.seen(tags);
        if let Some(pending) = inner.filling.get(key)
            && pending.seen == seen
        {
            return Lookup::Fill {
                fill: pending.fill.clone(),
                seen,
            };
        }
        // Nobody is computing it, or only from before a write: a fresh computation, which
        // later askers join instead of the old one.
        let fill = Fill::default();
        inner.filling.insert(
            key.to_string(),
            Pending {
                seen: seen.clone(),
                fill: fill.clone(),
            },
        );
        Lookup::Fill { fill, seen }
    }

    /// Keeps the answer of `key` computed at `seen`, unless a write came in the meantime
    /// (then it is stale already); the least recently used answers make room for it.
    pub fn put(&self, key: String, seen: Seen, entry: Arc<Entry>) {
        let bytes = key.len() + entry.body.len();
        let mut inner = self.lock();
        if !inner.is_current(&seen) || bytes > self.budget {
            return;
        }
        inner.remove(&key);
        while inner.bytes + bytes > self.budget {
            let Some((_, oldest)) = inner.by_use.pop_first() else {
                break;
            };
            if let Some(kept) = inner.entries.remove(&oldest) {
                inner.bytes -= kept.bytes;
            }
        }
        let used = inner.tick();
        inner.by_use.insert(used, key.clone());
        inner.bytes += bytes;
        inner.entries.insert(
            key,
            Kept {
                entry,
                seen,
                used,
                bytes,
            },
        );
    }

    /// Forgets `fill` once it is done (or its asker went away), so that the map only holds
    /// answers in progress.
    pub fn done(&self, key: &str, fill: &Fill) {
        let mut inner = self.lock();
        if inner
            .filling
            .get(key)
            .is_some_and(|pending| Arc::ptr_eq(&pending.fill, fill))
        {
            inner.filling.remove(key);
        }
    }

    /// How many requests hold the computation of `key` (the cache's own included).
    #[cfg(test)]
    pub fn holding(&self, key: &str) -> usize {
        self.lock()
            .filling
            .get(key)
            .map_or(0, |pending| Arc::strong_count(&pending.fill))
    }

    /// Whether no computation is in progress.
    #[cfg(test)]
    pub fn is_idle(&self) -> bool {
        self.lock().filling.is_empty()
    }

    /// The keys kept, least recently used first.
    #[cfg(test)]
    pub fn keys(&self) -> Vec<String> {
        self.lock().by_use.values().cloned().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::ids::TournamentId;
    use axum::body::Bytes;
    use axum::http::{HeaderMap, StatusCode};

    fn entry(body: &str) -> Arc<Entry> {
        Arc::new(Entry::new(
            StatusCode::OK,
            HeaderMap::new(),
            Bytes::from(body.to_string()),
        ))
    }

    /// Looks `key` up and, on a miss, keeps `body` as its answer.
    fn fill(cache: &ResponseCache, key: &str, tags: &[Tag], body: &str) -> bool {
        match cache.lookup(key, tags) {
            Lookup::Hit(_) => true,
            Lookup::Fill { fill, seen } => {
                cache.put(key.to_string(), seen, entry(body));
                cache.done(key, &fill);
                false
            }
        }
    }

    fn body(cache: &ResponseCache, key: &str, tags: &[Tag]) -> Option<String> {
        match cache.lookup(key, tags) {
            Lookup::Hit(hit) => Some(String::from_utf8_lossy(&hit.body).into_owned()),
            Lookup::Fill { fill, .. } => {
                cache.done(key, &fill);
                None
            }
        }
    }

    #[test]
    fn a_bump_makes_stale_only_the_answers_that_depend_on_it() {
        let cache = ResponseCache::default();
        let bracket = [Tag::Tournament(TournamentId(1)), Tag::Players];
        let ranking = [Tag::Rankings, Tag::Players];
        fill(&cache, "bracket", &bracket, "b");
        fill(&cache, "ranking", &ranking, "r");
        cache.bump(&[Tag::League, Tag::Rankings]);
        assert_eq!(body(&cache, "bracket", &bracket).as_deref(), Some("b"));
        assert_eq!(body(&cache, "ranking", &ranking), None);
        cache.bump(&[Tag::Players]);
        assert_eq!(body(&cache, "bracket", &bracket), None);
        fill(&cache, "bracket", &bracket, "b");
        fill(&cache, "fixed", &[], "f");
        cache.stale_all();
        assert_eq!(body(&cache, "bracket", &bracket), None);
        assert_eq!(
            body(&cache, "fixed", &[]).as_deref(),
            Some("f"),
            "it holds no club data"
        );
    }

    #[test]
    fn an_answer_computed_across_a_write_is_not_kept() {
        let cache = ResponseCache::default();
        let tags = [Tag::League];
        let Lookup::Fill { fill, seen } = cache.lookup("league", &tags) else {
            panic!("nothing is kept yet");
        };
        // A write commits while the answer is being computed.
        cache.bump(&tags);
        // Whoever asks now does not join the computation that started before the write.
        let Lookup::Fill { fill: after, .. } = cache.lookup("league", &tags) else {
            panic!("nothing is kept yet");
        };
        assert!(!Arc::ptr_eq(&fill, &after));
        cache.put("league".into(), seen, entry("old"));
        cache.done("league", &fill);
        assert_eq!(
            cache.holding("league"),
            2,
            "the newer computation stays (held by the cache and its asker)"
        );
        cache.done("league", &after);
        assert_eq!(
            body(&cache, "league", &tags),
            None,
            "the old answer was not kept"
        );
    }

    #[test]
    fn the_least_recently_used_answer_makes_room() {
        // Room for two answers of this size (key and body), not three.
        let cache = ResponseCache::with_budget(2 * (1 + 100) + 50);
        let big = "x".repeat(100);
        fill(&cache, "a", &[], &big);
        fill(&cache, "b", &[], &big);
        // `a` is served again: now `b` is the least recently used.
        assert!(fill(&cache, "a", &[], &big));
        fill(&cache, "c", &[], &big);
        assert_eq!(cache.keys(), ["a", "c"]);
        assert!(body(&cache, "b", &[]).is_none(), "the oldest went");
        assert!(body(&cache, "a", &[]).is_some(), "the recently used stayed");
        // An answer larger than the whole budget is not kept, and evicts nothing.
        fill(&cache, "huge", &[], &"x".repeat(1000));
        assert_eq!(cache.keys(), ["c", "a"]);
    }
}
