/**
 * The server's API as TypeScript types, generated from ui/openapi.json (which
 * `tournament-hub openapi` prints) by `npm run api:types`. Do not edit: regenerate.
 * src/lib/wire/index.ts gives the schemas the names the app uses.
 */

export interface paths {
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The club's audit trail, newest first: who changed a fee, a payment or a level, made a
         *     sign-in link, signed in or ended a member session, when, and what it was before and
         *     after. `X-Total-Count` says how many rows match.
         */
        get: operations["audit_trail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many notices wait to go out by email or push, went out, or failed, and the last error. */
        get: operations["admin_deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The admin's queue of results: disputed ones (tournament and league) and players'
         *     walkover claims past their 48 hours, the oldest report first, each with both versions. The
         *     admin settles each in one call (`POST /api/matches/{id}/settle`, `POST
         *     /api/league/matches/{id}/settle`), confirms it, or records the right one (`PATCH
         *     /api/matches/{id}`, `PATCH /api/league/matches/{id}`).
         */
        get: operations["admin_disputes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/eligibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which of these players' level is unconfirmed, and who has not paid the season's fee: what
         *     the admin is warned of before putting them in a draw (or approving them). It refuses
         *     nothing: the administration decides (docs/rules.md#level-and-fee).
         */
        get: operations["eligibility"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/fees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A season's fees: the fee, every approved player with what they paid and when, and the
         *     totals collected and still owed.
         */
        get: operations["season_fees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/fees/{season}/{player_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Marks a player's fee of a season paid (again: the new payment replaces the old). */
        put: operations["mark_fee_paid"];
        post?: never;
        /** Undoes a player's payment of a season's fee. */
        delete: operations["undo_fee_payment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Logs the admin in with the admin password. */
        post: operations["admin_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Logs the admin out: ends the session (if any) and clears the cookie. */
        post: operations["admin_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The admin's notices, newest first, in `?lang=` (English by default). */
        get: operations["admin_notices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/overdue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The admin's queue of late and overdue matches of active tournaments, the one past its
         *     deadline longest first. Nothing is settled automatically: the admin records a walkover
         *     (`POST /api/matches/{id}/walkover`) or grants more days (`POST /api/matches/{id}/extension`).
         */
        get: operations["admin_overdue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/players/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Makes an approved player an organizer, or a member again: the password's admin alone. The same role again changes
         *     nothing; a change is written to the audit trail (`role_set`).
         */
        put: operations["set_player_role"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/players/{id}/sessions/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ends every member session of one player, on every device (a lost phone). Their unused
         *     sign-in link keeps working; admin sessions and league unlocks are not touched.
         */
        post: operations["end_player_sessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/players/{id}/sign-in-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Makes a one-time sign-in link for an approved player, valid 7 days. The player's older
         *     unused links stop working.
         */
        post: operations["create_sign_in_link"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/seasons/{year}/fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets a season's fee. */
        put: operations["set_season_fee"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sessions/end-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Logs out everywhere: ends every admin session, this one included, and every league
         *     unlock (on every phone and the clubhouse PC). For a lost phone or a shared PC that
         *     stayed logged in; the passwords stay as they are.
         */
        post: operations["end_all_sessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which credentials the request carries. */
        get: operations["session_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The live events of every public write, as Server-Sent Events.
         * @description The first message is `event: hello` with the build id and the data's revision. Each
         *     public write then sends `id: <revision>`, `event: change` and its kind and ids as JSON
         *     ([`LiveChange`]). A client that gives the id it last heard (`Last-Event-ID` or
         *     `?since=`) hears what it missed, or `event: resync` (refetch everything) when that is not
         *     known any more. An idle stream sends a `:` comment every 25 s. No cookie is needed.
         *
         *     Streams have a budget per client and in total (64 and 2,048 by default); past it the
         *     answer is 503 `too_many_streams` with `Retry-After`. A stream ends after at most an hour
         *     (by default), and the browser reconnects with `Last-Event-ID`, missing nothing.
         */
        get: operations["events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/features": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the server can do, for every visitor. */
        get: operations["features"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the server is up and its database answers. */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The links that still work. */
        get: operations["list_invitations"];
        put?: never;
        /** Creates an invitation link that works for 7 days. */
        post: operations["create_invitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a link works, so that the invite page may show its form. */
        get: operations["check_invitation"];
        put?: never;
        post?: never;
        /** Revokes a link: it stops working at once. */
        delete: operations["revoke_invitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{key}/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registers a pending player through a live link. */
        post: operations["signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/league/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest league writes, newest first. `X-Total-Count` says how many there are in all. */
        get: operations["recent_league_changes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/league/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The league's matches: pending first, then newest first. `X-Total-Count` says how many
         *     there are in all.
         */
        get: operations["list_league_matches"];
        put?: never;
        /**
         * Creates a league match. League players must stay within the challenge range and may
         *     create 20 a day per unlock and per address; a signed-in member challenges without the
         *     league password, as `player1Id`, 20 a day; the admin may override all of it.
         */
        post: operations["create_league_match"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/league/matches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Cancels a pending match (the league password, the admin, or a member who plays in it),
         *     or deletes a completed one (admin only: its sets leave the ranking).
         */
        delete: operations["cancel_league_match"];
        options?: never;
        head?: never;
        /**
         * Changes the score of a match (or records it). While a score awaits confirmation, the
         *     member who recorded it, or the league password for a score it entered, may correct it,
         *     which restarts its 48 hours; the admin at any time (the admin's score is confirmed at
         *     once).
         */
        patch: operations["edit_league_score"];
        trace?: never;
    };
    "/api/league/matches/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirms a league score, naming the version shown (`reportedAt`): a player who did not
         *     record it (for a score the league password entered, the player it does not favour; either
         *     player for a draw), or the admin (who settles a dispute so). Confirming a confirmed score
         *     again is no error, and changes nothing.
         */
        post: operations["confirm_league_score"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/league/matches/{id}/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disputes a league score that awaits confirmation: a player who did not record it. The
         *     score stays counted and waits for the admin.
         */
        post: operations["dispute_league_score"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/league/matches/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every write of one league match, oldest first: who, when, before and after. */
        get: operations["league_match_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/league/matches/{id}/score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records the score of a pending match: the admin (confirmed at once), one of its two
         *     players signed in, or the league password (either awaits confirmation for 48 hours).
         */
        post: operations["record_league_score"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/league/matches/{id}/settle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settles a disputed league score in one call (the admin): `report` confirms it, `dispute`
         *     records the disputer's own score.
         */
        post: operations["settle_league_score"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/league/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The league's time slots, courts and set rules (docs/rules.md#league). */
        get: operations["league_options"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/league/range/{player_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who a player may challenge, by the current ranking. */
        get: operations["challenge_range"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/league/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unlocks the league with the league password. */
        post: operations["league_unlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records the result of a match that has none: the admin, or one of its two players signed
         *     in, whose sets and games are the score's own; a member records only a match they play.
         */
        post: operations["record_match_result"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes (or records) a match's result: the admin, or the player who reported it while it
         *     awaits confirmation (which restarts its 48 hours).
         */
        patch: operations["edit_match_result"];
        trace?: never;
    };
    "/api/matches/{id}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraws a walkover claim (its claimant): the match is to be played, as if nothing had
         *     been claimed.
         */
        delete: operations["withdraw_walkover_claim"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirms a result: the opponent of the player who reported it, or the admin (who settles
         *     a dispute so), naming the version shown (`reportedAt`). Confirming a confirmed result
         *     again is no error, and changes nothing.
         */
        post: operations["confirm_match_result"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disputes a result (or a walkover claim) that awaits confirmation: the opponent of the
         *     player who reported it, with a reason and, optionally, their own version (`winnerId` and
         *     `score`, checked as a result's). A result stays counted; both wait for the admin.
         */
        post: operations["dispute_match_result"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/extension": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Grants a match more days (the admin's): its own `rescheduleUntil` moves by `days`. */
        post: operations["extend_match"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Reopens a match (the admin's decision): its result is cleared, with the walkover penalty
         *     or the points it caused, and it is to be played again. Later results its winner fed are
         *     listed first and cleared only with `clearLater=true`. Audited as `result_reopened`, and
         *     `result_cleared` for each later result.
         */
        delete: operations["reopen_match_result"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Sets (or moves) when and where a match is played: one of its two players signed in, or
         *     the admin. Its status stays as it was; its players' calendar feeds move the event.
         */
        patch: operations["schedule_match"];
        trace?: never;
    };
    "/api/matches/{id}/settle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settles a disputed result in one call (the admin): `report` confirms the report (a
         *     walkover claim becomes its result); `dispute` records the disputer's version, or, for a
         *     claim disputed without one, withdraws the claim. A version that changes a knockout winner
         *     who already played on follows the `clearLater` rule of a correction.
         */
        post: operations["settle_match_result"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/walkover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records a walkover (6-0, 6-0 W/O) for a match with no result (the admin's): it counts
         *     toward the walkover penalty (Art. 11b) and is confirmed at once.
         */
        post: operations["record_match_walkover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in member. Once a day at most, it also renews the session: its last use
         *     becomes today and the cookie is sent again, for another year. No other call writes.
         */
        get: operations["me"];
        /** Keeps what the member chose for themselves: their language. */
        put: operations["update_me"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/console": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Opens the console for the signed-in organizer: an admin session in their name, with the
         *     `th_admin` cookie. It ends with their role, with them, with this member session, on
         *     sign-out and on the admin's ending of sessions.
         */
        post: operations["open_console"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/notice-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's channels per kind of notice: all on until they turn one off. */
        get: operations["my_notice_preferences"];
        /** Changes the member's channels for the kinds sent; the others stay as they were. */
        put: operations["set_my_notice_preferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's notices, newest first, in their language, with how many are unread. */
        get: operations["my_notices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/notices/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's notices as they arrive, as Server-Sent Events: first `event: hello` with the
         *     unread count, then `event: notice` with each new notice's id and the unread count. Only
         *     the member's own connections hear their notices. It draws from the live events' stream
         *     budget and ends after the same maximum age; the browser reconnects.
         */
        get: operations["my_notices_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/notices/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks the member's notices read: those named, or all of them ("mark all read") when `ids`
         *     is left out. Ids that are not the member's are passed over.
         */
        post: operations["mark_notices_read"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's page: their next matches, and their player page and calendar feed. */
        get: operations["me_overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/push-subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turns push on for this browser: keeps its subscription for the member's session. The
         *     same endpoint again replaces its keys (and takes it over for this session); a member
         *     keeps at most 10 devices, and an 11th replaces their oldest. The subscription ends when
         *     the session does.
         */
        post: operations["subscribe_push"];
        /**
         * Turns push off for a browser: removes the member's subscription of `endpoint`. Answers
         *     204 whether or not there was one; another member's is never touched.
         */
        delete: operations["unsubscribe_push"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's live sessions, the most recently used first. */
        get: operations["member_sessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Ends one of the member's own sessions (a lost phone). Ending this browser's own clears
         *     its cookie too.
         */
        delete: operations["end_member_session"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs the member in with a one-time sign-in link: the link is spent, and this browser
         *     gets the member cookie. A session this browser held before ends. Each check draws from
         *     the budgets of link checks before the link is looked up, so parallel guesses get no
         *     more checks than one at a time.
         */
        post: operations["member_sign_in"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/sign-in-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Asks for a one-time sign-in link (valid 7 days) by email to each approved player with this
         *     address. The answer is 202 whether or not anyone has it; the request is kept, and the
         *     worker sends the links through the outbox, at any hour and whatever the member's
         *     switches, at most 3 an hour to one member, spreading a burst. A new emailed link ends the
         *     player's older emailed one, never the link the admin made.
         */
        post: operations["email_sign_in_link"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs the member out of this browser: its session ends and the cookie is cleared. Needs
         *     nothing: without a live session it only clears the cookie.
         */
        post: operations["member_sign_out"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Approved players by name, with their numbers in a season (the current one unless
         *     `season` names another); the admin also gets pending ones, first.
         */
        get: operations["list_players"];
        put?: never;
        /** Adds an approved player. */
        post: operations["create_player"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{a}/head-to-head/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Two players against each other: each one's wins, sets and games against the other,
         *     every meeting with its score, and both players' current rank and points.
         */
        get: operations["head_to_head"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One player, with their numbers in a season (the current one unless `season` names
         *     another); a pending one only for the admin.
         */
        get: operations["get_player"];
        put?: never;
        post?: never;
        /** Deletes a player whose results count for nobody. */
        delete: operations["delete_player"];
        options?: never;
        head?: never;
        /**
         * Changes a player. A new `totalPoints` is stored as an adjustment equal to the difference
         *     from the derived total, so the total stays traceable (docs/rules.md#points).
         */
        patch: operations["edit_player"];
        trace?: never;
    };
    "/api/players/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lets a pending registration into the club. The body is optional. */
        post: operations["approve_player"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{id}/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player's picture. Its URL carries the content hash, so an approved player's picture under
         *     its current URL may be cached for a year; under any other URL it is revalidated, so a new
         *     picture shows at once. A pending player's picture is the admin's alone.
         */
        get: operations["player_avatar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{id}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player's tournament matches (all-day over their week) and league matches (90 minutes
         *     from their time, or all day on their date).
         */
        get: operations["player_calendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{id}/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player's completed tournament and league matches, newest first, by kind and season.
         *     `X-Total-Count` says how many the filter keeps in all.
         */
        get: operations["player_matches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{id}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player's profile in a season (the current one unless `season` names another): rank,
         *     win rate, where the points come from, and the last matches whatever their season.
         */
        get: operations["player_profile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{id}/ranking-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player's points and rank over a season (the current one unless `season` names
         *     another), replayed from the results: a point for each day on which either changed.
         */
        get: operations["player_ranking_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rejects a pending registration: it is deleted. */
        post: operations["reject_player"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The club's VAPID public key (RFC 8292), made at the first start and never changed, for
         *     the browser's `PushManager.subscribe({applicationServerKey})`.
         */
        get: operations["push_public_key"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rankings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ranking of a season (the current one unless `season` names another, or `all`):
         *     approved players by total points, then name; equal totals share a rank. A past season
         *     lists the players approved by its end. With `discipline=doubles`, the doubles ranking:
         *     the players with doubles results in the season, by their doubles points.
         */
        get: operations["rankings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scores/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Checks a tennis score and computes its sets and games, recording nothing. */
        get: operations["check_score"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The season archive: each past season's top 10, its champions, its year-end finals'
         *     champion and the league's most sets won.
         */
        get: operations["seasons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/this-week": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which week each active tournament is in today, and its dates (docs/rules.md#schedule-weeks). */
        get: operations["this_week"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/today": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Today's matches at the club, tournament and league, by hour with their court: what the
         *     clubhouse display and the hub show. Cached per club date, so it turns at club midnight.
         */
        get: operations["today_at_the_club"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every tournament; drafts only for the admin. */
        get: operations["list_tournaments"];
        put?: never;
        /** Creates a tournament, then seeds and places its players. */
        post: operations["create_tournament"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/draw-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The draw of a format and player count before anyone is placed in it: its positions, the
         *     order automatic seeding fills them in, and the knockout (docs/rules.md#seeding).
         */
        get: operations["tournament_draw_plan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/draw-plan/fill": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Auto-fill of the Create Tournament form: the players without a position take the free
         *     ones as automatic seeding would place them (best seed first, in the draw plan's fill
         *     order), and in a draw one player first goes on each match whose two lines are both free,
         *     so that no bye meets a bye. Nothing is stored (docs/rules.md#seeding).
         */
        post: operations["tournament_draw_fill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/formats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The formats, their allowed sizes and how long each runs (docs/rules.md#formats), so
         *     that the Create Tournament form asks instead of knowing the rules itself.
         */
        get: operations["tournament_formats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One tournament, with its selected players. */
        get: operations["get_tournament"];
        put?: never;
        post?: never;
        /**
         * Deletes a tournament with its schedule and results. One with results (its champion,
         *     results and walkover penalties go with it) needs its name as `confirmName`.
         */
        delete: operations["delete_tournament"];
        options?: never;
        head?: never;
        /**
         * Changes a tournament. Changing the players re-seeds and rebuilds the schedule, which is
         *     refused once a result exists.
         */
        patch: operations["edit_tournament"];
        trace?: never;
    };
    "/api/tournaments/{id}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every match of a tournament as an all-day event over its schedule week. */
        get: operations["tournament_calendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}/deletion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What deleting a tournament would take away (its champion, results and the walkover
         *     penalties they caused), for the confirmation; nothing is deleted.
         */
        get: operations["tournament_deletion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}/generate-matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Builds the whole schedule at once, replacing it while no result is recorded. */
        post: operations["generate_matches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}/group-players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every group's table in standings order. */
        get: operations["tournament_group_players"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A hybrid's groups and how far each has come. */
        get: operations["tournament_groups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tournament's whole schedule, knockout placeholders (TBD) and byes included. */
        get: operations["tournament_matches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A tournament's players by the points they earned in it, then by name; `points` is each
         *     one's ranking total in a season (the current one unless `season` names another).
         */
        get: operations["tournament_players"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How far the tournament has come, stage by stage. */
        get: operations["tournament_progress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unsubscribe/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The page a person sees when they open an unsubscribe link. */
        get: operations["unsubscribe_page"];
        put?: never;
        /**
         * Turns off the member's email of the link's kind: what a mail client's one-click
         *     unsubscribe sends (RFC 8058), or the page's button. The body is the form
         *     `List-Unsubscribe=One-Click`; no `Origin` and no JSON are asked for. Sending it again
         *     changes nothing more.
         */
        post: operations["unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unsubscribe/{token}/resubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turns the link's emails back on: the button of the unsubscribe page, a form with nothing
         *     but the token in its address. It must come from the site's own page (its `Origin` is
         *     required, `super::guard::is_resubscribe`); a mail client's one-click cannot send it.
         *     Sending it again changes nothing more.
         */
        post: operations["resubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The body of `POST /api/players`: the new-player form and the level the admin confirmed. */
        AddPlayerForm: components["schemas"]["PlayerForm"] & {
            level?: components["schemas"]["Level"] | null;
            /**
             * @description A phone for "Send by WhatsApp" (docs/rules.md#members): 8 digits (Costa Rica), or `+`
             *     and the country code; spaces, dashes and dots are fine. Optional; private to the admin.
             * @example 8888-1234
             */
            phone?: string | null;
        };
        /** @description The answer to a successful admin login. */
        AdminLoggedIn: {
            /** @description Always true. */
            isAdmin: boolean;
        };
        /** @description The optional body of `POST /api/players/{id}/approve`. */
        Approval: {
            /**
             * @description Approve even when another player goes by the same name (after the `name_duplicate`
             *     warning, 409).
             */
            allowDuplicateName?: boolean;
        };
        /**
         * @description Who made an audited change.
         * @enum {string}
         */
        AuditActor: "admin" | "organizer" | "league" | "member" | "club";
        /** @description One row of the club's audit trail. */
        AuditEntry: {
            /**
             * @description What was done: `season_fee_set`, `fee_paid`, `fee_payment_undone`, `level_set`;
             *     members signing in: `sign_in_link_created`, `member_signed_in`,
             *     `member_session_ended`, `member_sessions_ended`.
             * @example fee_paid
             */
            action: string;
            /** @description Who made it. */
            actor: components["schemas"]["AuditActor"];
            /** @description The organizer's name when they made the change; null for anyone else. */
            actorName?: string | null;
            actorPlayerId?: components["schemas"]["PlayerId"] | null;
            /**
             * @description Which one: a league unlock's id, a member's or an organizer's player id; null for the
             *     admin and the club.
             */
            actorRef?: string | null;
            /** @description The subject's changed fields after; null where nothing is left. */
            after?: Record<string, never> | null;
            /** @description When (RFC 3339). */
            at: string;
            /** @description The subject's changed fields before; null where there was nothing. */
            before?: Record<string, never> | null;
            /**
             * Format: int64
             * @description Its id; later changes have larger ids.
             */
            id: number;
            /**
             * @description What it was done to: `player:12`, `season:2026`.
             * @example player:12
             */
            subject: string;
        };
        /**
         * @description The hand a player plays with.
         * @enum {string}
         */
        BestHand: "right" | "left";
        /** @description What a manual position holds: a player (singles) or a team of two (doubles). */
        BracketEntry: components["schemas"]["PlayerId"] | components["schemas"]["PlayerId"][];
        /** @description Who a player may challenge, by the current ranking. */
        ChallengeRange: {
            /** @description Those within 2 places above or below. */
            opponentIds: components["schemas"]["PlayerId"][];
            /** @description The player. */
            playerId: components["schemas"]["PlayerId"];
        };
        /** @description A checked score with the totals a result would store. */
        CheckedScore: {
            outcome?: components["schemas"]["Outcome"] | null;
            /**
             * Format: int32
             * @description Games won by player 1.
             */
            player1Games: number;
            /**
             * Format: int32
             * @description Sets won by player 1.
             */
            player1Sets: number;
            /**
             * Format: int32
             * @description Games won by player 2.
             */
            player2Games: number;
            /**
             * Format: int32
             * @description Sets won by player 2.
             */
            player2Sets: number;
            /**
             * @description The sets in canonical form, without words (`6-4, 2-1` for `6-4, 2-1 ret.`; empty for
             *     a walkover); `outcome` says how a match that was not played out ended.
             */
            score: string;
            /**
             * Format: int32
             * @description 1 or 2, when the score or the given winner says who won.
             */
            winner?: number | null;
        };
        /**
         * @description Where a reported result stands.
         * @enum {string}
         */
        ConfirmationState: "awaiting" | "claimed" | "confirmed" | "disputed";
        /** @description A new link, the only time its token is shown. */
        CreatedInvitation: {
            /** @description When the link stops working (RFC 3339). */
            expiresAt: string;
            /**
             * Format: int64
             * @description The invitation's id, for revoking it.
             */
            id: number;
            /** @description The token of the link `/invite/{inviteToken}`. */
            inviteToken: string;
        };
        /**
         * @description A step of the tiebreak hierarchy.
         * @enum {string}
         */
        Criterion: "points" | "setPct" | "gamePct" | "wins" | "name";
        /** @description The outbox at a glance. */
        Deliveries: {
            /**
             * Format: int64
             * @description Failed for good (tried for 24 hours).
             */
            failed: number;
            lastError?: components["schemas"]["DeliveryError"] | null;
            /**
             * Format: int64
             * @description Deliveries waiting to go out or to be tried again.
             */
            queued: number;
            /**
             * Format: int64
             * @description Sent in the last 7 days.
             */
            sent: number;
        };
        /** @description The newest error a delivery met. */
        DeliveryError: {
            /** @description `email` or `push`. */
            channel: string;
            /** @description What the channel said. */
            message: string;
        };
        /**
         * @description Who a tournament is played by (docs/rules.md#doubles): players, or teams of two.
         * @enum {string}
         */
        Discipline: "singles" | "doubles";
        /** @description One of a player's doubles matches, from their side: a `RecentMatch` of a team. */
        DoublesMatchBody: {
            /** @description `yyyy-mm-dd`: the club date its result was first recorded. */
            date: string;
            /** @description The other team's name, "Ana Mora / Luis Rojas". */
            opponentName: string;
            /** @description The other team, its two players in the order entered. */
            opponentTeam: number[];
            outcome?: components["schemas"]["Outcome"] | null;
            /** @description The player's partner in it. */
            partnerId: components["schemas"]["PlayerId"];
            /** @description The partner's name. */
            partnerName: string;
            /** @description `won` or `lost`, for the player's team. */
            result: components["schemas"]["MatchOutcome"];
            /** @description The sets from the player's side (their team's games first), without words. */
            score: string;
            /** @description The match's stage. */
            stage: components["schemas"]["Stage"];
            /** @description The tournament. */
            tournamentId: components["schemas"]["TournamentId"];
            /** @description Its name. */
            tournamentName: string;
        };
        /** @description A player's doubles numbers in a season: their teams' matches and their doubles points. */
        DoublesRecord: {
            /**
             * Format: int64
             * @description Of those, lost.
             */
            matchesLost: number;
            /**
             * Format: int64
             * @description Doubles matches played (byes left out).
             */
            matchesPlayed: number;
            /**
             * Format: int64
             * @description Of those, won by their team.
             */
            matchesWon: number;
            /** @description Their last doubles matches, newest first, whatever the season. */
            recentMatches: components["schemas"]["DoublesMatchBody"][];
            /** @description The doubles tournaments of the season their team won, newest first. */
            titles: components["schemas"]["DoublesTitleBody"][];
            /**
             * Format: int64
             * @description Their doubles-ranking total (`GET /api/rankings?discipline=doubles`).
             */
            totalPoints: number;
            /**
             * Format: int64
             * @description Won out of played, as a whole percent; 0 without matches.
             */
            winRate: number;
        };
        /** @description A doubles tournament a player won with a partner. */
        DoublesTitleBody: {
            /** @description The partner who won it with them. */
            partnerId: components["schemas"]["PlayerId"];
            /** @description The partner's name. */
            partnerName: string;
            /** @description Its first day, `yyyy-mm-dd`. */
            startDate: string;
            /** @description The tournament. */
            tournamentId: components["schemas"]["TournamentId"];
            /** @description Its name. */
            tournamentName: string;
        };
        /** @description A draw before anyone is placed in it (docs/rules.md#seeding, docs/rules.md#draw-order). */
        DrawPlanBody: {
            /** @description Every position, in the order automatic seeding fills them: seed 1's first. */
            fillOrder: number[];
            /**
             * @description The pairs of positions that meet in the first round of a single-elimination draw;
             *     empty for a hybrid.
             */
            firstRound: number[][];
            /** @description A hybrid's groups and their positions (Group A is 0-3); empty for single elimination. */
            groups: components["schemas"]["PlannedGroupBody"][];
            /** @description The knockout in play order, each side labelled by where its player comes from. */
            knockout: components["schemas"]["PlannedMatchBody"][];
            /**
             * @description How many positions the admin fills by hand: every player of a hybrid, every line of
             *     a single-elimination draw (the next power of two; empty lines are byes).
             */
            positions: number;
            /** @description The seed on each line of a single-elimination draw, top to bottom; empty for a hybrid. */
            seedOnLine: number[];
        };
        /** @description The warnings before players are put in a draw of one season, or approved. */
        EligibilityBody: {
            /**
             * Format: int64
             * @description Its fee, whole colones.
             * @example 10000
             */
            fee: number;
            /**
             * Format: int32
             * @description The season checked.
             * @example 2026
             */
            season: number;
            /** @description One per reason that applies to anyone; empty when everyone may play. */
            warnings: components["schemas"]["EligibilityWarning"][];
        };
        /** @description A warning about players put in a draw or approved: the admin may go on. */
        EligibilityWarning: {
            /** @description `level_unconfirmed` or `fee_unpaid`. */
            code: components["schemas"]["WarningCode"];
            /** @description Whom it is about, by name. */
            players: components["schemas"]["WarnedPlayer"][];
            /**
             * Format: int32
             * @description The season whose fee it is about.
             * @example 2026
             */
            season: number;
        };
        /** @description The JSON body of every error response. */
        ErrorBody: {
            /**
             * @description The exact reason, in snake_case (docs/api.md lists every code).
             * @example score_invalid
             */
            code: string;
            /**
             * @description The category: `bad_request`, `unauthorized`, `forbidden`, `not_found`, `conflict`,
             *     `payload_too_large`, `invalid`, `too_many_requests` or `internal`.
             * @example invalid
             */
            error: string;
            /**
             * @description Field name to its problem, on validation errors and on conflicts over a field's value
             *     (`name_duplicate`).
             */
            fields?: {
                [key: string]: components["schemas"]["FieldProblem"];
            } | null;
            /** @description An English sentence for API users and logs; the UI shows its own words for `code`. */
            message: string;
        };
        /** @description What the server can do. */
        Features: {
            /**
             * @description Whether the club sends email (the operator set a relay): sign-in links by email, and
             *     notices by email.
             */
            emailEnabled: boolean;
        };
        /** @description One player of a season's fees. */
        FeeLineBody: {
            /**
             * Format: int64
             * @description What they paid, whole colones; null when nothing is recorded.
             */
            amount?: number | null;
            /** @description `/api/players/{id}/avatar?v={hash}`, or null. */
            avatar?: string | null;
            level?: components["schemas"]["Level"] | null;
            /** @description Their name. */
            name: string;
            /**
             * Format: int64
             * @description What they still owe, whole colones.
             */
            owed: number;
            /**
             * Format: date
             * @description The club date they paid, `yyyy-mm-dd`; null when nothing is recorded.
             */
            paidOn?: string | null;
            /** @description The player. */
            playerId: components["schemas"]["PlayerId"];
            /** @description `paid` (nothing owed), `partial` or `unpaid`. */
            status: components["schemas"]["FeeStatus"];
        };
        /**
         * @description Where a player stands with a season's fee.
         * @enum {string}
         */
        FeeStatus: "paid" | "partial" | "unpaid";
        /** @description One field's problem in an error body. */
        FieldProblem: {
            /**
             * @description The exact reason, in snake_case, such as `name_required`.
             * @example name_required
             */
            code: string;
            /** @description A sentence for a person (English). */
            message: string;
            /**
             * @description What the UI needs to say precisely what is wrong, in data: for `score_invalid` the
             *     score's problem, `{"reason": "unfinished_set", "set": 2, "score": "6-5"}` (docs/api.md).
             */
            params?: Record<string, never> | null;
        };
        /**
         * @description A final that was played but is not confirmed: "Final played: X won, awaiting confirmation"
         *     (or "disputed").
         */
        FinalWaiting: {
            /** @description `awaiting` or `disputed`. */
            state: components["schemas"]["ConfirmationState"];
            winnerId?: components["schemas"]["PlayerId"] | null;
            /** @description The winner's name. */
            winnerName: string;
        };
        /**
         * @description A tournament finish as the points breakdown names it: a kind, which the UI says in the
         *     visitor's language ("Semifinalist", "Semifinalista").
         * @enum {string}
         */
        Finish: "champion" | "finalist" | "semifinalist" | "quarterfinalist" | "round_of_16" | "first_rounds" | "qualified" | "participation";
        /** @description One format and the sizes it can be played at. */
        FormatOption: {
            /** @description Each allowed player count with the weeks a tournament of that size runs. */
            sizes: components["schemas"]["FormatSize"][];
            /** @description The format. */
            tournamentType: components["schemas"]["TournamentType"];
        };
        /** @description A player count a format allows, and how long it runs. */
        FormatSize: {
            /** @description How many players. */
            playerCount: number;
            /**
             * Format: int32
             * @description How many weeks it runs.
             */
            weeks: number;
        };
        /** @description A group of a hybrid and how far it has come, as `GET /groups` shows it. */
        Group: {
            /**
             * Format: int64
             * @description The group's id.
             */
            id: number;
            /** @description Every group match is played: the table is final. */
            isFinal: boolean;
            /** @description The group's letter: `A`, `B`, ... (the UI says "Group A" or "Grupo A"). */
            letter: string;
            /**
             * Format: int32
             * @description Group matches played.
             */
            matchesPlayed: number;
            /**
             * Format: int32
             * @description Group matches in all.
             */
            matchesTotal: number;
            /**
             * @description The group's name as the API has always given it: `Group A`, `Group B`, ... A contract for API
             *     clients, not a text for people: the UI names a group from its `letter`.
             * @example Group A
             */
            name: string;
        };
        /** @description A player's line in a group table, in standings order, as `GET /group-players` shows it. */
        GroupPlayer: {
            /** @description Avatar URL or null. */
            avatar?: string | null;
            decidedBy?: components["schemas"]["Criterion"] | null;
            /**
             * Format: double
             * @description Games won out of played, percent.
             */
            gameWinPct: number;
            /**
             * Format: int32
             * @description Games lost.
             */
            gamesLost: number;
            /**
             * Format: int32
             * @description Games won.
             */
            gamesWon: number;
            /**
             * Format: int64
             * @description The group.
             */
            groupId: number;
            /**
             * Format: int32
             * @description Matches lost.
             */
            losses: number;
            /**
             * Format: int32
             * @description Matches played.
             */
            matches: number;
            /** @description Display name. */
            name: string;
            /** @description The player. */
            playerId: components["schemas"]["PlayerId"];
            /**
             * Format: int32
             * @description 3 a win.
             */
            points: number;
            /**
             * Format: int32
             * @description 1-based place in the table.
             */
            position: number;
            /** @description Top 2 of a final table. */
            qualified: boolean;
            /**
             * Format: double
             * @description Sets won out of played, percent.
             */
            setWinPct: number;
            /**
             * Format: int32
             * @description Sets lost.
             */
            setsLost: number;
            /**
             * Format: int32
             * @description Sets won.
             */
            setsWon: number;
            /**
             * @description Doubles only: the team's two players in the order entered. The line is the team's:
             *     `playerId` (and each of `tiedWith`) is a team's first player, `name` the team's.
             */
            team?: components["schemas"]["PlayerId"][] | null;
            /** @description The players level on points with this one (including them). */
            tiedWith: components["schemas"]["PlayerId"][];
            /**
             * Format: int32
             * @description Matches won.
             */
            wins: number;
        };
        /** @description Two players against each other. */
        HeadToHeadBody: {
            /** @description The first player of the address. */
            a: components["schemas"]["RivalBody"];
            /** @description The second. */
            b: components["schemas"]["RivalBody"];
            /**
             * @description Every doubles match in which their teams met, newest first, from the first player's
             *     side (their partner, the other team: the second player's). Empty without one.
             */
            doublesMeetings: components["schemas"]["DoublesMatchBody"][];
            /** @description Every meeting, newest first, from the first player's side. */
            meetings: components["schemas"]["RecentMatch"][];
        };
        /** @description The answer of a healthy server. */
        Health: {
            /**
             * @description Always `ok`.
             * @example ok
             */
            status: string;
        };
        /**
         * Format: binary
         * @description A JPEG picture.
         */
        Jpeg: string;
        /** @description One kind's channels. */
        KindChannels: {
            /** @description Email on (sent once the club has email). */
            email: boolean;
            /** @description The kind (a member's: see [`NoticeView::kind`]). */
            kind: string;
            /** @description Push on (sent once the member allows it on a device). */
            push: boolean;
        };
        /**
         * @description A language of the club's pages.
         * @enum {string}
         */
        Language: "en" | "es";
        /** @description One league write, as the history keeps it. */
        LeagueChange: {
            /** @description What the write did. */
            action: components["schemas"]["LeagueChangeAction"];
            /** @description Who made it. */
            actor: components["schemas"]["LeagueChangeActor"];
            /** @description The organizer's name when they made it; null unless `actor` is `organizer`. */
            actorName?: string | null;
            actorPlayerId?: components["schemas"]["PlayerId"] | null;
            after?: components["schemas"]["LeagueMatchState"] | null;
            /** @description When (RFC 3339). */
            at: string;
            before?: components["schemas"]["LeagueMatchState"] | null;
            /** @description The unlock's client address; null for the admin, when unknown, and once 90 days old. */
            clientAddress?: string | null;
            /**
             * Format: int64
             * @description The entry's id; later writes have larger ids.
             */
            id: number;
            /** @description The league match (which may since have been cancelled or deleted). */
            leagueMatchId: components["schemas"]["LeagueMatchId"];
            playerId?: components["schemas"]["PlayerId"] | null;
            /**
             * @description The league unlock that made it (16 hex digits, the same for all its writes); null
             *     for the admin.
             */
            sessionId?: string | null;
        };
        /**
         * @description What a league write did.
         * @enum {string}
         */
        LeagueChangeAction: "created" | "scored" | "corrected" | "cancelled" | "deleted" | "confirmed" | "auto_confirmed" | "disputed";
        /**
         * @description Who made a league write.
         * @enum {string}
         */
        LeagueChangeActor: "admin" | "organizer" | "league" | "member" | "club";
        /** @description The body of a league dispute: the reason and, optionally, the disputer's own score. */
        LeagueDispute: {
            /** @description What is wrong with the score, 1 to 500 characters. */
            reason?: string | null;
            /** @description The disputer's own games per set; none: the dispute has no version. */
            setScores?: components["schemas"]["SetScore"][];
            /**
             * Format: int64
             * @description The disputer's sets played, 1 to 3; the number of `setScores` when left out.
             */
            setsPlayed?: number | null;
        };
        /** @description The player with the most league sets won in a season. */
        LeagueLeaderBody: {
            /** @description Their name. */
            name: string;
            /** @description The player. */
            playerId: components["schemas"]["PlayerId"];
            /**
             * Format: int64
             * @description Sets won in the season's completed league matches.
             */
            setsWon: number;
        };
        /** @description A league match as the API shows it. */
        LeagueMatch: {
            /**
             * Format: int64
             * @description The court, 1 to 14.
             */
            cancha?: number | null;
            confirmation?: components["schemas"]["ResultConfirmation"] | null;
            /** @description `yyyy-mm-dd`. */
            date: string;
            /** @description The match's id. */
            id: components["schemas"]["LeagueMatchId"];
            /** @description The challenger. */
            player1Id: components["schemas"]["PlayerId"];
            /** @description Player 1's name. */
            player1Name: string;
            /**
             * Format: int64
             * @description Sets won by player 1.
             */
            player1SetsWon?: number | null;
            /** @description The one challenged. */
            player2Id: components["schemas"]["PlayerId"];
            /** @description Player 2's name. */
            player2Name: string;
            /**
             * Format: int64
             * @description Sets won by player 2.
             */
            player2SetsWon?: number | null;
            /** @description The score from player 1's side, once played. */
            score?: string | null;
            /** @description The score from the winner's side, as lists print it; a draw keeps player 1's side. */
            scoreForWinner?: string | null;
            /** @description Each set's games; empty while pending. */
            setScores: components["schemas"]["SetScore"][];
            /** @description How many sets were played, once played. */
            setsPlayed?: number | null;
            /** @description Pending or completed. */
            status: components["schemas"]["LeagueMatchStatus"];
            /** @description `HH:MM`, on the half hour from 08:00 to 21:00. */
            time?: string | null;
            winnerId?: components["schemas"]["PlayerId"] | null;
        };
        /**
         * Format: int64
         * @description A league match's id.
         */
        LeagueMatchId: number;
        /** @description A league match as a history entry keeps it. */
        LeagueMatchState: {
            /**
             * Format: int64
             * @description The court, 1 to 14.
             */
            cancha?: number | null;
            confirmation?: components["schemas"]["ConfirmationState"] | null;
            /** @description `yyyy-mm-dd`. */
            date: string;
            /** @description The challenger. */
            player1Id: components["schemas"]["PlayerId"];
            /** @description The challenger's name at the time. */
            player1Name: string;
            /** @description The one challenged. */
            player2Id: components["schemas"]["PlayerId"];
            /** @description Their name at the time. */
            player2Name: string;
            /** @description The score from player 1's side, once played. */
            score?: string | null;
            /** @description Each set's games, player 1's first; empty while pending. */
            setScores: number[][];
            /** @description Pending or completed. */
            status: components["schemas"]["LeagueMatchStatus"];
            /** @description `HH:MM`. */
            time?: string | null;
            winnerId?: components["schemas"]["PlayerId"] | null;
        };
        /**
         * @description Where a league match stands.
         * @enum {string}
         */
        LeagueMatchStatus: "pending" | "completed";
        /** @description What a league match form may offer: the UI asks instead of knowing the rules. */
        LeagueOptions: {
            /** @description The courts, by number. */
            courts: number[];
            /**
             * Format: int64
             * @description The most games one side may win in a set.
             */
            maxSetGames: number;
            /** @description How many sets a match may be played to. */
            setsPlayed: number[];
            /** @description Bookable start times, 24-hour `HH:MM`, every half hour. */
            timeSlots: string[];
        };
        /** @description The body of a league score. */
        LeagueScore: {
            matchId?: components["schemas"]["LeagueMatchId"] | null;
            /** @description Each set's games, 0 to 7 each. */
            setScores?: components["schemas"]["SetScore"][];
            /**
             * Format: int64
             * @description 1 to 3; the number of `setScores` when left out.
             */
            setsPlayed?: number | null;
        };
        /** @description A disputer's own league score, as the admin's queue shows it. */
        LeagueScoreVersion: {
            /** @description Each set's games, player 1 first. */
            setScores: components["schemas"]["SetScore"][];
            /**
             * Format: int64
             * @description Sets played.
             */
            setsPlayed: number;
        };
        /** @description The answer to a successful league unlock. */
        LeagueUnlocked: {
            /** @description Always true. */
            leagueUnlocked: boolean;
        };
        /**
         * @description A player's level as the administration confirmed it (the club's rules, Art. 2: only
         *     members of level C+ or B play). Unconfirmed is no level at all (`None`).
         * @enum {string}
         */
        Level: "C+" | "B";
        /** @description A walkover penalty that a delete takes away. */
        LiftedPenalty: {
            /** @description Their name. */
            name: string;
            /** @description The player who gave the walkovers. */
            playerId: components["schemas"]["PlayerId"];
            /**
             * Format: int32
             * @description Ranking points they no longer lose.
             */
            points: number;
        };
        /** @description The `data:` of an `event: change` message: what the public may hear of a write. */
        LiveChange: {
            /** @description What kind of write it was. */
            kind: components["schemas"]["LiveChangeKind"];
            leagueMatchId?: components["schemas"]["LeagueMatchId"] | null;
            matchId?: components["schemas"]["MatchId"] | null;
            /** @description The players whose public numbers or details it may have changed. */
            playerIds?: components["schemas"]["PlayerId"][] | null;
            tournamentId?: components["schemas"]["TournamentId"] | null;
        };
        /**
         * @description The kinds of write the public hears of: those of the change record that a public page
         *     shows, under the same names.
         * @enum {string}
         */
        LiveChangeKind: "tournament_created" | "tournament_edited" | "tournament_deleted" | "matches_generated" | "match_result" | "match_scheduled" | "result_answered" | "league_match_created" | "league_score" | "league_match_cancelled" | "league_match_deleted" | "player_added" | "player_edited" | "player_deleted" | "player_approved";
        /** @description A live link in the admin's list. */
        LiveInvitation: {
            /** @description When it was created (RFC 3339). */
            createdAt: string;
            /** @description When it stops working (RFC 3339). */
            expiresAt: string;
            /** @description The token's first characters. */
            hint: string;
            /**
             * Format: int64
             * @description The invitation's id.
             */
            id: number;
            /**
             * Format: int64
             * @description Registrations that came through it.
             */
            signups: number;
        };
        /** @description A link that works, as the invite page checks it. */
        LiveLink: {
            /** @description When it stops working (RFC 3339). */
            expiresAt: string;
            /** @description Always true: a link that does not work is a 404. */
            valid: boolean;
        };
        /** @description A tournament match as the API shows it (docs/api.md). */
        Match: {
            /**
             * Format: int64
             * @description Its court (cancha), 1 to 14, when set.
             */
            cancha?: number | null;
            confirmation?: components["schemas"]["ResultConfirmation"] | null;
            /** @description The club date its players (or the admin) set it for, `yyyy-mm-dd`; null until set. */
            date?: string | null;
            /**
             * @description The last day of its week, `yyyy-mm-dd` (club date): startDate + 7·week − 1
             *     (docs/rules.md#deadlines).
             * @example 2026-11-08
             */
            deadline: string;
            /**
             * Format: int64
             * @description Its group, for a group match.
             */
            groupId?: number | null;
            /** @description The match's id. */
            id: components["schemas"]["MatchId"];
            /** @description A first-round bye: one player, no score, not a played match. */
            isBye: boolean;
            nextMatchId?: components["schemas"]["MatchId"] | null;
            /**
             * Format: int64
             * @description Which side of that match the winner takes: 1 or 2.
             */
            nextSlot?: number | null;
            outcome?: components["schemas"]["Outcome"] | null;
            /** @description Both players known and not a bye. */
            playable: boolean;
            /**
             * Format: int64
             * @description Games won by player 1.
             */
            player1Games?: number | null;
            player1Id?: components["schemas"]["PlayerId"] | null;
            player1Label?: components["schemas"]["SlotLabel"] | null;
            /** @description Player 1's name. */
            player1Name?: string | null;
            /**
             * Format: int64
             * @description Sets won by player 1.
             */
            player1Sets?: number | null;
            /**
             * Format: int64
             * @description Games won by player 2.
             */
            player2Games?: number | null;
            player2Id?: components["schemas"]["PlayerId"] | null;
            player2Label?: components["schemas"]["SlotLabel"] | null;
            /** @description Player 2's name. */
            player2Name?: string | null;
            /**
             * Format: int64
             * @description Sets won by player 2.
             */
            player2Sets?: number | null;
            /**
             * @description The last day it may be played: the deadline + 3 days + the days the admin granted.
             * @example 2026-11-11
             */
            rescheduleUntil: string;
            /** @description A player retired (the score ends in `ret.`). */
            retired: boolean;
            /**
             * Format: int64
             * @description The round within the stage (1-based).
             */
            round: number;
            /**
             * @description The sets from player 1's side, such as `6-4, 3-6, 7-6(5)`, without words: a
             *     retirement's sets end where play stopped (`6-4, 2-1`), and a walkover has none (null).
             *     `outcome` says how such a match ended.
             */
            score?: string | null;
            /**
             * @description The sets from the winner's side, as lists print them: `6-4, 6-3` under a winner who
             *     is player 2 and won 6-4, 6-3; null without sets.
             */
            scoreForWinner?: string | null;
            /**
             * @description The sets as played, from player 1's side, for scoreboard-style boxes; empty without
             *     a score and for a walkover.
             */
            sets: components["schemas"]["SetGames"][];
            /**
             * Format: int64
             * @description Its place within the round, top to bottom (0-based).
             */
            slot: number;
            /** @description The stage it belongs to. */
            stage: components["schemas"]["Stage"];
            /** @description Scheduled, pending or completed. */
            status: components["schemas"]["MatchStatus"];
            /**
             * @description A doubles match's first team, its two players in the order entered; null while
             *     unknown. Absent in singles (docs/rules.md#doubles): a doubles match's `player1Id`,
             *     `player2Id` and `winnerId` are null, and its names are the teams'.
             */
            team1?: number[] | null;
            /** @description A doubles match's second team; null while unknown (or for a bye). */
            team2?: number[] | null;
            /**
             * @description Its start time, `HH:MM`, when set.
             * @example 18:00
             */
            time?: string | null;
            timing?: components["schemas"]["Timing"] | null;
            /** @description Its tournament. */
            tournamentId: components["schemas"]["TournamentId"];
            /** @description The result is a walkover (`W/O`). */
            walkover: boolean;
            /**
             * Format: int64
             * @description The week it is played in.
             */
            week: number;
            winnerId?: components["schemas"]["PlayerId"] | null;
            /**
             * Format: int32
             * @description A doubles match's winning team, 1 or 2, once completed.
             */
            winnerTeam?: number | null;
        };
        /** @description The body of a dispute. */
        MatchDispute: {
            /** @description What is wrong with the result, 1 to 500 characters. */
            reason?: string | null;
            /** @description The disputer's own score, from player 1's side, with `winnerId` (or `winnerTeam`). */
            score?: string | null;
            winnerId?: components["schemas"]["PlayerId"] | null;
            /**
             * Format: int64
             * @description A doubles disputer's own winning team, 1 or 2, in place of `winnerId`.
             */
            winnerTeam?: number | null;
        };
        /** @description More days for a match. */
        MatchExtension: {
            /**
             * Format: int64
             * @description Days added to the match's `rescheduleUntil`, 1 to 14. Required.
             */
            days?: number | null;
        };
        /** @description One page of a player's history, with the record over every match the filter keeps. */
        MatchHistory: {
            /** @description The page's matches, newest first. */
            matches: components["schemas"]["RecentMatch"][];
            /** @description The record over every match the filter keeps, not only this page's. */
            record: components["schemas"]["RecordBody"];
        };
        /**
         * Format: int64
         * @description A tournament match's id.
         */
        MatchId: number;
        /**
         * @description Where a match of a player's history was played.
         * @enum {string}
         */
        MatchKind: "tournament" | "league";
        /**
         * @description How a match ended for the player whose record it is.
         * @enum {string}
         */
        MatchOutcome: "won" | "lost" | "drawn";
        /** @description The body of both result calls. Totals left out are computed from the score. */
        MatchResult: {
            /**
             * @description A correction that changes the winner of a knockout match whose winner already played
             *     on clears the later results it invalidates only with `true`; without it, 409
             *     `result_played_on` lists them in `fields.clearLater.params.matches`.
             */
            clearLater?: boolean | null;
            /**
             * Format: int64
             * @description The match (required by `POST /api/matches/result`; must equal the address otherwise,
             *     422 `match_id_mismatch`).
             */
            matchId?: number | null;
            /**
             * Format: int64
             * @description Games won by player 1, when not the score's.
             */
            player1Games?: number | null;
            /**
             * Format: int64
             * @description Sets won by player 1, when not the score's.
             */
            player1Sets?: number | null;
            /**
             * Format: int64
             * @description Games won by player 2, when not the score's.
             */
            player2Games?: number | null;
            /**
             * Format: int64
             * @description Sets won by player 2, when not the score's.
             */
            player2Sets?: number | null;
            /**
             * @description The score from player 1's side: `6-4, 6-2`, `6-4, 3-6, 10-8`, `W/O`, `6-4, 2-1 ret.`.
             *     Required.
             * @example 6-4, 6-2
             */
            score?: string | null;
            /** @description Only `completed` is allowed. */
            status?: string | null;
            winnerId?: components["schemas"]["PlayerId"] | null;
            /**
             * Format: int64
             * @description A doubles match's winner: team 1 or 2 (docs/rules.md#doubles). Required in doubles,
             *     refused in singles (`teams_in_singles`).
             */
            winnerTeam?: number | null;
        };
        /** @description When and where a match is played. */
        MatchSchedule: {
            /**
             * Format: int64
             * @description The court (cancha), 1 to 14.
             */
            cancha?: number | null;
            /**
             * @description The club date, `yyyy-mm-dd`: from the tournament's start up to the match's
             *     `rescheduleUntil`. Required.
             * @example 2026-11-06
             */
            date?: string | null;
            /**
             * @description The start time, `HH:MM` on the half hour from 08:00 to 21:00.
             * @example 18:00
             */
            time?: string | null;
        };
        /**
         * @description Where a tournament match stands.
         * @enum {string}
         */
        MatchStatus: "scheduled" | "pending" | "completed";
        /** @description A version of a tournament result that does not stand (yet): a claim, or a disputer's own. */
        MatchVersion: {
            /**
             * @description Its score, from player 1's side, as a result's (`W/O` for a walkover).
             * @example W/O
             */
            score: string;
            winnerId?: components["schemas"]["PlayerId"] | null;
            /**
             * Format: int32
             * @description A doubles version's winning side, 1 or 2; absent in singles.
             */
            winnerTeam?: number | null;
        };
        /** @description The winner of a walkover. */
        MatchWalkover: {
            winnerId?: components["schemas"]["PlayerId"] | null;
            /**
             * Format: int64
             * @description Doubles: the team that showed up, 1 or 2, in place of `winnerId`.
             */
            winnerTeam?: number | null;
        };
        /** @description The signed-in member. */
        Me: {
            /** @description `/api/players/{id}/avatar?v={hash}`, or null. */
            avatar?: string | null;
            language?: components["schemas"]["Language"] | null;
            /** @description Their name. */
            name: string;
            /** @description The member's player id. */
            playerId: components["schemas"]["PlayerId"];
            /**
             * @description `member`, or `organizer`: an organizer may open the console in their own name
             *     (`POST /api/me/console`; docs/rules.md#committee).
             */
            role: components["schemas"]["Role"];
            /** @description `approved`, or `pending` while the admin has not yet approved the signup. */
            status: components["schemas"]["PlayerStatus"];
            /**
             * @description The member's devices that stopped receiving notices in the last 30 days: their push
             *     service failed for a day, so the club stopped sending there. Turning notices on again
             *     on that device clears it.
             */
            stoppedDevices: components["schemas"]["StoppedDevice"][];
        };
        /** @description What the member's own page shows. */
        MeOverview: {
            /**
             * @description The member's calendar feed, `/api/players/{id}/calendar.ics` (add `?lang=es` for
             *     Spanish); null while pending.
             */
            calendarFeed?: string | null;
            /** @description League matches with no score yet, by date and time. */
            leagueMatches: components["schemas"]["UpcomingLeagueMatch"][];
            /** @description The member's player page, `/players/{id}`; null while pending. */
            playerPage?: string | null;
            /** @description Tournament matches with both players known and no result yet, the soonest week first. */
            tournamentMatches: components["schemas"]["UpcomingTournamentMatch"][];
        };
        /** @description The body of `PUT /api/me`. */
        MeUpdate: {
            /** @description `en` or `es`: the language the member's notices are written in. */
            language: components["schemas"]["Language"];
        };
        /** @description One of the member's sessions. */
        MemberSessionEntry: {
            /** @description When it started (RFC 3339). */
            createdAt: string;
            /** @description Whether it is this browser's. */
            current: boolean;
            /** @description Where it was started. */
            device: components["schemas"]["SessionDevice"];
            /**
             * Format: int64
             * @description The session's id, to end it.
             */
            id: number;
            /** @description The club date it was last used on, `yyyy-mm-dd` (renewed once a day at most). */
            lastUsedOn: string;
        };
        /** @description What ending a player's sessions ended. */
        MemberSessionsEnded: {
            /**
             * Format: int64
             * @description How many of the player's member sessions ended.
             */
            ended: number;
        };
        /** @description The body of `POST /api/league/matches`. */
        NewLeagueMatch: {
            /**
             * Format: int64
             * @description The court, 1 to 14.
             */
            cancha?: number | null;
            /**
             * Format: date
             * @description `yyyy-mm-dd`. Required.
             * @example 2026-11-20
             */
            date?: string | null;
            player1Id?: components["schemas"]["PlayerId"] | null;
            player2Id?: components["schemas"]["PlayerId"] | null;
            /**
             * @description `HH:MM` on the half hour, 08:00 to 21:00.
             * @example 18:30
             */
            time?: string | null;
        };
        /**
         * @description The body of `POST /api/me/push-subscriptions`: `PushSubscription.toJSON()` without
         *     `expirationTime` (which is taken and ignored).
         */
        NewPushSubscription: {
            /** @description The push service's URL for this browser: absolute `https`, at most 1000 characters. */
            endpoint: string;
            /**
             * Format: double
             * @description Ignored.
             */
            expirationTime?: number | null;
            /** @description The browser's keys. */
            keys: components["schemas"]["SubscriptionKeysBody"];
        };
        /** @description What the member's live stream says: a notice arrived, and how many are unread now. */
        NoticeArrived: {
            /**
             * Format: int64
             * @description The new notice's id; none in the opening `hello`.
             */
            id?: number | null;
            /**
             * Format: int64
             * @description The member's unread notices.
             */
            unreadCount: number;
        };
        /** @description The member's channels per kind; the in-app list always has every notice. */
        NoticePreferences: {
            /** @description Every member kind, in the order `/me` shows them (on the way in: the kinds to change). */
            kinds: components["schemas"]["KindChannels"][];
        };
        /** @description One notice, in its reader's language. */
        NoticeView: {
            /**
             * @description Whether the question it asked (confirm or dispute a result) was answered since: by the
             *     member, the opponent, the club or the clock. An answered notice is read.
             */
            answered: boolean;
            /** @description A few lines (`\n` between them). */
            body: string;
            /** @description When it was written (RFC 3339). */
            createdAt: string;
            /**
             * Format: int64
             * @description Its id.
             */
            id: number;
            /**
             * @description What it is about: `draw_published`, `your_week`, `result_reported`, `challenged`,
             *     `match_scheduled`, `deadline_tomorrow`, `signup_approved`; the admin's
             *     `signup_waiting`, `result_disputed`, `walkover_awaiting`, `overdue_list`.
             */
            kind: string;
            /** @description The page where the reader acts, such as `/me` or `/tournament/3`. */
            link: string;
            /** @description Whether the member marked it read. */
            read: boolean;
            /** @description One line. */
            title: string;
        };
        /** @description A page of notices, newest first. */
        Notices: {
            /** @description The page. */
            notices: components["schemas"]["NoticeView"][];
            /**
             * Format: int64
             * @description How many there are in all.
             */
            total: number;
            /**
             * Format: int64
             * @description How many are unread.
             */
            unreadCount: number;
        };
        /** @description The organizer whose console this is. */
        OrganizerRef: {
            /** @description Their name. */
            name: string;
            /** @description Their player id. */
            playerId: components["schemas"]["PlayerId"];
        };
        /**
         * @description How a match ended when it was not simply played out. The API sends it beside the sets,
         *     never as words inside them, so that the UI writes "W/O" or "W.O." in the visitor's language.
         * @enum {string}
         */
        Outcome: "walkover" | "retired";
        /** @description A match past its deadline, unplayed. */
        OverdueMatch: {
            /**
             * Format: int64
             * @description Days past its deadline, on the club's date.
             */
            daysLate: number;
            /** @description The match, with both players, `deadline` and `rescheduleUntil`. */
            match: components["schemas"]["Match"];
            /** @description `late` (within its days to move it) or `overdue` (past `rescheduleUntil`). */
            timing: components["schemas"]["Timing"];
            /** @description Its tournament's name. */
            tournamentName: string;
            /**
             * @description What a walkover here would cost each player who gave it, so the console can say so
             *     before it records one.
             */
            walkoverCosts: components["schemas"]["WalkoverCost"][];
        };
        /** @description The body of both logins. */
        PasswordBody: {
            /** @description The password as typed. */
            password: string;
        };
        /** @description The body of `PUT /api/admin/fees/{season}/{player_id}`. */
        PaymentForm: {
            /**
             * Format: int64
             * @description Whole colones, 1 to 1,000,000; the season's fee when left out.
             * @example 10000
             */
            amount?: number | null;
            /**
             * Format: date
             * @description The club date it was paid, `yyyy-mm-dd`, not after today; today when left out.
             * @example 2026-03-02
             */
            paidOn?: string | null;
        };
        /** @description A placement with every selected player in a position. */
        PlacementAnswer: {
            /**
             * @description Position (as a string) to player: the positions sent, plus one for each player who
             *     had none (in doubles, each team by its first player). Ready to send to create (in
             *     doubles, each with its team).
             * @example {
             *       "0": 12,
             *       "4": 9,
             *       "7": 4
             *     }
             */
            manualBracketPositions: {
                [key: string]: components["schemas"]["PlayerId"];
            };
        };
        /** @description What Auto-fill is asked: the format, the players selected and the positions filled so far. */
        PlacementBody: {
            /**
             * @description The positions filled so far, as create takes them: position (as a string) to player;
             *     in doubles to a team, named by its first player.
             * @example {
             *       "0": 12
             *     }
             */
            manualBracketPositions?: {
                [key: string]: components["schemas"]["PlayerId"];
            } | null;
            /**
             * @description The selected players: as many as the draw takes (8, 12, 16 or 20 for a hybrid; 2 to
             *     64 for single elimination), each an approved player, once.
             */
            selectedPlayerIds?: components["schemas"]["PlayerId"][] | null;
            /**
             * @description Doubles, in place of `selectedPlayerIds`: the selected teams, each two approved players
             *     in the order entered, as create takes them.
             */
            selectedTeams?: components["schemas"]["PlayerId"][][] | null;
            tournamentType?: components["schemas"]["TournamentType"] | null;
        };
        /** @description One group of a hybrid and the positions that fill it. */
        PlannedGroupBody: {
            /** @description `A`, `B`, ... */
            letter: string;
            /** @description Its positions, 0-based. */
            positions: number[];
        };
        /** @description One knockout match before anyone has played. */
        PlannedMatchBody: {
            /** @description True when one side is a bye: the match is not played. */
            isBye: boolean;
            /** @description Where player 1 and player 2 come from. */
            labels: components["schemas"]["SlotLabel"][];
            /**
             * @description Its short name: `QF1`, `R16-3`, `F`.
             * @example QF1
             */
            name: string;
            /** @description The match its winner moves on to (an index into `knockout`); null for the final. */
            nextMatch?: number | null;
            /**
             * Format: int32
             * @description The side of that match the winner takes: 1 or 2; null for the final.
             */
            nextSide?: number | null;
            /**
             * Format: int32
             * @description Knockout round, 1 for the first.
             */
            round: number;
            /**
             * Format: int32
             * @description Its place in the round, 0 at the top of the draw.
             */
            slot: number;
            /** @description Its stage. */
            stage: components["schemas"]["Stage"];
        };
        /**
         * @description A player as the API sends it. `email`, `dateOfBirth` and `phone` are present only for the
         *     admin.
         */
        Player: {
            /** @description `/api/players/{id}/avatar?v={hash}`, or null. */
            avatar?: string | null;
            /** @description `right` or `left`. */
            bestHand: components["schemas"]["BestHand"];
            /** @description When the player was added (RFC 3339, UTC). */
            createdAt: string;
            /** @description Admin only, `yyyy-mm-dd`. */
            dateOfBirth?: string | null;
            /** @description Admin only. */
            email?: string | null;
            /** @description The player's id. */
            id: components["schemas"]["PlayerId"];
            level?: components["schemas"]["Level"] | null;
            /**
             * Format: int64
             * @description Of those, lost.
             */
            matchesLost: number;
            /**
             * Format: int64
             * @description Completed tournament and league matches, byes excluded.
             */
            matchesPlayed: number;
            /**
             * Format: int64
             * @description Of those, won.
             */
            matchesWon: number;
            /** @description Display name. */
            name: string;
            /**
             * @description Admin only: `+`, the country code and the digits (`+50688881234`), ready for a
             *     `https://wa.me/50688881234` link (drop the `+`).
             * @example +50688881234
             */
            phone?: string | null;
            role?: components["schemas"]["Role"] | null;
            /** @description `approved`, or `pending` (only the admin sees those). */
            status: components["schemas"]["PlayerStatus"];
            /**
             * Format: int64
             * @description The ranking total, derived from results and the admin's adjustments.
             */
            totalPoints: number;
        };
        /**
         * @description The body of `PATCH /api/players/{id}`: any subset of the fields. The UI may send the whole
         *     player object back; fields that cannot be edited (`id`, `matchesPlayed`, ...) are ignored.
         */
        PlayerEdit: {
            /** @description Why the total was changed (at most 200 characters). */
            adjustmentReason?: string | null;
            /**
             * Format: int64
             * @description The season whose total `totalPoints` sets and whose numbers the answer shows: a year
             *     up to the current one; the current season when left out.
             * @example 2026
             */
            adjustmentSeason?: number | null;
            /**
             * @description Rename even to a name another player goes by (after the `name_duplicate` warning,
             *     409).
             */
            allowDuplicateName?: boolean;
            /**
             * @description An image data URL replaces the picture; null or empty removes it; the current
             *     `/api/...` URL keeps it.
             */
            avatar?: string | null;
            bestHand?: components["schemas"]["BestHand"] | null;
            /** @description `yyyy-mm-dd`; empty or null removes it. */
            dateOfBirth?: string | null;
            /** @description Empty or null removes it. */
            email?: string | null;
            level?: components["schemas"]["Level"] | null;
            /** @description At most 100 characters. */
            name?: string | null;
            /**
             * @description A phone for WhatsApp: 8 digits (Costa Rica), or `+` and the country code; empty or
             *     null removes it.
             */
            phone?: string | null;
            /**
             * Format: int64
             * @description The wanted total, 0 to 1,000,000: stored as an adjustment of the difference.
             */
            totalPoints?: number | null;
        };
        /**
         * @description The body of `POST /api/players` and of the invitation signup. Every field is optional here
         *     so that a missing name gets the form's own message instead of a parser's.
         */
        PlayerForm: {
            /**
             * @description The admin's Add Player: save even when another player goes by the same name (after
             *     the `name_duplicate` warning, 409). The invitation signup ignores it: a registration
             *     under any name waits, and the admin is warned when approving it.
             */
            allowDuplicateName?: boolean;
            /** @description An image data URL (JPEG, PNG or WebP, at most 5 MB). */
            avatar?: string | null;
            bestHand?: components["schemas"]["BestHand"] | null;
            /**
             * @description Optional `yyyy-mm-dd`, in the past; an empty string means none.
             * @example 1990-05-17
             */
            dateOfBirth?: string | null;
            /** @description Optional; an empty string means none. */
            email?: string | null;
            /**
             * @description Required, at most 100 characters.
             * @example Ana Mora
             */
            name?: string | null;
        };
        /**
         * Format: int64
         * @description A player's id.
         */
        PlayerId: number;
        /**
         * @description Whether the admin has let a player into the club's public pages.
         * @enum {string}
         */
        PlayerStatus: "pending" | "approved";
        /** @description One manual adjustment. */
        PointAdjustment: {
            /**
             * Format: int64
             * @description Positive or negative.
             */
            amount: number;
            /** @description When (RFC 3339). */
            createdAt: string;
            /** @description Why, if said. */
            reason?: string | null;
            /**
             * Format: int32
             * @description The season it counts in.
             */
            season: number;
        };
        /** @description The parts of a total. */
        PointsBreakdown: {
            /** @description The admin's adjustments, oldest first. */
            adjustments: components["schemas"]["PointAdjustment"][];
            /**
             * Format: int64
             * @description League points.
             */
            league: number;
            /**
             * Format: int64
             * @description The sum of the parts.
             */
            total: number;
            /** @description Points per tournament, newest first. */
            tournaments: components["schemas"]["TournamentPoints"][];
            /**
             * Format: int64
             * @description Subtracted for walkovers given.
             */
            walkoverPenalty: number;
        };
        /** @description A player's card: their numbers, where their points come from, and their last matches. */
        Profile: {
            /** @description Where the total comes from. */
            breakdown: components["schemas"]["PointsBreakdown"];
            doubles?: components["schemas"]["DoublesRecord"] | null;
            /** @description The player, with personal data for the admin only. */
            player: components["schemas"]["Player"];
            /**
             * Format: int32
             * @description Ranking position; null for a pending player, who is not ranked.
             */
            rank?: number | null;
            /** @description The last matches, newest first. */
            recentMatches: components["schemas"]["RecentMatch"][];
            /**
             * @description The season counted: a year such as `2025`, or `all`.
             * @example 2026
             */
            season: string;
            /**
             * Format: int64
             * @description Matches won out of played, as a whole percent; 0 without matches.
             */
            winRate: number;
        };
        /** @description The whole progress modal. */
        Progress: {
            /**
             * Format: double
             * @description The average of the stage percentages.
             */
            overall: number;
            /** @description The stages in playing order. */
            stages: components["schemas"]["ProgressStage"][];
        };
        /** @description One line of the progress list. */
        ProgressStage: {
            /** @description `setup`, or the stage key (`group`, `quarterfinal`, ...). */
            key: string;
            /**
             * Format: double
             * @description 0 to 100.
             */
            percent: number;
            /** @description Complete, active or pending. */
            state: components["schemas"]["StageState"];
        };
        /** @description The club's VAPID public key. */
        PublicKey: {
            /**
             * @description The uncompressed P-256 point (65 bytes), base64url without padding: the
             *     `applicationServerKey` of `PushManager.subscribe`.
             */
            publicKey: string;
        };
        /** @description The body of `DELETE /api/me/push-subscriptions`. */
        PushEndpoint: {
            /** @description The endpoint of the subscription to remove. */
            endpoint: string;
        };
        /** @description A device the member allowed. */
        PushSubscriptionView: {
            /** @description When it was made (RFC 3339). */
            createdAt: string;
            /** @description The push service's URL for it. */
            endpoint: string;
            /**
             * Format: int64
             * @description Its id.
             */
            id: number;
        };
        /** @description One line of the rankings table. */
        RankingEntry: {
            /** @description Avatar URL or null. */
            avatar?: string | null;
            /** @description The player's id. */
            id: components["schemas"]["PlayerId"];
            /** @description Display name. */
            name: string;
            /**
             * Format: int32
             * @description 1-based; equal totals share a rank.
             */
            rank: number;
            /**
             * @description The season counted: a year such as `2025`, or `all`.
             * @example 2026
             */
            season: string;
            /**
             * Format: int64
             * @description The ranking total in the season.
             */
            totalPoints: number;
        };
        /** @description A player's points and rank over a season. */
        RankingHistory: {
            /**
             * @description At the end of each day on which the points or the rank changed, oldest first. The
             *     last point is the ranking of today.
             */
            points: components["schemas"]["RankingPoint"][];
            /**
             * @description The season counted: a year such as `2025`, or `all`.
             * @example 2026
             */
            season: string;
        };
        /** @description One point of a ranking chart. */
        RankingPoint: {
            /** @description `yyyy-mm-dd`: the day ended with these numbers. */
            date: string;
            /**
             * Format: int64
             * @description The player's total then.
             */
            points: number;
            /**
             * Format: int32
             * @description Their rank then; null when not ranked.
             */
            rank?: number | null;
        };
        /** @description The body of `POST /api/me/notices/read`. */
        ReadMark: {
            /** @description The notices to mark read (1 to 100 of the member's own); left out, every notice. */
            ids?: number[] | null;
        };
        /** @description One recent match. */
        RecentMatch: {
            /** @description `yyyy-mm-dd`. */
            date: string;
            /** @description Where it was played. */
            kind: components["schemas"]["MatchKind"];
            /** @description The other player. */
            opponentId: components["schemas"]["PlayerId"];
            /** @description The other player's name. */
            opponentName: string;
            outcome?: components["schemas"]["Outcome"] | null;
            /** @description How it ended for this player. */
            result: components["schemas"]["MatchOutcome"];
            /**
             * @description The sets from this player's side (their games first), without words: a retirement's
             *     sets end where play stopped, and a walkover's are empty; `outcome` says which.
             */
            score: string;
            stage?: components["schemas"]["Stage"] | null;
            tournamentId?: components["schemas"]["TournamentId"] | null;
            /** @description The tournament's name, for a tournament match. */
            tournamentName?: string | null;
        };
        /** @description Wins, draws, losses, sets and games, from one player's side. */
        RecordBody: {
            /**
             * Format: int32
             * @description League matches whose sets were shared.
             */
            drawn: number;
            /**
             * Format: int32
             * @description Games lost.
             */
            gamesLost: number;
            /**
             * Format: int32
             * @description Games won (a match tiebreak counts as one game).
             */
            gamesWon: number;
            /**
             * Format: int32
             * @description Matches lost.
             */
            lost: number;
            /**
             * Format: int32
             * @description Sets lost.
             */
            setsLost: number;
            /**
             * Format: int32
             * @description Sets won.
             */
            setsWon: number;
            /**
             * Format: int32
             * @description Matches won.
             */
            won: number;
        };
        /** @description The answer to a signup: the registration waits for the admin. */
        Registration: {
            /** @description The new player's id. */
            id: components["schemas"]["PlayerId"];
            /** @description Always `pending`. */
            status: components["schemas"]["PlayerStatus"];
        };
        /** @description The body of a confirmation: the version it confirms. */
        ResultConfirm: {
            /**
             * @description The `confirmation.reportedAt` the player was shown (RFC 3339): if the result was
             *     corrected since, the answer is 409 `result_changed`. Left out, whatever stands is
             *     confirmed (the admin's queue).
             * @example 2026-11-28T18:05:09.123Z
             */
            reportedAt?: string | null;
        };
        /** @description Where a result stands with the opponent (docs/rules.md#results-by-the-players). */
        ResultConfirmation: {
            claim?: components["schemas"]["MatchVersion"] | null;
            /** @description Until when the opponent may confirm or dispute it (RFC 3339); null once confirmed. */
            confirmBy?: string | null;
            /**
             * @description When this version was reported (RFC 3339, with milliseconds): a confirmation names it
             *     as `reportedAt`, and every correction moves it forward.
             * @example 2026-11-28T18:05:09.123Z
             */
            reportedAt: string;
            reportedBy?: components["schemas"]["PlayerId"] | null;
            /**
             * @description `awaiting` (a player reported it), `claimed` (a player's walkover, which counts
             *     nowhere yet), `confirmed` or `disputed`.
             */
            state: components["schemas"]["ConfirmationState"];
        };
        /** @description One side of a head-to-head. */
        RivalBody: {
            /** @description The player and their numbers in the season under way. */
            player: components["schemas"]["Player"];
            /**
             * Format: int32
             * @description Their rank in the season under way; null when not ranked.
             */
            rank?: number | null;
            /** @description Their wins, sets and games against the other player. */
            record: components["schemas"]["RecordBody"];
        };
        /**
         * @description A player's part in running the club (docs/rules.md#committee): a member, or an organizer
         *     the admin trusts with the console, which they open in their own name.
         * @enum {string}
         */
        Role: "member" | "organizer";
        /** @description A player's new role. */
        RoleForm: {
            /**
             * @description `member` or `organizer`.
             * @example organizer
             */
            role?: string | null;
        };
        /** @description One week of a tournament's schedule and its dates, as the clubhouse display dates it. */
        ScheduleWeek: {
            /** @description Its first day, `yyyy-mm-dd`. */
            firstDay: string;
            /** @description Its last day, `yyyy-mm-dd`. */
            lastDay: string;
            /**
             * Format: int32
             * @description The week, 1-based.
             */
            week: number;
        };
        /** @description A tournament's champion, in the season archive. */
        SeasonChampionBody: {
            championId?: components["schemas"]["PlayerId"] | null;
            /** @description The champion's name (a doubles team's, "Ana Mora / Luis Rojas"). */
            championName: string;
            /**
             * @description A doubles tournament's champion team, its two players in the order entered; absent
             *     in singles (docs/rules.md#doubles).
             */
            championTeam?: number[] | null;
            /** @description Whether it was the season's year-end finals. */
            finals: boolean;
            /** @description Its start date, `yyyy-mm-dd`. */
            startDate: string;
            /** @description The tournament. */
            tournamentId: components["schemas"]["TournamentId"];
            /** @description Its name. */
            tournamentName: string;
        };
        /** @description A season's fee. */
        SeasonFeeBody: {
            /**
             * Format: int64
             * @description Whole colones.
             * @example 10000
             */
            fee: number;
            /**
             * Format: int32
             * @description The year.
             * @example 2026
             */
            season: number;
            /** @description Whether the admin set it; else it is the rules' fee (₡10,000; ₡5,000 in 2025). */
            setByAdmin: boolean;
        };
        /** @description The body of `PUT /api/admin/seasons/{year}/fee`. */
        SeasonFeeForm: {
            /**
             * Format: int64
             * @description Whole colones, 0 to 1,000,000.
             * @example 10000
             */
            amount?: number | null;
        };
        /** @description A season's fees: its fee, its players and the totals. */
        SeasonFeesBody: {
            /**
             * Format: int64
             * @description Every payment added up, whole colones.
             */
            collected: number;
            /**
             * Format: int64
             * @description The season's fee, whole colones.
             * @example 10000
             */
            fee: number;
            /** @description Whether the admin set the fee; else it is the rules' fee. */
            feeSetByAdmin: boolean;
            /**
             * Format: int64
             * @description What the players still owe, added up.
             */
            owed: number;
            /** @description How many players owe nothing. */
            paidCount: number;
            /** @description How many players the season lists. */
            playerCount: number;
            /**
             * @description The season's approved players (approved before it ended) and anyone who paid it, by
             *     name.
             */
            players: components["schemas"]["FeeLineBody"][];
            /**
             * Format: int32
             * @description The year.
             * @example 2026
             */
            season: number;
            /**
             * @description The seasons there are fees for, newest first: next year down to 2025 (or the oldest
             *     season with a fee or payment on record).
             */
            seasons: number[];
        };
        /** @description One past season in the archive. */
        SeasonSummaryBody: {
            /** @description The champion of each of its tournaments, by start date. */
            champions: components["schemas"]["SeasonChampionBody"][];
            /**
             * @description The first ten of its final doubles ranking (docs/rules.md#doubles), beside `top`;
             *     absent in a season without doubles.
             */
            doublesTop?: components["schemas"]["RankingEntry"][];
            finalsChampion?: components["schemas"]["SeasonChampionBody"] | null;
            leagueMostSets?: components["schemas"]["LeagueLeaderBody"] | null;
            /**
             * @description The year, as `?season=` names it.
             * @example 2025
             */
            season: string;
            /** @description The first ten of its final ranking. */
            top: components["schemas"]["RankingEntry"][];
        };
        /** @description The seasons: which one is under way, and every past one with a result. */
        Seasons: {
            /**
             * @description The season under way (club time).
             * @example 2026
             */
            current: string;
            /** @description Past seasons with any result, newest first. */
            seasons: components["schemas"]["SeasonSummaryBody"][];
        };
        /** @description The browser and system a session was started from. */
        SessionDevice: {
            /** @description `Chrome`, `Safari`, `Firefox`, `Edge`, `Opera`, `Samsung Internet`, or null. */
            browser?: string | null;
            /** @description `Android`, `iPhone`, `iPad`, `Windows`, `macOS`, `ChromeOS`, `Linux`, or null. */
            system?: string | null;
        };
        /** @description What the browser may know about its own credentials. */
        SessionStatus: {
            /** @description A live admin session. */
            isAdmin: boolean;
            /** @description A live league unlock (or the admin, who never needs the league password). */
            leagueUnlocked: boolean;
            organizer?: components["schemas"]["OrganizerRef"] | null;
        };
        /** @description What "log out everywhere" ended. */
        SessionsEnded: {
            /**
             * Format: int64
             * @description How many admin sessions (this one included) and league unlocks were ended.
             */
            ended: number;
        };
        /** @description One set's games on a scoreboard, from player 1's side. */
        SetGames: {
            /**
             * Format: int32
             * @description Player 1's games (or match-tiebreak points for a third-set match tiebreak).
             */
            player1: number;
            /**
             * Format: int32
             * @description Player 2's games (or match-tiebreak points).
             */
            player2: number;
            /**
             * Format: int32
             * @description The set loser's tiebreak points in a 7-6 set, when written.
             */
            tiebreak?: number | null;
        };
        /** @description One set of a league score, as sent and shown. */
        SetScore: {
            /**
             * Format: int64
             * @description Player 1's games.
             */
            player1Score?: number | null;
            /**
             * Format: int64
             * @description Player 2's games.
             */
            player2Score?: number | null;
            /**
             * Format: int64
             * @description 1, 2, or 0 for a tied set.
             */
            winner?: number | null;
        };
        /**
         * @description Which version stands.
         * @enum {string}
         */
        SettleAccept: "report" | "dispute";
        /** @description The club's ruling on a dispute. */
        Settlement: {
            accept?: components["schemas"]["SettleAccept"] | null;
            /**
             * @description Tournament only: `true` clears the later knockout results a changed winner
             *     invalidates; without it such a ruling is refused with 409 `result_played_on`.
             */
            clearLater?: boolean | null;
            /**
             * @description The `confirmation.reportedAt` the admin was shown (RFC 3339). Required: a correction
             *     since gets 409 `result_changed`.
             * @example 2026-11-28T18:05:09.123Z
             */
            reportedAt?: string | null;
        };
        /** @description The body of `POST /api/me/sign-in`. */
        SignInBody: {
            /**
             * @description The language of the page the member signed in on, `en` or `es`: their notices' language
             *     until they choose one. Anything else is ignored, never refused (the link is spent by
             *     then).
             * @example es
             */
            language?: string | null;
            /** @description The token from the sign-in link's fragment (what follows `#`). */
            token: string;
        };
        /** @description A new sign-in link, the only time it is shown. */
        SignInLink: {
            /** @description When the link stops working (RFC 3339): 7 days from now. */
            expiresAt: string;
            /**
             * @description The language to send it in, `en` or `es`: the one the player chose, or Spanish, the
             *     club's, when they never chose: the WhatsApp message follows the player, not the
             *     console (docs/rules.md#notices).
             * @example es
             */
            language: string;
            /**
             * @description `<site>/sign-in#<token>`: the site is the public URL, or without one the address the
             *     admin reached the app at. The token is in the fragment, which no server or proxy log
             *     sees.
             * @example https://club.example/sign-in#q3X9…
             */
            url: string;
        };
        /** @description The answer: the same for every address, so it tells nobody who is a member. */
        SignInLinkAccepted: {
            /** @description Always true: the request was taken. */
            accepted: boolean;
        };
        /** @description The body of `POST /api/me/sign-in-link`. */
        SignInLinkRequest: {
            /** @description The email address the club has for the player. */
            email: string;
        };
        /**
         * @description Where an unknown player of a knockout match comes from, said as a kind with its numbers so
         *     that the UI can say it in the visitor's language.
         */
        SlotLabel: {
            /** @description The group's letter: `A`, `B`, ... */
            group: string;
            /** @enum {string} */
            kind: "group_place";
            /**
             * Format: int32
             * @description Final position in the group, 1-based.
             */
            place: number;
        } | {
            /** @enum {string} */
            kind: "seed";
            /**
             * Format: int32
             * @description 1-based seed, as the tournament's Players tab shows it.
             */
            seed: number;
        } | {
            /** @enum {string} */
            kind: "qualifier";
            /**
             * Format: int32
             * @description 1-based rank among all qualifiers.
             */
            rank: number;
        } | {
            /** @enum {string} */
            kind: "draw_line";
            /**
             * Format: int32
             * @description 1-based draw line.
             */
            line: number;
        } | {
            /** @enum {string} */
            kind: "winner_of";
            /**
             * Format: int32
             * @description Its place in the stage, 1 at the top of the draw.
             */
            number: number;
            /** @description The feeding match's stage. */
            stage: components["schemas"]["Stage"];
        } | {
            /** @enum {string} */
            kind: "bye";
        };
        /**
         * @description A stage of a tournament. The order of the variants is the order in which a player moves
         *     through a tournament, so the highest stage a player reached is the `max()` of their stages.
         * @enum {string}
         */
        Stage: "group" | "round_of_qualification" | "round_of_64" | "round_of_32" | "round_of_16" | "quarterfinal" | "semifinal" | "final";
        /**
         * @description Where a stage stands.
         * @enum {string}
         */
        StageState: "complete" | "active" | "pending";
        /** @description A device that stopped receiving notices. */
        StoppedDevice: {
            /** @description The browser its session's User-Agent named, if known. */
            browser?: string | null;
            /** @description When its push service began to fail (RFC 3339). */
            failingSince: string;
            /** @description When the club stopped sending there (RFC 3339). */
            stoppedAt: string;
            /** @description The system its session's User-Agent named, if known. */
            system?: string | null;
        };
        /** @description A subscription's keys, as `PushSubscription.toJSON()` gives them. */
        SubscriptionKeysBody: {
            /** @description The browser's authentication secret: 16 bytes, base64url. */
            auth: string;
            /** @description The browser's P-256 public key: 65 bytes, base64url. */
            p256dh: string;
        };
        /** @description The answer of `GET /api/this-week`. */
        ThisWeek: {
            /**
             * @description The club's date today, `yyyy-mm-dd` (UTC-6).
             * @example 2026-11-10
             */
            today: string;
            /** @description One line per active tournament, in the order of the tournament list. */
            tournaments: components["schemas"]["TournamentWeek"][];
        };
        /**
         * @description Where an unplayed match stands on a club date.
         * @enum {string}
         */
        Timing: "upcoming" | "this_week" | "late" | "overdue";
        /** @description Today at the club: the club's date and its matches by hour. */
        Today: {
            /** @description Today's tournament and league matches, by hour (those without one last), then court. */
            matches: components["schemas"]["TodayMatch"][];
            /**
             * @description The club's date, `yyyy-mm-dd` (UTC-6).
             * @example 2026-11-10
             */
            today: string;
        };
        /** @description One match on today's list. */
        TodayMatch: {
            /**
             * Format: int64
             * @description The court, when set.
             */
            cancha?: number | null;
            /** @description Whether it has been played (a result or a score). */
            completed: boolean;
            /**
             * @description `tournament` or `league`.
             * @example tournament
             */
            kind: string;
            leagueMatchId?: components["schemas"]["LeagueMatchId"] | null;
            matchId?: components["schemas"]["MatchId"] | null;
            /** @description Player 1. */
            player1Id: components["schemas"]["PlayerId"];
            /** @description Player 1's name. */
            player1Name: string;
            /** @description Player 2. */
            player2Id: components["schemas"]["PlayerId"];
            /** @description Player 2's name. */
            player2Name: string;
            /**
             * @description The start time, `HH:MM`, when set.
             * @example 18:00
             */
            time?: string | null;
            tournamentId?: components["schemas"]["TournamentId"] | null;
            /** @description Its tournament's name. */
            tournamentName?: string | null;
        };
        /** @description A tournament as the API shows it. */
        Tournament: {
            /**
             * Format: int64
             * @description Colones, 0 = no prize.
             */
            bagPrice: number;
            /**
             * Format: int64
             * @description Colones, 0 = free.
             */
            buyIn: number;
            championId?: components["schemas"]["PlayerId"] | null;
            /** @description The champion's name (in doubles, the team's: "Ana Mora / Luis Rojas"). */
            championName?: string | null;
            /**
             * @description A doubles tournament's champion team, its two players in the order entered, once the
             *     final is confirmed; null before. Absent in singles (docs/rules.md#doubles).
             */
            championTeam?: number[] | null;
            /** @description Played by players (`singles`) or by teams of two (`doubles`; docs/rules.md#doubles). */
            discipline: components["schemas"]["Discipline"];
            finalWaiting?: components["schemas"]["FinalWaiting"] | null;
            /** @description Whether it is a season's year-end finals for its top 8 (docs/rules.md#seasons). */
            finals: boolean;
            /** @description Whether any result is recorded (players can no longer change). */
            hasResults: boolean;
            /** @description The tournament's id. */
            id: components["schemas"]["TournamentId"];
            /** @description Whether the schedule exists. */
            matchesGenerated: boolean;
            /** @description Its name. */
            name: string;
            /**
             * Format: int64
             * @description How many players it takes.
             */
            playerCount: number;
            /**
             * Format: int64
             * @description How many are selected.
             */
            registeredCount: number;
            /**
             * @description Only in the detail: each schedule week with its dates, week 1 first
             *     (docs/rules.md#schedule-weeks).
             */
            scheduleWeeks?: components["schemas"]["ScheduleWeek"][] | null;
            /**
             * Format: int32
             * @description The season it counts in: the year of its start date (docs/rules.md#seasons).
             */
            season: number;
            /**
             * @description Only in the detail (the list would need a query per tournament); a doubles
             *     tournament's is left out, and `selectedTeams` given instead.
             */
            selectedPlayerIds?: components["schemas"]["PlayerId"][] | null;
            /**
             * @description Only in a doubles tournament's detail: its teams, best seed first, each its two
             *     players in the order entered.
             */
            selectedTeams?: components["schemas"]["PlayerId"][][] | null;
            /** @description `yyyy-mm-dd`. */
            startDate: string;
            /** @description Draft (the admin's alone), coming soon, active or completed. */
            status: components["schemas"]["TournamentStatus"];
            /** @description The format. */
            tournamentType: components["schemas"]["TournamentType"];
            /**
             * @description Only in the answers to create and edit: its players whose level is unconfirmed or
             *     whose fee of its season is unpaid (docs/rules.md#level-and-fee). It was saved anyway.
             */
            warnings?: components["schemas"]["EligibilityWarning"][] | null;
            /**
             * Format: int32
             * @description How many weeks it runs: 4 for a hybrid, one a round for a single elimination.
             */
            weeks: number;
        };
        /**
         * @description The body of create and edit. Every field is optional here so that a missing one gets
         *     the form's own message instead of a generic parse error.
         *     Create needs `name`, `startDate`, `playerCount`, `tournamentType` and `selectedPlayerIds`;
         *     edit takes any subset.
         */
        TournamentBody: {
            /**
             * Format: int64
             * @description Colones, 0 for no prize.
             */
            bagPrice?: number | null;
            /**
             * Format: int64
             * @description Colones, 0 for free.
             */
            buyIn?: number | null;
            discipline?: components["schemas"]["Discipline"] | null;
            /** @description A season's year-end finals for its top 8; false when left out on create. Singles only. */
            finals?: boolean | null;
            /**
             * @description Slot index (as a string) to player id, or in doubles to a team (its two player ids).
             *     Hybrid: slots 0-3 are Group A, 4-7 Group B, ...; single elimination: the draw line,
             *     empty lines are byes.
             */
            manualBracketPositions?: {
                [key: string]: components["schemas"]["BracketEntry"];
            } | null;
            /**
             * @description At most 120 characters.
             * @example Grand Slam Noviembre
             */
            name?: string | null;
            /**
             * Format: int64
             * @description Hybrid: 8, 12, 16 or 20; single elimination: 2 to 64.
             */
            playerCount?: number | null;
            /** @description Singles: exactly `playerCount` approved players. */
            selectedPlayerIds?: components["schemas"]["PlayerId"][] | null;
            /**
             * @description Doubles: exactly `playerCount` teams, each two approved players in the order entered
             *     (the team's name keeps it); nobody in two teams.
             */
            selectedTeams?: components["schemas"]["PlayerId"][][] | null;
            /**
             * Format: date
             * @description `yyyy-mm-dd`.
             * @example 2026-11-02
             */
            startDate?: string | null;
            status?: components["schemas"]["TournamentStatus"] | null;
            tournamentType?: components["schemas"]["TournamentType"] | null;
        };
        /** @description What deleting a tournament takes away, as `GET /api/tournaments/{id}/deletion` shows it. */
        TournamentDeletion: {
            championId?: components["schemas"]["PlayerId"] | null;
            /** @description The champion's name. */
            championName?: string | null;
            /** @description Its name: what the admin types to confirm. */
            name: string;
            /** @description Whether the delete needs `confirmName`: it has results. */
            needsName: boolean;
            /**
             * @description The walkover penalties lifted: a player whose second walkover of the year was given
             *     here gets the 30 points back.
             */
            penalties: components["schemas"]["LiftedPenalty"][];
            /**
             * Format: int64
             * @description Recorded results that go (byes are not results).
             */
            results: number;
            /** @description The tournament. */
            tournamentId: components["schemas"]["TournamentId"];
            /**
             * Format: int64
             * @description Walkovers among them.
             */
            walkovers: number;
        };
        /**
         * Format: int64
         * @description A tournament's id.
         */
        TournamentId: number;
        /** @description A tournament's entrant, as `GET /tournaments/{id}/players` shows them. */
        TournamentPlayer: {
            /** @description Avatar URL or null. */
            avatar?: string | null;
            /**
             * @description Admin only: present (null when the player has none) for the admin, left out for
             *     everyone else; left out of a team's line.
             */
            email?: string | null;
            /**
             * Format: int64
             * @description The group, in a hybrid.
             */
            groupId?: number | null;
            /** @description The player's id (same as `playerId`). */
            id: components["schemas"]["PlayerId"];
            /** @description Display name. */
            name: string;
            /** @description The player's id. */
            playerId: components["schemas"]["PlayerId"];
            /**
             * Format: int64
             * @description The player's ranking total.
             */
            points: number;
            /**
             * Format: int64
             * @description The seed, 1 = best.
             */
            seed: number;
            /** @description Whether the seed is shown (seeds up to 10). */
            seedShown: boolean;
            /**
             * @description Doubles only: the team's two players in the order entered. The line is the team's:
             *     `id` and `playerId` are its first player's (who is in no other team of the
             *     tournament), `name` is the team's, `points` its partners' summed totals.
             */
            team?: components["schemas"]["PlayerId"][] | null;
            /**
             * Format: int64
             * @description Points earned in this tournament.
             */
            tournamentPoints: number;
        };
        /** @description What one tournament brought. */
        TournamentPoints: {
            /** @description The finish, which the UI names: participation, qualified, ..., champion. */
            finish: components["schemas"]["Finish"];
            /**
             * Format: int64
             * @description The points.
             */
            points: number;
            /** @description The furthest stage key reached (`group`, ..., `final`). */
            stage: components["schemas"]["Stage"];
            /** @description The tournament's id. */
            tournamentId: components["schemas"]["TournamentId"];
            /** @description Its name. */
            tournamentName: string;
        };
        /**
         * @description A tournament's status as stored and sent over the API.
         * @enum {string}
         */
        TournamentStatus: "draft" | "coming_soon" | "active" | "completed";
        /**
         * @description How a tournament is played.
         * @enum {string}
         */
        TournamentType: "hybrid" | "single_elimination";
        /** @description The schedule week an active tournament is in today. */
        TournamentWeek: {
            /** @description The week's first day, `yyyy-mm-dd`. */
            firstDay: string;
            /** @description The week's last day, `yyyy-mm-dd`. */
            lastDay: string;
            /** @description The tournament. */
            tournamentId: components["schemas"]["TournamentId"];
            /**
             * Format: int64
             * @description The week (1-based) whose matches are this week's: the week today falls in, week 1
             *     before the start, the last week once the schedule's weeks are over.
             */
            week: number;
        };
        /** @description How many notices are left unread. */
        Unread: {
            /**
             * Format: int64
             * @description The member's unread notices.
             */
            unreadCount: number;
        };
        /** @description A league match the member still has to play. */
        UpcomingLeagueMatch: {
            /**
             * Format: int64
             * @description Its court, or null.
             */
            cancha?: number | null;
            /** @description Whether the member made the challenge. */
            challenger: boolean;
            /** @description Its date, `yyyy-mm-dd`. */
            date: string;
            /** @description The league match. */
            leagueMatchId: components["schemas"]["LeagueMatchId"];
            /** @description The other player. */
            opponentId: components["schemas"]["PlayerId"];
            /** @description The other player's name. */
            opponentName: string;
            /** @description Its time, `HH:MM`, or null. */
            time?: string | null;
        };
        /** @description A tournament match the member still has to play. */
        UpcomingTournamentMatch: {
            /**
             * Format: int64
             * @description The court they set, or null.
             */
            cancha?: number | null;
            /** @description The day its players set, `yyyy-mm-dd`, or null. */
            date?: string | null;
            /** @description The last day of its week, `yyyy-mm-dd` (docs/rules.md#deadlines). */
            deadline: string;
            /** @description The match. */
            matchId: components["schemas"]["MatchId"];
            /** @description The other player; in doubles, the other team's first player. */
            opponentId: components["schemas"]["PlayerId"];
            /** @description The other player's name, or in doubles the other team's ("Ana Mora / Luis Rojas"). */
            opponentName: string;
            /** @description Doubles only (absent in singles): the other team, its two players in the order entered. */
            opponentTeam?: components["schemas"]["PlayerId"][] | null;
            partnerId?: components["schemas"]["PlayerId"] | null;
            /** @description Doubles only (absent in singles): the partner's name. */
            partnerName?: string | null;
            /** @description The last day it may be played, `yyyy-mm-dd`. */
            rescheduleUntil: string;
            /**
             * Format: int64
             * @description Its round within the stage (1-based).
             */
            round: number;
            /** @description Its stage. */
            stage: components["schemas"]["Stage"];
            /** @description The hour they set, `HH:MM`, or null. */
            time?: string | null;
            timing?: components["schemas"]["Timing"] | null;
            /** @description Its tournament. */
            tournamentId: components["schemas"]["TournamentId"];
            /** @description The tournament's name. */
            tournamentName: string;
            /**
             * Format: int64
             * @description Its schedule week (1-based).
             */
            week: number;
            /** @description The week's last day, `yyyy-mm-dd`. */
            weekEnd: string;
            /** @description The week's first day, `yyyy-mm-dd`. */
            weekStart: string;
        };
        /**
         * @description A result waiting for the admin, with both versions: the reported result (the match) and
         *     the opponent's reason.
         */
        WaitingResult: {
            /**
             * @description `disputed`, or `walkover` (a walkover claim past its 48 hours, unanswered).
             * @example disputed
             */
            kind: string;
            leagueMatch?: components["schemas"]["LeagueMatch"] | null;
            leagueVersion?: components["schemas"]["LeagueScoreVersion"] | null;
            match?: components["schemas"]["Match"] | null;
            /** @description The opponent's reason, for a disputed result. */
            reason?: string | null;
            /** @description When the result was reported or last corrected (RFC 3339): the queue's order. */
            reportedAt: string;
            /**
             * @description `tournament` (the result is in `match`) or `league` (in `leagueMatch`).
             * @example tournament
             */
            source: string;
            version?: components["schemas"]["MatchVersion"] | null;
        };
        /** @description What giving a walkover in a match would cost a player (docs/rules.md#walkovers). */
        WalkoverCost: {
            /** @description The player who would give it (lose). */
            playerId: components["schemas"]["PlayerId"];
            /**
             * Format: int32
             * @description The ranking points it would cost them: 30 for every second one in a year, else 0.
             */
            points: number;
            /**
             * Format: int64
             * @description Which walkover of the year it would be for them: 1 for the first.
             */
            walkoverNumber: number;
        };
        /** @description A player a warning names. */
        WarnedPlayer: {
            /** @description The player. */
            id: components["schemas"]["PlayerId"];
            /** @description Their name. */
            name: string;
        };
        /**
         * @description Why the admin is warned about a player put in a draw.
         * @enum {string}
         */
        WarningCode: "level_unconfirmed" | "fee_unpaid";
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    audit_trail: {
        parameters: {
            query?: {
                /**
                 * @description One subject's changes only: `player:12`, `season:2026`.
                 * @example player:12
                 */
                subject?: string;
                /** @description How many, 1 to 200 (50 when left out; others are brought into range). */
                limit?: number;
                /** @description How many to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the trail, newest first */
            200: {
                headers: {
                    /** @description How many rows match */
                    "x-total-count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntry"][];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No live admin session (the `th_admin` cookie); the league credential gets this too */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `subject_invalid` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_deliveries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The outbox's counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deliveries"];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not logged in as the admin: `admin_login_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The league password: `admin_only` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_disputes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The results waiting for the admin */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaitingResult"][];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not logged in as the admin: `admin_login_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The league password: `admin_only` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    eligibility: {
        parameters: {
            query?: {
                /**
                 * @description Player ids separated by commas, at most 128; unknown ids are left out.
                 * @example 3,8,12
                 */
                players?: string;
                /**
                 * @description The tournament's start date, `yyyy-mm-dd`: its season is the date's year. The current
                 *     season when left out.
                 * @example 2026-11-02
                 */
                startDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The warnings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EligibilityBody"];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No live admin session (the `th_admin` cookie); the league credential gets this too */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `players_invalid`, `players_too_many` or `start_date_invalid` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    season_fees: {
        parameters: {
            query?: {
                /**
                 * @description A year from 2000 to next year; the current season (club time) when left out.
                 * @example 2026
                 */
                season?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The season's fees */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeasonFeesBody"];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No live admin session (the `th_admin` cookie); the league credential gets this too */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `season` is not a year from 2000 to next year: `season_invalid` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    mark_fee_paid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The season: a year from 2000 to next year */
                season: number;
                /** @description The player (approved) */
                player_id: components["schemas"]["PlayerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentForm"];
            };
        };
        responses: {
            /** @description The player's line of the season's fees */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeLineBody"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No live admin session (the `th_admin` cookie); the league credential gets this too */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A foreign `Origin`, or a body that is not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such player (`player_not_found`), or an id that is not a number */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A pending registration: `player_pending` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid values (wrong types included); `fields` names each problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    undo_fee_payment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The season */
                season: number;
                /** @description The player */
                player_id: components["schemas"]["PlayerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment is undone */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live admin session (the `th_admin` cookie); the league credential gets this too */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A foreign `Origin`, or a body that is not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No payment of that season by that player: `fee_payment_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `season_invalid` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordBody"];
            };
        };
        responses: {
            /** @description Logged in; sets the `th_admin` cookie and the `th_device` cookie */
            200: {
                headers: {
                    /** @description The admin session, and the known-device token */
                    "set-cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLoggedIn"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A foreign `Origin`, or a body that is not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No admin password is set */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid values (wrong types included); `fields` names each problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A budget of password checks is spent: this client's, its network's or this browser's (`too_many_attempts`), or the whole club's (`password_checks_paused`, which a browser that signed in before skips); see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session (if any) is over; the cookie is cleared */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A foreign `Origin`, or a body that is not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_notices: {
        parameters: {
            query?: {
                /** @description How many notices, 1 to 100 (20 when left out). */
                limit?: number;
                /** @description How many to skip (0 when left out). */
                offset?: number;
                /**
                 * @description The words' language: `en` (the default) or `es`. The admin has no language of their
                 *     own, so the console names its own.
                 * @example es
                 */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the admin's notices (signups waiting, disputes, walkovers to decide, the morning's overdue list) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notices"];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not logged in as the admin: `admin_login_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The league password: `admin_only` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `limit_out_of_range` (1 to 100), `offset_negative`, `lang_unknown` (other than `en` or `es`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_overdue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The late and overdue matches, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OverdueMatch"][];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not logged in as the admin: `admin_login_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The league password: `admin_only` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    set_player_role: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The player */
                id: components["schemas"]["PlayerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleForm"];
            };
        };
        responses: {
            /** @description The player, with their role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Player"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No live admin session (the `th_admin` cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The league unlock (`admin_only`), or an organizer's console: this stays with the admin password (`password_admin_only`); or a foreign `Origin`, or a body not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such player (`player_not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A pending registration (`player_pending`): approve it first */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid values (wrong types included); `fields` names each problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    end_player_sessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The player */
                id: components["schemas"]["PlayerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player's sessions are over */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberSessionsEnded"];
                };
            };
            /** @description No live admin session (the `th_admin` cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Only the league credential, a foreign `Origin`, or a body not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such player (`player_not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_sign_in_link: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The player */
                id: components["schemas"]["PlayerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link; shown only now; `Cache-Control: private, no-store` */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInLink"];
                };
            };
            /** @description No live admin session (the `th_admin` cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The league unlock (`admin_only`), or an organizer's console: this stays with the admin password (`password_admin_only`); or a foreign `Origin`, or a body not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such player (`player_not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A pending registration (`player_pending`): approve it first; its signup signed that browser in already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    set_season_fee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The season: a year from 2000 to next year */
                year: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeasonFeeForm"];
            };
        };
        responses: {
            /** @description The season's fee */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeasonFeeBody"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No live admin session (the `th_admin` cookie); the league credential gets this too */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A foreign `Origin`, or a body that is not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The year is not a number: `id_invalid` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid values (wrong types included); `fields` names each problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    end_all_sessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every session is over; this browser's cookie is cleared */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionsEnded"];
                };
            };
            /** @description No live admin session (the `th_admin` cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An organizer's console (`password_admin_only`); or a foreign `Origin`, or a body not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    session_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Which credentials the request carries, and whose console an organizer's admin session is */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionStatus"];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    events: {
        parameters: {
            query?: {
                /** @description The id of the last message the client heard. */
                since?: number;
            };
            header?: {
                /** @description The id of the last message heard; wins over `since` */
                "Last-Event-ID"?: number | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream of live events (`text/event-stream`): `hello`, then `change` and `resync` messages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["LiveChange"];
                };
            };
            /** @description `since` is not a number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `too_many_streams`: the client's or the server's stream budget is spent; `Retry-After` says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    features: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the server can do; `Cache-Control: public, max-age=60` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Features"];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server and its database answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database does not answer */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_invitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Live links, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LiveInvitation"][];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No live admin session (the `th_admin` cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Only the league credential */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_invitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new link; its token is shown only now */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedInvitation"];
                };
            };
            /** @description No live admin session (the `th_admin` cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Only the league credential, a foreign `Origin`, or a body not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    check_invitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The link's token */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link works */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LiveLink"];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid, expired or revoked: `invalid_invitation` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    revoke_invitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invitation's id */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live admin session (the `th_admin` cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Only the league credential, a foreign `Origin`, or a body not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such invitation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    signup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The link's token */
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlayerForm"];
            };
        };
        responses: {
            /** @description Registered, waiting for the admin's approval; this browser is signed in as the pending member (the `th_member` cookie) */
            201: {
                headers: {
                    /** @description The member session of the pending player */
                    "set-cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Registration"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A foreign `Origin`, or a body that is not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid, expired or revoked: `invalid_invitation` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid values (wrong types included); `fields` names each problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts from this address; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    recent_league_changes: {
        parameters: {
            query?: {
                /** @description How many, 1 to 200 (50 when left out; others are brought into range). */
                limit?: number;
                /** @description How many to skip. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of league writes, newest first */
            200: {
                headers: {
                    /** @description How many writes the history holds */
                    "x-total-count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeagueChange"][];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No live admin session (the `th_admin` cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Only the league credential */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_league_matches: {
        parameters: {
            query?: {
                /** @description How many matches, 1 to 500 (100 when left out; others are brought into range). */
                limit?: number;
                /** @description How many to skip. */
                offset?: number;
                /** @description Only this player's matches (as challenger or challenged). */
                player?: components["schemas"]["PlayerId"];
                /** @description Only `pending` or only `completed` matches. */
                status?: components["schemas"]["LeagueMatchStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of matches */
            200: {
                headers: {
                    /** @description How many matches there are in all */
                    "x-total-count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeagueMatch"][];
                };
            };
            /** @description `limit`, `offset` or `player` is not a whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `status` is neither pending nor completed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_league_match: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewLeagueMatch"];
            };
        };
        responses: {
            /** @description The new match */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeagueMatch"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Neither the admin, a member nor the league password: `league_unlock_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A foreign `Origin`, a body not declared as JSON, or a member challenging as someone else: `challenger_not_self` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `pair_has_pending_match` (the two already have a pending match: `fields.player2Id.params` names it), `schedule_clash` and `player_busy` (with `nextFree`, as for a tournament match) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid values (wrong types included); `fields` names each problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The league unlock or its client (an address, an IPv6 /64) created 20 matches in the last 24 hours (`league_daily_limit`), league unlocks created the club's daily number (`league_club_daily_limit`, 200 unless the operator sets another), or the member created 20 in the last 24 hours (`league_member_daily_limit`); see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cancel_league_match: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The league match */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled or deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Neither the league unlock (`th_league`) nor the admin session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A foreign `Origin`; a member not in the match: `not_in_match`; anyone but the admin on a match that has a score: `league_delete_admin_only` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such league match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    edit_league_score: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The league match */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeagueScore"];
            };
        };
        responses: {
            /** @description The completed match */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeagueMatch"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Neither the admin, a member nor the league password: `league_unlock_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A foreign `Origin`, a body not declared as JSON, `not_in_match`, `correction_admin_only` (a member's correction of a score they did not record or that no longer awaits), `league_score_member_reported` (the league password on a score a member recorded) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such league match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `league_score_not_awaiting`: the league password on a score that is confirmed or disputed; `corrections_exhausted`: the score was changed 5 times by the same reporter (the league password counts as one) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid values (wrong types included); `fields` names each problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    confirm_league_score: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The league match */
                id: number;
            };
            cookie?: never;
        };
        /** @description The version confirmed; optional */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ResultConfirm"] | null;
            };
        };
        responses: {
            /** @description The match, its score confirmed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeagueMatch"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Neither the admin nor a member signed in: `sign_in_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `admin_only` (the league password), `not_in_match`, `not_opponent` (the member who recorded it, or the player a league-password score favours) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such league match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `result_missing`, `result_disputed` (a member confirming a disputed score), `result_changed` (corrected since the `reportedAt` sent) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `reported_at_invalid` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    dispute_league_score: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The league match */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeagueDispute"];
            };
        };
        responses: {
            /** @description The match, its score disputed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeagueMatch"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No member signed in: `member_sign_in_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `admin_not_member` (the admin settles disputes by confirming or correcting), `not_in_match`, `not_opponent` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such league match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `result_missing`, `result_not_awaiting` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `dispute_reason_required`, `dispute_reason_too_long`; for a version: `league_score_invalid` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    league_match_history: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The league match (it may have been deleted) */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The match's writes, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeagueChange"][];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No live admin session (the `th_admin` cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Only the league credential */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Neither such a match nor any history of it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    record_league_score: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The league match */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeagueScore"];
            };
        };
        responses: {
            /** @description The completed match */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeagueMatch"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Neither the admin, a member nor the league password: `league_unlock_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A foreign `Origin`, a body not declared as JSON, or a member who does not play the match: `not_in_match` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such league match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The match already has a score; `corrections_exhausted` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid values (wrong types included); `fields` names each problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    settle_league_score: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The league match */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Settlement"];
            };
        };
        responses: {
            /** @description The match as settled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeagueMatch"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not logged in as the admin: `admin_login_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The league password: `admin_only` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such league match: `league_match_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `result_missing`, `result_not_disputed`, `result_changed`, `dispute_has_no_version` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `accept_required`, `reported_at_required`, `reported_at_invalid` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    league_options: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The league form's choices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeagueOptions"];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    challenge_range: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A ranked player */
                player_id: components["schemas"]["PlayerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The challenge range */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChallengeRange"];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such ranked player */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    league_unlock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordBody"];
            };
        };
        responses: {
            /** @description Unlocked; sets the `th_league` cookie and the `th_device` cookie */
            200: {
                headers: {
                    /** @description The league unlock, and the known-device token */
                    "set-cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeagueUnlocked"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A foreign `Origin`, or a body that is not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No league password is set */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid values (wrong types included); `fields` names each problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A budget of password checks is spent: this client's, its network's or this browser's (`too_many_attempts`), or the whole club's (`password_checks_paused`, which a browser that signed in before skips); see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    record_match_result: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MatchResult"];
            };
        };
        responses: {
            /** @description The completed match */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Neither the admin nor a member signed in: `sign_in_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The league password (`admin_only`), or a member who does not play the match (`not_in_match`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The match already has a result, or is not playable; `corrections_exhausted` (a member who made and changed this report 5 times, claims and withdrawals included) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid values (wrong types included); `fields` names each problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    edit_match_result: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The match */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MatchResult"];
            };
        };
        responses: {
            /** @description The completed match */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Neither the admin nor a member signed in: `sign_in_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `admin_only` (the league password), `not_in_match`, `correction_admin_only` (a member's correction of a result they did not report or that no longer awaits) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The winner already played the next round, or the match is not playable; `corrections_exhausted` (a member who made and changed this report 5 times) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid values (wrong types included); `fields` names each problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    withdraw_walkover_claim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The match */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The match, pending with no claim */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No member signed in: `member_sign_in_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `admin_not_member`, `not_in_match`, `not_claimant` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such match: `match_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `claim_missing`; `corrections_exhausted` (the claim was made and withdrawn 5 times: each withdrawal spends the report's budget) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    confirm_match_result: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The match */
                id: number;
            };
            cookie?: never;
        };
        /** @description The version confirmed; optional */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ResultConfirm"] | null;
            };
        };
        responses: {
            /** @description The match, its result confirmed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Neither the admin nor a member signed in: `sign_in_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `admin_only` (the league password), `not_in_match`, `not_opponent` (the reporter) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `result_missing`, `result_disputed` (a member confirming a disputed result), `result_changed` (corrected since the `reportedAt` sent) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `reported_at_invalid` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    dispute_match_result: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The match */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MatchDispute"];
            };
        };
        responses: {
            /** @description The match, its result disputed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No member signed in: `member_sign_in_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `admin_not_member` (the admin settles disputes by confirming or correcting), `not_in_match`, `not_opponent` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such match */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `result_missing`, `result_not_awaiting` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `dispute_reason_required`, `dispute_reason_too_long`; for a version: `winner_required`, `score_required`, `winner_not_in_match`, the score's codes */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    extend_match: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The match */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MatchExtension"];
            };
        };
        responses: {
            /** @description The match with its new `rescheduleUntil` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not logged in as the admin: `admin_login_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The league password: `admin_only` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such match: `match_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `match_has_result`, `match_is_bye`, `match_players_unknown` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `extension_days_invalid` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reopen_match_result: {
        parameters: {
            query?: {
                /**
                 * @description `true` clears the later knockout results the winner played since; without it such a
                 *     reopening is refused with 409 `result_played_on`, which lists them.
                 */
                clearLater?: boolean;
            };
            header?: never;
            path: {
                /** @description The match */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The match, pending again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not logged in as the admin: `admin_login_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The league password: `admin_only` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such match: `match_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `result_missing` (no result to clear), `match_is_bye`, `result_played_on` (its winner played on: `fields.clearLater.params.matches` lists the results `clearLater=true` clears) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    schedule_match: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The match */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MatchSchedule"];
            };
        };
        responses: {
            /** @description The match with its day, hour and court */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Neither the admin nor a member signed in: `sign_in_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `admin_only` (the league password), `schedule_not_in_match` (a member who does not play it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such match, or a draft's match for a member: `match_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `schedule_clash` (the court is taken less than 90 minutes apart: `fields.cancha.params` names `heldBy` and offers `nextFree`), `player_busy` (a player plays another match less than 90 minutes apart: `fields.time.params` names the `player` and offers `nextFree`), `match_has_result`, `match_is_bye`, `match_players_unknown` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `date_required`, `date_invalid`, `date_outside_window` (with `from` and `until`), `time_invalid`, `court_out_of_range` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `schedule_changes_exhausted`: the member moved this match 5 times this club day; `Retry-After` runs to club midnight */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    settle_match_result: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The match */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Settlement"];
            };
        };
        responses: {
            /** @description The match as settled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not logged in as the admin: `admin_login_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The league password: `admin_only` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such match: `match_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `result_missing`, `result_not_disputed`, `result_changed` (corrected since the `reportedAt` sent), `dispute_has_no_version` (a counted result's dispute came without a version), `result_played_on` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `accept_required`, `reported_at_required`, `reported_at_invalid` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    record_match_walkover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The match */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MatchWalkover"];
            };
        };
        responses: {
            /** @description The completed match */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not logged in as the admin: `admin_login_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The league password: `admin_only` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such match: `match_not_found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `match_has_result`, `match_is_bye`, `match_players_unknown`, `tournament_is_draft`, `tournament_not_started` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `winner_required`, `winner_not_in_match`, `winner_team_required` (doubles), `teams_in_singles` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member (`status: pending` for a signup the admin has not approved yet); `Cache-Control: private, no-store`. On the first call of a day it sets the `th_member` cookie again */
            200: {
                headers: {
                    /** @description The renewed member cookie, at most once a day */
                    "set-cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No live member session (the `th_member` cookie): `member_sign_in_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The admin, who has no member page (`admin_not_member`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    update_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MeUpdate"];
            };
        };
        responses: {
            /** @description The member, as changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No live member session (the `th_member` cookie): `member_sign_in_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The admin (`admin_not_member`), or a cross-site request */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `language_required`, `language_unknown` (neither `en` nor `es`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    open_console: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The console is open; sets the `th_admin` cookie */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLoggedIn"];
                };
            };
            /** @description No live member session (the `th_member` cookie): `member_sign_in_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an organizer (`not_organizer`); the admin (`admin_not_member`); or a foreign `Origin` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    my_notice_preferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each member kind with its email and push switches */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoticePreferences"];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No live member session (the `th_member` cookie): `member_sign_in_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The admin (`admin_not_member`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    set_my_notice_preferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NoticePreferences"];
            };
        };
        responses: {
            /** @description Every kind's switches, as changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoticePreferences"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No live member session (the `th_member` cookie): `member_sign_in_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A foreign `Origin`, or a body that is not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `notice_kind_unknown`: a kind that is not a member's */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    my_notices: {
        parameters: {
            query?: {
                /** @description How many notices, 1 to 100 (20 when left out). */
                limit?: number;
                /** @description How many to skip (0 when left out). */
                offset?: number;
                /**
                 * @description The language to word them in, `en` or `es`: the page's, so a language switch
                 *     re-reads the list in it (the member's own language when left out).
                 * @example es
                 */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the member's notices; `Cache-Control: private, no-store` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notices"];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No live member session (the `th_member` cookie): `member_sign_in_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The admin, who has no member page (`admin_not_member`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `limit_out_of_range` (1 to 100), `offset_negative`, `lang_unknown` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    my_notices_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream (`text/event-stream`): `hello`, then `notice` messages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["NoticeArrived"];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No live member session (the `th_member` cookie): `member_sign_in_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The admin (`admin_not_member`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `too_many_streams`: the stream budget is spent; `Retry-After` says when to try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    mark_notices_read: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReadMark"];
            };
        };
        responses: {
            /** @description What is left unread */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unread"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No live member session (the `th_member` cookie): `member_sign_in_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A foreign `Origin`, or a body that is not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `ids_invalid`: an empty list or more than 100 ids */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    me_overview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's next matches and links; `Cache-Control: private, no-store` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeOverview"];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No live member session (the `th_member` cookie): `member_sign_in_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The admin, who has no member page (`admin_not_member`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    subscribe_push: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewPushSubscription"];
            };
        };
        responses: {
            /** @description The subscription as kept (also when it replaced one of the same endpoint) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushSubscriptionView"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No live member session (the `th_member` cookie): `member_sign_in_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The admin (`admin_not_member`); or a foreign `Origin`, or a body not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `push_endpoint_invalid`: not an absolute URL of at most 1000 characters (or with a user, password or fragment); `push_endpoint_refused`: not `https`, or on an address that is not public (loopback, private, link-local...), unless the operator allowed its origin; `push_keys_invalid`: `keys.p256dh` is not a P-256 point or `keys.auth` not 16 bytes (the field names which) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    unsubscribe_push: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushEndpoint"];
            };
        };
        responses: {
            /** @description The member has no subscription of that endpoint (any more) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No live member session (the `th_member` cookie): `member_sign_in_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The admin (`admin_not_member`); or a foreign `Origin`, or a body not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid values (wrong types included); `fields` names each problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    member_sessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's sessions; `Cache-Control: private, no-store` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberSessionEntry"][];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No live member session (the `th_member` cookie): `member_sign_in_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The admin, who has no member page (`admin_not_member`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    end_member_session: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session is over */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live member session (the `th_member` cookie): `member_sign_in_required` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The admin (`admin_not_member`), or a cross-site request */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No session of this member has that id (`member_session_not_found`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    member_sign_in: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInBody"];
            };
        };
        responses: {
            /** @description Signed in; sets the `th_member` cookie */
            200: {
                headers: {
                    /** @description The member session */
                    "set-cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The link does not work: `sign_in_link_unknown`, `sign_in_link_spent` (used already), `sign_in_link_expired` (over 7 days old) or `sign_in_link_replaced` (a newer link was made); the member asks the club for a new one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A foreign `Origin`, or a body that is not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `token_required`, or a body of the wrong shape (`body_invalid`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `too_many_attempts`: a budget of sign-in link checks is spent, this client's or its network's (there is no club-wide one); see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    email_sign_in_link: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInLinkRequest"];
            };
        };
        responses: {
            /** @description Taken and kept: if approved players have this address, each gets a link by email (at most 3 an hour); the same answer either way; `Cache-Control: private, no-store` */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInLinkAccepted"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A foreign `Origin`, or a body that is not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `email_not_configured`: the club sends no email (the operator has not set up a relay); ask the club for a link */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `email_required`, `email_invalid`, or a body of the wrong shape (`body_invalid`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `too_many_attempts`: this client (5 in 15 minutes) or its network block (an IPv4 /24 30 an hour, an IPv6 /56 10, a /48 30) asked too often; see `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    member_sign_out: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session (if any) is over; the cookie is cleared */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A foreign `Origin`, or a body that is not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_players: {
        parameters: {
            query?: {
                /**
                 * @description A year (`2025`, from 2000 to the current one) or `all` for all time; the current
                 *     season (club time, UTC-6) when left out.
                 * @example 2025
                 */
                season?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The players; personal data for the admin only */
            200: {
                headers: {
                    /** @description The season counted: a year or `all` */
                    "x-season"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Player"][];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `season` is neither a year up to the current one nor `all` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_player: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddPlayerForm"];
            };
        };
        responses: {
            /** @description The new player */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Player"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No live admin session (the `th_admin` cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The league unlock (`admin_only`); an organizer's console setting an email or phone, or (on an edit) a total, other than the stored one (`password_admin_only`); or a foreign `Origin` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another player goes by the same name, case, accents and look-alike letters aside (`name_duplicate`; the players are in `fields.name.params.players`); send `allowDuplicateName: true` to save anyway */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid values (wrong types included); `fields` names each problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    head_to_head: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description One player */
                a: components["schemas"]["PlayerId"];
                /** @description The other */
                b: components["schemas"]["PlayerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The head-to-head; personal data for the admin only */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeadToHeadBody"];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such player (pending ones are the admin's) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The two players are the same (`same_player`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_player: {
        parameters: {
            query?: {
                /**
                 * @description A year (`2025`, from 2000 to the current one) or `all` for all time; the current
                 *     season (club time, UTC-6) when left out.
                 * @example 2025
                 */
                season?: string;
            };
            header?: never;
            path: {
                /** @description The player */
                id: components["schemas"]["PlayerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player */
            200: {
                headers: {
                    /** @description The season counted: a year or `all` */
                    "x-season"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Player"];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such player (pending ones are the admin's) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `season` is neither a year up to the current one nor `all` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_player: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The player */
                id: components["schemas"]["PlayerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live admin session (the `th_admin` cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Only the league credential, a foreign `Origin`, or a body not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such player */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The player is part of a tournament or the league */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    edit_player: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The player */
                id: components["schemas"]["PlayerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlayerEdit"];
            };
        };
        responses: {
            /** @description The changed player */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Player"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No live admin session (the `th_admin` cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The league unlock (`admin_only`); an organizer's console setting an email or phone, or (on an edit) a total, other than the stored one (`password_admin_only`); or a foreign `Origin` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such player */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another player goes by the same name, case, accents and look-alike letters aside (`name_duplicate`; the players are in `fields.name.params.players`); send `allowDuplicateName: true` to save anyway */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid values (wrong types included); `fields` names each problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    approve_player: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The pending player */
                id: components["schemas"]["PlayerId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["Approval"] | null;
            };
        };
        responses: {
            /** @description The approved player */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Player"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No live admin session (the `th_admin` cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Only the league credential, a foreign `Origin`, or a body not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such player */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The player is not pending (`player_not_pending`), or another player goes by the same name (`name_duplicate`, with the players in `fields.name.params.players`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid values (wrong types included); `fields` names each problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    player_avatar: {
        parameters: {
            query?: {
                /** @description The content hash, to make each picture its own URL */
                v?: string;
            };
            header?: never;
            path: {
                /** @description The player */
                id: components["schemas"]["PlayerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JPEG, with an ETag */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": components["schemas"]["Jpeg"];
                };
            };
            /** @description Unchanged since the `If-None-Match` ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such player or no picture */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    player_calendar: {
        parameters: {
            query?: {
                /**
                 * @description `en` (the default) or `es`.
                 * @example es
                 */
                lang?: string;
            };
            header?: never;
            path: {
                /** @description The player */
                id: components["schemas"]["PlayerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description iCalendar (RFC 5545) text */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such approved player */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `lang` is neither `en` nor `es` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    player_matches: {
        parameters: {
            query?: {
                /** @description Only `tournament` or only `league` matches; both when left out. */
                kind?: components["schemas"]["MatchKind"];
                /**
                 * @description Only the matches of a season: a year (`2025`) or `all`; every season when left out.
                 * @example 2025
                 */
                season?: string;
                /** @description How many matches, 1 to 100 (20 when left out; others are brought into range). */
                limit?: number;
                /** @description How many to skip. */
                offset?: number;
            };
            header?: never;
            path: {
                /** @description The player */
                id: components["schemas"]["PlayerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the history */
            200: {
                headers: {
                    /** @description How many matches the filter keeps */
                    "x-total-count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchHistory"];
                };
            };
            /** @description `limit` or `offset` is not a whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such player (pending ones are the admin's) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `kind` is neither tournament nor league, or `season` is not a season */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    player_profile: {
        parameters: {
            query?: {
                /**
                 * @description A year (`2025`, from 2000 to the current one) or `all` for all time; the current
                 *     season (club time, UTC-6) when left out.
                 * @example 2025
                 */
                season?: string;
            };
            header?: never;
            path: {
                /** @description The player */
                id: components["schemas"]["PlayerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile; personal data for the admin only */
            200: {
                headers: {
                    /** @description The season counted: a year or `all` */
                    "x-season"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such player (pending ones are the admin's) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `season` is neither a year up to the current one nor `all` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    player_ranking_history: {
        parameters: {
            query?: {
                /**
                 * @description A year (`2025`, from 2000 to the current one) or `all` for all time; the current
                 *     season (club time, UTC-6) when left out.
                 * @example 2025
                 */
                season?: string;
            };
            header?: never;
            path: {
                /** @description The player */
                id: components["schemas"]["PlayerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chart's points */
            200: {
                headers: {
                    /** @description The season counted: a year or `all` */
                    "x-season"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RankingHistory"];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such player (pending ones are the admin's) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `season` is neither a year up to the current one nor `all` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reject_player: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The pending player */
                id: components["schemas"]["PlayerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The registration is deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live admin session (the `th_admin` cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Only the league credential, a foreign `Origin`, or a body not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such player */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The player is not pending */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    push_public_key: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key; `Cache-Control: public, max-age=86400` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicKey"];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    rankings: {
        parameters: {
            query?: {
                /**
                 * @description A year (`2025`, from 2000 to the current one) or `all` for all time; the current
                 *     season (club time, UTC-6) when left out.
                 * @example 2025
                 */
                season?: string;
                /**
                 * @description `singles` (the general ranking, when left out) or `doubles` (docs/rules.md#doubles).
                 * @example doubles
                 */
                discipline?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The same for everyone */
            200: {
                headers: {
                    /** @description The season counted: a year or `all` */
                    "x-season"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RankingEntry"][];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `season` is neither a year up to the current one nor `all` (`season_invalid`); `discipline` is neither `singles` nor `doubles` (`discipline_unknown`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    check_score: {
        parameters: {
            query: {
                /** @description The score as typed, from player 1's side, e.g. `6-4, 3-6, 7-6(5)`. */
                score: string;
                /**
                 * @description 1 or 2: the winner the admin picked. Needed for `W/O` and retirements, whose text
                 *     does not say who won; when given, it must agree with the score.
                 */
                winner?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A valid score and its totals */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckedScore"];
                };
            };
            /** @description No `score`, or a `winner` that is not a whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid values (wrong types included); `fields` names each problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    seasons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The same for everyone */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Seasons"];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    this_week: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The same for everyone; changes with the club's date */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThisWeek"];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    today_at_the_club: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The same for everyone; changes with the club's date */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Today"];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_tournaments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tournaments, without `selectedPlayerIds` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"][];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_tournament: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TournamentBody"];
            };
        };
        responses: {
            /** @description The new tournament, with `warnings` (saved anyway) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No live admin session (the `th_admin` cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Only the league credential, a foreign `Origin`, or a body not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid values (wrong types included); `fields` names each problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    tournament_draw_plan: {
        parameters: {
            query?: {
                /** @description `hybrid` or `single_elimination`. */
                tournamentType?: components["schemas"]["TournamentType"];
                /** @description 8, 12, 16 or 20 for a hybrid; 2 to 64 for single elimination. */
                playerCount?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The same for everyone */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DrawPlanBody"];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid values (wrong types included); `fields` names each problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    tournament_draw_fill: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlacementBody"];
            };
        };
        responses: {
            /** @description Every selected player placed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacementAnswer"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No live admin session (the `th_admin` cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Only the league credential, a foreign `Origin`, or a body not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid values (wrong types included); `fields` names each problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    tournament_formats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each format with its sizes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormatOption"][];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_tournament: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tournament */
                id: components["schemas"]["TournamentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tournament */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such tournament (drafts are the admin's) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_tournament: {
        parameters: {
            query?: {
                /**
                 * @description The tournament's name, typed by the admin; required once it has results.
                 * @example Grand Slam Noviembre
                 */
                confirmName?: string;
            };
            header?: never;
            path: {
                /** @description The tournament */
                id: components["schemas"]["TournamentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live admin session (the `th_admin` cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Only the league credential, a foreign `Origin`, or a body not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such tournament */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description It has results and `confirmName` is missing (`tournament_delete_needs_name`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `confirmName` is not its name (`tournament_name_mismatch`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    edit_tournament: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tournament */
                id: components["schemas"]["TournamentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TournamentBody"];
            };
        };
        responses: {
            /** @description The changed tournament, with `warnings` (saved anyway) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
                };
            };
            /** @description Malformed JSON, or a body sent without `Content-Type: application/json` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No live admin session (the `th_admin` cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Only the league credential, a foreign `Origin`, or a body not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such tournament */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The players or format change after a result */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over the call's limit: 4 KB for passwords, 8 MB where an avatar travels, 64 KB elsewhere */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Invalid values (wrong types included); `fields` names each problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    tournament_calendar: {
        parameters: {
            query?: {
                /**
                 * @description `en` (the default) or `es`.
                 * @example es
                 */
                lang?: string;
            };
            header?: never;
            path: {
                /** @description The tournament */
                id: components["schemas"]["TournamentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description iCalendar (RFC 5545) text */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such tournament, or a draft */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `lang` is neither `en` nor `es` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    tournament_deletion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tournament */
                id: components["schemas"]["TournamentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What goes with it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentDeletion"];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No live admin session (the `th_admin` cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Only the league credential, a foreign `Origin`, or a body not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such tournament */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    generate_matches: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tournament */
                id: components["schemas"]["TournamentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new schedule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"][];
                };
            };
            /** @description No live admin session (the `th_admin` cookie) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Only the league credential, a foreign `Origin`, or a body not declared as JSON */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such tournament */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A result is recorded, or not every player is selected */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    tournament_group_players: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tournament */
                id: components["schemas"]["TournamentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One line per player per group, group A first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupPlayer"][];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such tournament (drafts are the admin's) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    tournament_groups: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tournament */
                id: components["schemas"]["TournamentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The groups, A first (none for a single elimination) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"][];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such tournament (drafts are the admin's) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    tournament_matches: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tournament */
                id: components["schemas"]["TournamentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every match, in schedule order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"][];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such tournament (drafts are the admin's) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    tournament_players: {
        parameters: {
            query?: {
                /**
                 * @description A year (`2025`, from 2000 to the current one) or `all` for all time; the current
                 *     season (club time, UTC-6) when left out.
                 * @example 2025
                 */
                season?: string;
            };
            header?: never;
            path: {
                /** @description The tournament */
                id: components["schemas"]["TournamentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entrants; `email` for the admin only */
            200: {
                headers: {
                    /** @description The season counted: a year or `all` */
                    "x-season"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentPlayer"][];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such tournament (drafts are the admin's) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `season` is neither a year up to the current one nor `all` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    tournament_progress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tournament */
                id: components["schemas"]["TournamentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The progress modal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Progress"];
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such tournament (drafts are the admin's) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    unsubscribe_page: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the email's `List-Unsubscribe` address */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page with the site's look, in the member's language, with a button that sends the one-click form (or, when that email is off already, one that turns it back on); `Cache-Control: private, no-store` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A query parameter the call does not take (`unknown_parameter`), or one given twice or of the wrong type (`query_invalid`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `unsubscribe_link_unknown`: not a link this server made for the member's present address */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    unsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the email's `List-Unsubscribe` address */
                token: string;
            };
            cookie?: never;
        };
        /** @description `List-Unsubscribe=One-Click` (also accepted as `multipart/form-data`) */
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": string;
            };
        };
        responses: {
            /** @description That kind's email is off for the member; a small page says so, in their language */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description `one_click_required`: the body is not `List-Unsubscribe=One-Click` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `unsubscribe_link_unknown`: not a link this server made for the member's present address */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over 4 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    resubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the email's `List-Unsubscribe` address */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description That kind's email is on again for the member; a small page says so, in their language */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description `cross_site`: no `Origin`, or another site's */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `unsubscribe_link_unknown`: not a link this server made for the member's present address */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is over 4 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
