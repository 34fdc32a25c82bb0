-- A notice that asked the member something (a result to confirm or dispute) is answered once
-- the question is settled: confirmed, disputed, settled by the club, confirmed by the clock, or
-- withdrawn. It is marked read then, and the bell shows it as answered, not new
-- (decisions §13).
ALTER TABLE notices ADD COLUMN answered_at INTEGER;
