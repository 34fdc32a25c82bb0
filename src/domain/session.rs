//! The two credentials a session can stand for: the admin password and the league password.

/// Which credential a session stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SessionKind {
    /// The admin, after the admin password.
    Admin,
    /// A league player, after the shared league password.
    League,
}

impl SessionKind {
    /// The stored key: `admin` or `league`.
    pub fn as_str(self) -> &'static str {
        match self {
            SessionKind::Admin => "admin",
            SessionKind::League => "league",
        }
    }
}
