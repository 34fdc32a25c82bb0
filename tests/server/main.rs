//! The tests that start the real binary: the operator's CLI, hostile clients, crashes, a stop
//! in the middle of delivery, email through a real local relay, the load mix and the install
//! script; and one that runs the delivery worker in the test's process, against a relay that
//! hangs and then the aiosmtpd sink. They take the machine's cores and ports, so they run one
//! test at a time (`cargo test --test server -- --test-threads=1`), apart from the in-process
//! suite in `tests/it`. Each keeps a short default; the long forms are behind environment
//! variables named in each module.

mod harness;

mod abuse;
mod cli;
mod crash;
mod decided;
mod doubles;
mod email;
mod flooding;
mod install_script;
mod internet;
mod load;
mod outbox;
mod push;
mod query_plans;
mod refusals;
mod shutdown;
mod streams;
