/**
 * English texts of the server's error codes (docs/api.md, "Error codes"), by code: the UI
 * shows these, never the server's English `message`. `lib/server-errors.ts` maps each code to
 * its key. Not part of `en`: a refusal is rare, so these load apart, before the first one
 * is shown (`loadErrorTexts` in ./index.tsx).
 */
export const enErrors = {
  "serverError.jsonMalformed":
    "The app sent something the server could not read. Reload the page and try again.",
  "serverError.bodyUnreadable": "The request could not be read. Please try again.",
  "serverError.queryInvalid": "The address asks for something the server does not understand.",
  "serverError.methodNotAllowed": "This action is not possible here.",
  "serverError.adminLoginRequired": "Your admin session has ended. Log in again to continue.",
  "serverError.leagueUnlockRequired": "Enter the league password again to continue.",
  "serverError.passwordWrong": "Invalid password",
  "serverError.adminOnly": "Only the admin can do this.",
  "serverError.crossSite": "The request came from another site and was refused.",
  "serverError.routeNotFound":
    "The server does not know this request. Reload the page: the app may have been updated.",
  "serverError.fileNotFound": "This file does not exist.",
  "serverError.idInvalid": "This item does not exist.",
  "serverError.tournamentNotFound": "This tournament no longer exists.",
  "serverError.matchNotFound": "This match no longer exists.",
  "serverError.playerNotFound": "This player no longer exists.",
  "serverError.avatarNotFound": "This player has no photo.",
  "serverError.leagueMatchNotFound": "This league match no longer exists.",
  "serverError.invitationNotFound": "This invitation link no longer exists.",
  "serverError.invalidInvitation": "This invitation link is invalid, expired, or has already been used.",
  "serverError.tournamentHasResults":
    "Results are recorded, so the players, their number and the format can no longer change.",
  "serverError.tournamentDeleteNeedsName":
    "This tournament has results now. Type its name to confirm that they go with it.",
  "serverError.tournamentNameMismatch": "The name typed is not the tournament's name.",
  "serverError.tournamentStatusLocked": "A tournament with results cannot go back to Draft or Coming Soon.",
  "serverError.finalNotConfirmed": "The final awaits confirmation.",
  "serverError.scheduleLocked": "Results are recorded, so the schedule can no longer be replaced.",
  "serverError.tournamentPlayersMissing": "Select every player of the tournament before generating matches.",
  "serverError.tournamentIsDraft": "A draft takes no results: make the tournament active first.",
  "serverError.tournamentNotStarted": "The tournament has not started: it takes results once it is active.",
  "serverError.matchIsBye": "A bye is not played, so it takes no result.",
  "serverError.matchPlayersUnknown":
    "Both players of this match must be known before its result is recorded.",
  "serverError.matchHasResult": "This match already has a result. Edit it instead.",
  "serverError.signInRequired":
    "Sign in first: as the admin, or with the link the club gave you if you play this match.",
  "serverError.notInMatch": "Only the two players of this match, or the admin, can record its result.",
  "serverError.totalsNotTheScore":
    "Sets and games come from the score: leave them out or make them match it.",
  "serverError.notOpponent": "The other player confirms or disputes this result, not you.",
  "serverError.correctionAdminOnly":
    "Only the player who reported this result can correct it, while it awaits confirmation. Ask the admin.",
  "serverError.clearLaterAdminOnly":
    "Only the admin can clear later results. Ask the admin to correct this one.",
  "serverError.resultMissing": "This match has no result to confirm or dispute yet.",
  "serverError.resultDisputed": "This result is disputed: the admin will settle it.",
  "serverError.tournamentNotActive": "The tournament is not being played: ask the club.",
  "serverError.resultNotAwaiting":
    "Only a result that awaits confirmation can be disputed. Ask the admin if it is wrong.",
  "serverError.disputeReasonRequired": "Say what is wrong with the result.",
  "serverError.disputeReasonTooLong": "The reason can be at most 500 characters.",
  "serverError.matchHasClaim":
    "A walkover is claimed in this match: your opponent answers it, or you withdraw it.",
  "serverError.claimMissing": "This match no longer has a walkover claim.",
  "serverError.notClaimant": "Only the player who claimed the walkover can withdraw it.",
  "serverError.resultNotDisputed": "This result is not disputed: there is nothing to settle.",
  "serverError.disputeHasNoVersion":
    "The dispute came without a score of its own: confirm the result as recorded, or record the right one.",
  "serverError.acceptRequired": "Choose which version stands: the one recorded, or the dispute's.",
  "serverError.reportedAtRequired":
    "The app did not say which version of the result it showed. Reload the page and try again.",
  "serverError.resultPlayedOn":
    "The winner has already played the next round, so this result can no longer change.",
  "serverError.leagueMatchHasScore": "This league match already has a score. Edit it instead.",
  "serverError.leagueScoreNotAwaiting":
    "With the league password a score can be corrected only while it awaits the players' confirmation. Ask the admin to change it.",
  "serverError.leagueScoreMemberReported":
    "A player recorded this score while signed in, so the league password cannot change it. That player corrects it while it awaits confirmation; after that, the admin.",
  "serverError.challengerNotSelf": "Challenge as yourself: choose yourself as player 1.",
  "serverError.leagueDeleteAdminOnly": "Only the admin can delete a match that has a score.",
  "serverError.playerHasResults": "A player who has played in a tournament or the league cannot be deleted.",
  "serverError.playerNotPending": "This registration has already been approved or rejected.",
  "serverError.passwordNotSet": "No password is set yet. The club's operator sets it on the server.",
  "serverError.bodyTooLarge": "What you sent is too large (over 8 MB).",
  "serverError.nameRequired": "Name required",
  "serverError.nameTooLong": "The name is too long",
  "serverError.nameHiddenCharacters": "The name holds invisible characters: type it again",
  "serverError.nameEncodedWord": 'The name holds "=?", which email would read as code: leave it out',
  "serverError.nameLineBreak": "The name holds a line break: write it on one line",
  "serverError.nameDuplicate": "Another player already has this name",
  "serverError.startDateRequired": "Start date is required",
  "serverError.startDateInvalid": "The start date is not a valid date",
  "serverError.startDateTooEarly": "A tournament starts on 1 January 2000 or later",
  "serverError.startDateTooLate": "A tournament starts by the end of next year at the latest",
  "serverError.tournamentStatusUnknown": "Choose one of the statuses offered",
  "serverError.tournamentTypeUnknown": "Choose one of the tournament types offered",
  "serverError.playerCountRequired": "Player count required",
  "serverError.playerCountNotAllowed": "This tournament type does not take that many players",
  "serverError.buyInNegative": "The buy-in cannot be negative",
  "serverError.bagPriceNegative": "The bag price cannot be negative",
  "serverError.playersCountMismatch": "The number of players selected does not match the player count",
  "serverError.playersTooFew": "Please select at least 2 players for the tournament",
  "serverError.playerSelectedTwice": "A player is selected twice",
  "serverError.playerNotApproved": "Only approved players can play: approve the registration first",
  "serverError.positionInvalid": "A position of the bracket is not valid",
  "serverError.byeAgainstBye": "Two byes meet in a first-round match: put a player on one of its lines",
  "serverError.disciplineUnknown": "Choose singles or doubles",
  "serverError.disciplineFixed": "A tournament stays singles or doubles once created",
  "serverError.finalsSinglesOnly": "The year-end finals are singles",
  "serverError.teamSize": "Each team is two different players",
  "serverError.playerInTwoTeams": "A player can be in only one team",
  "serverError.teamsCountMismatch": "Select as many teams as the draw has places",
  "serverError.teamsInSingles": "A singles tournament is played by players, not teams",
  "serverError.playersInDoubles": "A doubles tournament is played by teams: pick the teams",
  "serverError.winnerTeamRequired": "A doubles match is won by a team: choose the winning team",
  "serverError.positionsInvalid": "Every player needs exactly one position in the bracket",
  "serverError.matchRequired": "Choose a match",
  "serverError.matchIdMismatch": "This result belongs to another match. Reload the page and try again.",
  "serverError.winnerRequired": "Please choose the winner",
  "serverError.winnerNotInMatch": "The winner must be one of the two players",
  "serverError.winnerInvalid": "The score does not match the winner chosen",
  "serverError.scoreRequired": "Please enter the score",
  "serverError.scoreInvalid": "This score could not be read",
  "serverError.totalsNegative": "Totals must be whole numbers, 0 or more",
  "serverError.totalsTooLarge": "A player wins at most 5 sets and 100 games in a match",
  "serverError.statusNotCompleted": "A result can only mark the match completed",
  "serverError.emailInvalid": "Please enter a valid email address",
  "serverError.dateOfBirthInvalid": "The date of birth is not a valid date",
  "serverError.dateOfBirthNotPast": "Date of birth must be in the past",
  "serverError.bestHandUnknown": "Choose right or left",
  "serverError.reasonTooLong": "The reason can be at most 200 characters",
  "serverError.totalPointsNegative": "Points cannot be negative",
  "serverError.totalPointsTooLarge": "Enter a whole number from 0 to 1,000,000",
  "serverError.avatarType": "The photo must be a JPEG, PNG or WebP image",
  "serverError.avatarTooLarge": "The photo is too large (at most 5 MB)",
  "serverError.avatarTooManyPixels": "The photo has too many pixels: choose a smaller one",
  "serverError.avatarUnreadable": "The photo could not be read: choose another one",
  "serverError.playerRequired": "Please select both players",
  "serverError.playersSame": "Players must be different",
  "serverError.playerUnknown": "This player is not in the club's rankings",
  "serverError.outOfChallengeRange":
    "This player is outside the challenge range: only the admin can schedule this match.",
  "serverError.dateRequired": "Please choose a date",
  "serverError.dateInvalid": "The date is not a valid date",
  "serverError.dateOtherSeason":
    "A league match is dated in the current season. Only the admin can enter another season's matches.",
  "serverError.dateTooFarBack":
    "A league match can be dated at most 14 days back. Ask the admin to enter an older match.",
  "serverError.dateTooFarAhead": "A league match can be dated at most 60 days ahead",
  "serverError.dateTooEarly": "The date must be 1 January 2000 or later",
  "serverError.dateTooLate": "The date must be by the end of next year at the latest",
  "serverError.scoreBeforeDate":
    "This match has not been played yet: its score can be recorded from its date on.",
  "serverError.timeInvalid": "Choose one of the times offered",
  "serverError.courtOutOfRange": "Choose one of the courts offered",
  "serverError.scheduleNotInMatch":
    "Only the two players of this match, or the admin, can set when and where it is played.",
  "serverError.dateOutsideWindow":
    "Choose a day from the tournament's start to the last day this match may be played, as its card says (may move until …).",
  "serverError.scheduleClash":
    "That court is taken then: matches on one court start at least 90 minutes apart. Choose another hour or court.",
  "serverError.extensionDaysInvalid": "Grant 1 to 14 days.",
  "serverError.scheduleClashHeld":
    "Court {cancha} is taken at {time} ({heldBy}): matches on one court start at least 90 minutes apart.",
  "serverError.playerBusy":
    "A player of this match plays another match then: a player's matches start at least 90 minutes apart. Choose another hour.",
  "serverError.playerBusyNamed":
    "{player} plays another match at {time}: a player's matches start at least 90 minutes apart.",
  "serverError.nextFreeLabel": "Next free slot:",
  "serverError.freeSlot": "{weekday}, {date}, {time}, court {cancha}",
  "serverError.freeSlotNoCourt": "{weekday}, {date}, {time}",
  "serverError.takeSlot": "Take that slot",
  "serverError.noFreeSlot":
    "There is no free slot in the days this match can be played. Choose another day, or ask the club.",
  "serverError.scheduleChangesExhausted":
    "You have moved this match 5 times today. You can try again tomorrow, or ask the club to change it.",
  "serverError.pairHasPendingMatch":
    "These two players already have a pending match: play it or cancel it before creating another.",
  "serverError.pairHasPendingMatchNamed":
    "{player1} and {player2} already have a pending match, on {date}: play it or cancel it before creating another.",
  "serverError.correctionsExhausted": "You have changed this result 5 times. Ask the club to correct it.",
  "serverError.leagueScoreInvalid": "Please enter valid scores for all sets",
  "serverError.langUnknown": "A calendar can be in English (en) or Spanish (es) only",
  "serverError.matchKindUnknown": "A match is a tournament or a league match",
  "serverError.samePlayer": "Choose two different players to compare",
  "serverError.seasonInvalid": "There is no ranking for that season",
  "serverError.bodyInvalid": "Some values could not be read. Check the form and try again.",
  "serverError.invalid": "This value is not valid",
  "serverError.tooManyAttempts": "Too many attempts. Please wait a few minutes and try again.",
  "serverError.tooManyConnections":
    "Too many connections from this device. Please wait a moment and try again.",
  "serverError.tooManyStreams":
    "Too many live pages are open right now. Live updates resume by themselves in a moment.",
  "serverError.leagueDailyLimit":
    "The league password can create 20 matches a day from one unlock and from one address. Try again later, or ask the admin.",
  "serverError.leagueMemberDailyLimit":
    "You can create 20 challenges a day. Try again later, or ask the admin.",
  "serverError.leagueClubDailyLimit":
    "The league password has created as many matches today as the club allows. Try again later, or ask the admin.",
  "serverError.passwordChecksPaused":
    "Too many wrong passwords were tried on this site lately, so passwords are not checked for now. Try again later, or use a device that has signed in here before.",
  "serverError.levelUnknown": "Choose C+, B or Not confirmed",
  "serverError.amountRequired": "Enter the amount",
  "serverError.amountInvalid": "Enter whole colones, up to 1,000,000",
  "serverError.paidOnInvalid": "The payment date is not a valid date",
  "serverError.paidOnFuture": "The payment date cannot be after today",
  "serverError.playersInvalid": "The players could not be read. Reload the page and try again.",
  "serverError.playersTooMany": "Check at most 128 players at once",
  "serverError.subjectInvalid": "This history does not exist",
  "serverError.feePaymentNotFound": "This payment is no longer recorded.",
  "serverError.playerPending": "This player's registration is pending: approve it first.",
  "serverError.memberSignInRequired": "Sign in with your personal link first.",
  "serverError.adminNotMember":
    "This browser is signed in as the admin, who has no member page. Log out of the admin first.",
  "serverError.emailRequired": "Enter your email.",
  "serverError.emailNotConfigured": "The club sends no email: ask the admin for your link.",
  "serverError.unsubscribeInvalid": "This link is not valid.",
  "serverError.memberSessionNotFound": "This session has already ended.",
  "serverError.languageInvalid": "Choose English or Spanish.",
  "serverError.roleInvalid": "Choose member or organizer.",
  "serverError.passwordAdminOnly": "Only the admin, with the admin password, can do this: ask them.",
  "serverError.notOrganizer": "Only an organizer opens the console. Ask the admin.",
  "serverError.ownMatch":
    "You play this match: another organizer or the admin decides it here. To record or confirm it as a player, use your page.",
  "serverError.ownInterest":
    "This touches your own record, level, fee or standing, or a tournament you still play in: leave it to another organizer or the admin.",
  "serverError.pageInvalid": "The app asked for a page that does not exist. Reload the page and try again.",
  "serverError.noticesInvalid":
    "The app sent notices the server does not know. Reload the page and try again.",
  "serverError.phoneInvalid": "Enter a phone number: 8 digits, or + and the country code.",
  "serverError.pushEndpointInvalid":
    "This browser gave an address for notifications that the club cannot use.",
  "serverError.pushEndpointRefused": "The club cannot send notifications to this browser's push service.",
  "serverError.pushKeysInvalid":
    "This browser gave notification keys that the club cannot use. Please try again.",
  "serverError.internal": "Something went wrong on the server. Please try again.",
} as const;
