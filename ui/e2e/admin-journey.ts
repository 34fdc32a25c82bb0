/**
 * The admin's season on a phone, in a real Chromium against the real binary on a
 * brand-new database, as the club would live it: log in with the password the
 * server wrote on its first start, add 12 players (one with a photo), create a
 * 12-player hybrid with a manual bracket, generate the matches, record every
 * result through the Matches tab up to the champion, check the rankings, invite a
 * player who signs up in another browser, approve them, then play a league match
 * as a member who only knows the league password, read its history and delete it as the
 * admin, and log out. The wrong-password
 * paths are checked on the way. Every page and dialog is checked with axe-core once
 * it has settled, and every dialog is photographed at 390x844 into
 * e2e/screenshots/admin-*.png.
 */
import { fileURLToPath } from "node:url";
import type { Browser, Locator, Page } from "playwright-core";
import { checkAccessibility } from "./axe";
import { photograph, VIEWPORTS } from "./browser";
import { makePhoto } from "./photo";
import { startServer, type RunningServer } from "./server";
import { see, TIMEOUT } from "./screen";

const shots = fileURLToPath(new URL("./screenshots/", import.meta.url));
const PHONE = VIEWPORTS[0];

/**
 * The club's players, strongest first: in this journey a stronger player always
 * wins, so every standing and every pairing below follows from this order.
 */
const PLAYERS = [
  "Adriana Solano",
  "Bruno Campos",
  "Carla Méndez",
  "Daniel Rojas",
  "Elena Vargas",
  "Felipe Mora",
  "Gabriela Chaves",
  "Hugo Araya",
  "Irene Castro",
  "Jorge Quesada",
  "Karla Jiménez",
  "Luis Brenes",
];
/** The manual groups (strength indexes): A, B and C, four players each. */
const GROUPS = [
  [0, 5, 6, 11],
  [1, 4, 7, 10],
  [2, 3, 8, 9],
];
const WIN = "6-4, 6-3";
const LOSS = "4-6, 3-6";
const NEWCOMER = "Mónica Herrera";
const REJECTED = "Pedro Ramírez";
const TOURNAMENT = "Grand Slam Noviembre";

function strength(name: string): number {
  const index = PLAYERS.indexOf(name);
  if (index === -1) throw new Error(`unknown player on screen: ${name}`);
  return index;
}

async function snap(page: Page, name: string) {
  // A dialog fades in: the check waits for it to settle, so the picture shows what the user sees.
  try {
    await checkAccessibility(page, `admin ${name}`);
  } finally {
    await photograph(page, { path: `${shots}admin-${name}-${page.viewportSize()?.width ?? 0}.png` });
  }
}

/** The open dialog with this title. */
function dialog(page: Page, title: string | RegExp): Locator {
  return page.getByRole("dialog", { name: title });
}

async function closed(locator: Locator) {
  await locator.waitFor({ state: "detached", timeout: TIMEOUT });
}

/**
 * How long the score field waits for typing to pause before it asks the server to read the
 * score (`SCORE_CHECK_DELAY_MS` in src/features/admin/matches/api/check-score.ts).
 */
const SCORE_CHECK_PAUSE_MS = 250;

/**
 * Moves the console's clock past the score field's pause, where the journey would wait it out:
 * the field's check then goes to the server at once. (The clock runs on by itself besides, so
 * a check scheduled a moment later still goes, a pause later.)
 */
async function typingPaused(page: Page) {
  await page.clock.fastForward(SCORE_CHECK_PAUSE_MS);
}

/** Picks a player in a league select, whose options read "{name} · {points} pts". */
async function selectPlayer(select: Locator, name: string) {
  const option = select.locator("option", { hasText: name }).first();
  const value = await option.getAttribute("value");
  if (value === null) throw new Error(`no option for ${name}`);
  await select.selectOption(value);
}

/** Picks an option of a select: the phone's own, or one of the design kit's list boxes. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  const field = scope.getByRole("combobox", { name: label, exact: true });
  if ((await field.evaluate((element) => element.tagName)) === "SELECT") {
    await field.selectOption({ label: option });
    return;
  }
  await field.click();
  await page.getByRole("option", { name: option, exact: true }).first().click();
}

/** Today at the club (UTC-6), as yyyy-mm-dd. */
function clubToday(): string {
  return new Date(Date.now() - 6 * 3_600_000).toISOString().slice(0, 10);
}

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name, exact: true }).click();
}

/** Steps 1 and the admin's wrong password: the access screen, the login dialog, the console. */
async function logIn(page: Page, server: RunningServer) {
  await page.goto("/admin");
  await see(page, "Admin Access Required");
  const login = dialog(page, "Admin Access");
  await login.waitFor({ timeout: TIMEOUT });
  await snap(page, "login");
  await login.getByLabel("Password").fill("not-the-password");
  await login.getByRole("button", { name: "Log In" }).click();
  await see(page, "Login failed");
  await see(page, "Invalid password");
  await login.getByLabel("Password").fill(server.adminPassword);
  await login.getByRole("button", { name: "Log In" }).click();
  await page.getByRole("button", { name: "Logout" }).waitFor({ timeout: TIMEOUT });
}

/** Step 2: twelve players through the Add Player dialog, the first with a photo. */
async function addPlayers(page: Page) {
  await openTab(page, "Players");
  for (const [index, name] of PLAYERS.entries()) {
    await page.getByRole("button", { name: "Add Player" }).click();
    const add = dialog(page, "Add Player");
    if (index === 0) {
      await add
        .getByRole("button", { name: /Save|Add/ })
        .last()
        .click();
      await see(add, "Please enter the player's name");
      await see(page, "Name required");
      await snap(page, "add-player-invalid");
    }
    await add.getByRole("textbox", { name: "Name" }).fill(name);
    await add.getByLabel(/Email/).fill(`${name.split(" ")[0]?.toLowerCase()}@club.example`);
    if (index === 0) {
      await add.locator('input[type="file"]').setInputFiles({
        name: "photo.png",
        mimeType: "image/png",
        buffer: await makePhoto(page),
      });
      await add.getByRole("img", { name: "Photo preview" }).waitFor({ timeout: TIMEOUT });
      await snap(page, "add-player");
    }
    await add.getByRole("button", { name: "Add Player" }).click();
    await closed(add);
    await see(page, "Player added");
  }
  await see(page, "12 players");
  await snap(page, "players-tab");
}

/** Step 3: a 12-player hybrid with every position placed by hand. */
async function createTournament(page: Page) {
  await openTab(page, "Tournaments");
  await page.getByRole("button", { name: "Create New Tournament" }).click();
  const create = dialog(page, "Create New Tournament");
  await create.getByRole("button", { name: /Next|Create Tournament/ }).click();
  await see(create, "Tournament name is required");
  await snap(page, "create-invalid");

  await create.getByLabel("Tournament name").fill(TOURNAMENT);
  await create.getByLabel("Start date").fill(clubToday());
  await create.getByRole("radio", { name: /Hybrid/ }).check();
  await choose(page, create, "Player count", "12");
  await choose(page, create, "Status", "Active");
  for (const name of PLAYERS) await create.getByRole("checkbox", { name }).check();
  await see(create, "12 / 12 selected");
  await create.getByRole("radio", { name: /Manual bracket/ }).check();
  await snap(page, "create-step1");
  await create.getByRole("button", { name: "Next" }).click();

  await see(create, "Still to place: 12");
  await create.getByRole("button", { name: "Create Tournament" }).click();
  await see(create, "Please assign all 12 positions");
  // Every position by hand but the last; Auto-fill asks the server to place the one left.
  const last = { group: GROUPS.length - 1, position: (GROUPS.at(-1)?.length ?? 1) - 1 };
  for (const [group, members] of GROUPS.entries()) {
    const letter = "ABC"[group] ?? "";
    for (const [position, strongest] of members.entries()) {
      if (group === last.group && position === last.position) continue;
      await choose(page, create, `Group ${letter}, position ${position + 1}`, PLAYERS[strongest] ?? "");
    }
  }
  await see(create, "Still to place: 1");
  await create.getByRole("button", { name: "Auto-fill" }).click();
  await see(create, "Every player has a position.");
  const lastSlot = create.getByRole("combobox", {
    name: `Group ${"ABC"[last.group] ?? ""}, position ${last.position + 1}`,
  });
  const placed = await lastSlot.evaluate(
    (select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent ?? "",
  );
  const expected = PLAYERS[GROUPS.at(-1)?.at(-1) ?? 0];
  if (placed !== expected) throw new Error(`Auto-fill placed ${placed}, not ${expected}`);
  await snap(page, "create-step2");
  await create.getByRole("button", { name: "Create Tournament" }).click();
  await closed(create);
  await see(page, "Tournament created");
  await checkAccessibility(page, "the admin's Tournaments tab");
}

/** Step 4: the round-robin schedule; the Edit, Delete and regenerate dialogs are looked at and left. */
async function generateMatches(page: Page) {
  const row = page.getByRole("article", { name: TOURNAMENT });
  await row.getByRole("button", { name: `Generate Matches: ${TOURNAMENT}` }).click();
  await see(page, "Matches generated");

  await row.getByRole("button", { name: `Generate Matches: ${TOURNAMENT}` }).click();
  const again = dialog(page, "Generate Matches Again");
  await again.waitFor({ timeout: TIMEOUT });
  await snap(page, "regenerate");
  await again.getByRole("button", { name: "Cancel" }).click();
  await closed(again);

  await row.getByRole("button", { name: `Edit: ${TOURNAMENT}` }).click();
  const edit = dialog(page, "Edit Tournament");
  await edit.getByLabel("Tournament name").waitFor({ timeout: TIMEOUT });
  await snap(page, "edit-tournament");
  await edit.getByRole("button", { name: "Cancel" }).click();
  await closed(edit);

  await row.getByRole("button", { name: `Delete: ${TOURNAMENT}` }).click();
  const remove = dialog(page, "Delete Tournament");
  await see(remove, TOURNAMENT);
  await snap(page, "delete-tournament");
  await remove.getByRole("button", { name: "Cancel" }).click();
  await closed(remove);
}

/** Records the first playable match the Matches tab offers; the stronger player wins. */
async function recordNext(page: Page): Promise<boolean> {
  const record = page.getByRole("button", { name: "Record Score" });
  if ((await record.count()) === 0) return false;
  await record.first().click();
  const scoreDialog = dialog(page, "Record Score");
  await scoreDialog.waitFor({ timeout: TIMEOUT });
  const names = await scoreDialog
    .getByRole("radio")
    .evaluateAll((radios) => radios.map((radio) => radio.closest("label")?.textContent?.trim() ?? ""));
  const [first, second] = names;
  if (!first || !second) throw new Error(`the score dialog names no players: ${names.join(", ")}`);
  const firstWins = strength(first) < strength(second);
  await scoreDialog
    .getByRole("radio")
    .nth(firstWins ? 0 : 1)
    .check();
  await scoreDialog.getByLabel("Score").fill(firstWins ? WIN : LOSS);
  await typingPaused(page);
  await see(scoreDialog, `Reads as ${firstWins ? WIN : LOSS}`);
  await scoreDialog.getByRole("button", { name: "Save Result" }).click();
  await closed(scoreDialog);
  await see(page, "Result recorded");
  return true;
}

/** Steps 5-7: every group result, the quarterfinals of docs/rules.md#knockout, then on to the champion. */
async function playTournament(page: Page) {
  await openTab(page, "Matches");
  await see(page, "Grand Slam Noviembre");

  // The first result shows the dialog with an invalid score first, then the real one.
  await page.getByRole("button", { name: "Record Score" }).first().click();
  const scoreDialog = dialog(page, "Record Score");
  await scoreDialog.getByLabel("Score").fill("6-4, 9-9");
  await typingPaused(page);
  // The UI's words for the server's reason (its code and the problem's data), under the field.
  await see(scoreDialog.getByRole("alert"), "Set 2: 9-9 is not a possible set score");
  await snap(page, "record-score-invalid");
  // A readable score with the other player picked as the winner: the server's check refuses
  // it, and the words under the field name both players instead of "player 1" and "player 2".
  const [first, second] = await scoreDialog
    .getByRole("radio")
    .evaluateAll((radios) => radios.map((radio) => radio.closest("label")?.textContent?.trim() ?? ""));
  await scoreDialog.getByRole("radio").nth(1).check();
  await scoreDialog.getByLabel("Score").fill("6-4, 6-4");
  await typingPaused(page);
  await see(
    scoreDialog.getByRole("alert"),
    `The score says ${first} won, but the winner picked is ${second}`,
  );
  await scoreDialog.getByRole("button", { name: "Cancel" }).click();
  await closed(scoreDialog);

  for (let played = 0; played < 18; played += 1) {
    if (!(await recordNext(page))) throw new Error(`only ${played} of 18 group matches could be recorded`);
  }
  // Three groups: the six qualifiers ranked by points, sets, games, then name. Every group
  // winner won all three matches 6-4 6-3, every runner-up two: seeds 1-3 are the winners in
  // name order, 4-6 the runners-up. QF1 3 v 6, QF2 4 v 5; seeds 1 and 2 wait in the semifinals.
  const quarterfinals = page.getByRole("region", { name: /Quarterfinal/ });
  await see(quarterfinals, "Carla Méndez");
  await see(quarterfinals, "Felipe Mora");
  await see(quarterfinals, "Daniel Rojas");
  await see(quarterfinals, "Elena Vargas");
  await quarterfinals.scrollIntoViewIfNeeded();
  await snap(page, "quarterfinals");

  for (let played = 0; played < 5; played += 1) {
    if (!(await recordNext(page))) throw new Error(`only ${played} of 5 knockout matches could be recorded`);
  }
  if ((await page.getByRole("button", { name: "Record Score" }).count()) !== 0) {
    throw new Error("a match is still open after the final");
  }

  // The edit of a played result, and the public bracket's champion.
  await page.getByRole("button", { name: "Edit" }).first().click();
  const edit = dialog(page, "Edit Score");
  await edit.waitFor({ timeout: TIMEOUT });
  await snap(page, "edit-score");
  await edit.getByRole("button", { name: "Cancel" }).click();
  await closed(edit);

  await openTab(page, "Tournaments");
  const row = page.getByRole("article", { name: TOURNAMENT });
  await row.getByRole("button", { name: `Standings: ${TOURNAMENT}` }).click();
  const standings = dialog(page, "Group Standings");
  await see(standings, "Group C");
  await see(standings, "Tiebreaker Hierarchy");
  await snap(page, "standings");
  await standings.getByRole("button", { name: "Close" }).first().click();
  await closed(standings);

  await row.getByRole("link", { name: `View: ${TOURNAMENT}` }).click();
  await page.waitForURL("**/tournament/*");
  await page.getByRole("tab", { name: "Bracket" }).click();
  await see(page, "Tournament Champion");
  await see(page.locator("main"), "Adriana Solano");
  await snap(page, "champion");
}

/** Step 8: the rankings follow the points of docs/rules.md#points. */
async function checkRankings(page: Page) {
  await page.getByRole("link", { name: "Overall Rankings" }).click();
  await page.waitForURL("**/rankings");
  await see(page, "Total Points");
  const rows = page.getByRole("main").locator("tbody tr");
  await rows.first().waitFor({ timeout: TIMEOUT });
  const first = (await rows.nth(0).innerText()).replace(/\s+/g, " ");
  const second = (await rows.nth(1).innerText()).replace(/\s+/g, " ");
  if (!/Adriana Solano.*175/.test(first)) throw new Error(`the champion is not first with 175: ${first}`);
  if (!/Bruno Campos.*120/.test(second)) throw new Error(`the finalist is not second with 120: ${second}`);
  await snap(page, "rankings");
}

/** Steps 9-11: an invitation link, a signup in another browser, the approval. */
async function inviteAndApprove(page: Page, browser: Browser, server: RunningServer) {
  await page.goto("/admin?tab=players");
  await page.getByRole("button", { name: "Invite Player" }).click();
  const invite = dialog(page, "Invite Player");
  await invite.getByRole("button", { name: "Create Link" }).click();
  const link = invite.getByRole("textbox", { name: "Invitation link" });
  await link.waitFor({ timeout: TIMEOUT });
  const url = await link.inputValue();
  if (!url.includes("/invite/")) throw new Error(`not an invitation link: ${url}`);
  await see(invite, "Live links");
  await snap(page, "invite");
  // While a toast shows, Escape closes the toast first: close the dialog by its button.
  await invite.getByRole("button", { name: "Close" }).first().click();
  await closed(invite);

  const newcomer = await browser.newContext({ viewport: PHONE, baseURL: server.baseUrl });
  const signup = await newcomer.newPage();
  await signup.goto(new URL(url).pathname);
  await see(signup, "Join the League");
  await signup.getByRole("textbox", { name: "Name" }).fill(NEWCOMER);
  await signup.getByRole("button", { name: "Submit Registration" }).click();
  await see(signup, "Registration Submitted");
  // The link is reusable: a second person signs up with it, and will be turned down.
  await signup.goto(new URL(url).pathname);
  await signup.getByRole("textbox", { name: "Name" }).fill(REJECTED);
  await signup.getByRole("button", { name: "Submit Registration" }).click();
  await see(signup, "Registration Submitted");
  await newcomer.close();

  await page.reload();
  const pending = page.getByRole("list", { name: "Pending registrations" });
  await see(pending, NEWCOMER);
  await snap(page, "pending");
  await pending.getByRole("button", { name: `Reject ${REJECTED}` }).click();
  const reject = dialog(page, "Reject Registration");
  await snap(page, "reject");
  await reject.getByRole("button", { name: "Reject" }).click();
  await closed(reject);
  await see(page, "Registration rejected");

  await pending.getByRole("button", { name: `Approve ${NEWCOMER}` }).click();
  await see(page, "Player approved");
  const club = page.getByRole("list", { name: "Club players" });
  await see(club, NEWCOMER);
  // The console's notices keep the history of the signup; the registration lists must not.
  if ((await pending.getByText(REJECTED).count()) + (await club.getByText(REJECTED).count()) !== 0)
    throw new Error("the rejected registration is still listed");

  // A manual adjustment of the total, with its reason, shows in the profile's breakdown.
  await club.getByRole("button", { name: `Edit ${NEWCOMER}` }).click();
  const edit = dialog(page, "Edit Player");
  await edit.getByLabel("Total points").fill("10");
  await see(edit, "Adjustment of +10 points");
  await edit.getByLabel(/Reason/).fill("Welcome to the club");
  await snap(page, "edit-player");
  await edit.getByRole("button", { name: "Save" }).click();
  await closed(edit);
  await see(page, "Player updated");

  await club.getByRole("button", { name: NEWCOMER, exact: true }).click();
  const profile = dialog(page, "Player Profile");
  await see(profile, "Welcome to the club");
  await snap(page, "profile");
  await profile.getByRole("button", { name: "Close" }).first().click();
  await closed(profile);

  await club.getByRole("button", { name: `Delete ${NEWCOMER}` }).click();
  const remove = dialog(page, "Delete Player");
  await see(remove, NEWCOMER);
  await snap(page, "delete-player");
  await remove.getByRole("button", { name: "Cancel" }).click();
  await closed(remove);
}

/** Steps 12-14 and the league's wrong password: a member with the league password only. */
async function leagueAsMember(browser: Browser, server: RunningServer) {
  const member = await browser.newContext({ viewport: PHONE, baseURL: server.baseUrl });
  const page = await member.newPage();
  await page.goto("/league");
  await see(page, "No matches yet");
  await checkAccessibility(page, "the League tab of a member");

  await page.getByRole("button", { name: "Create Match" }).click();
  const password = dialog(page, "Password Required");
  await password.getByLabel("League password").fill("wrong-league-password");
  await password.getByRole("button", { name: "Unlock" }).click();
  await see(password, "Incorrect password");
  await snap(page, "league-password");
  await password.getByLabel("League password").fill(server.leaguePassword ?? "");
  await password.getByRole("button", { name: "Unlock" }).click();

  // Straight on to the action that was asked for.
  const create = dialog(page, "Create League Match");
  await create.waitFor({ timeout: TIMEOUT });
  await create.getByRole("button", { name: "Create Match" }).click();
  await see(create, "Please select both players");
  await selectPlayer(create.getByLabel("Player 1"), "Adriana Solano");
  await selectPlayer(create.getByLabel("Player 2"), "Bruno Campos");
  await create.getByLabel("Date").fill(clubToday());
  await create.getByLabel(/Time/).selectOption({ label: "18:30" });
  await create.getByLabel(/Court/).selectOption({ label: "Court 3" });
  await snap(page, "league-create");
  await create.getByRole("button", { name: "Create Match" }).click();
  await closed(create);
  await see(page, "League match created");
  await see(page, "Court 3");

  await page.getByRole("button", { name: "Record Score" }).click();
  const score = dialog(page, "Record Score");
  await score.getByRole("button", { name: "Save Score" }).click();
  await see(score, "Please enter valid scores for all sets");
  await score.getByRole("radio", { name: "2 sets" }).check();
  await score.getByLabel("Set 1, Adriana Solano").fill("6");
  await score.getByLabel("Set 1, Bruno Campos").fill("4");
  await score.getByLabel("Set 2, Adriana Solano").fill("6");
  await score.getByLabel("Set 2, Bruno Campos").fill("2");
  await snap(page, "league-score");
  await score.getByRole("button", { name: "Save Score" }).click();
  await closed(score);
  await see(page, "Score recorded");
  await see(page, "6-4, 6-2");

  await page.getByRole("button", { name: /Match options: Adriana Solano vs Bruno Campos/ }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const edit = dialog(page, "Edit Score");
  await edit.waitFor({ timeout: TIMEOUT });
  await edit.getByLabel("Set 2, Bruno Campos").fill("7");
  await edit.getByLabel("Set 2, Adriana Solano").fill("5");
  await edit.getByRole("radio", { name: "3 sets" }).check();
  await edit.getByLabel("Set 3, Adriana Solano").fill("6");
  await edit.getByLabel("Set 3, Bruno Campos").fill("1");
  await snap(page, "league-edit");
  await edit.getByRole("button", { name: "Save Score" }).click();
  await closed(edit);
  await see(page, "Score updated");
  await see(page, "6-4, 5-7, 6-1");

  // A second challenge, called off: the menu's Cancel asks first, then removes it.
  await page.getByRole("button", { name: "Create Match" }).click();
  const second = dialog(page, "Create League Match");
  await selectPlayer(second.getByLabel("Player 1"), "Carla Méndez");
  await selectPlayer(second.getByLabel("Player 2"), "Daniel Rojas");
  await second.getByRole("button", { name: "Create Match" }).click();
  await closed(second);
  await page.getByRole("button", { name: /Match options: Carla Méndez vs Daniel Rojas/ }).click();
  await page.getByRole("menuitem", { name: "Cancel" }).click();
  const cancel = dialog(page, "Cancel Match");
  await snap(page, "league-cancel");
  await cancel.getByRole("button", { name: "Cancel Match" }).click();
  await closed(cancel);
  await see(page, "Match cancelled");
  // The player filter still offers her name: only a shown match counts.
  // Today's list at the club follows too, once its refetch lands.
  const shown = page.getByText("Carla Méndez").filter({ visible: true });
  const until = Date.now() + TIMEOUT;
  while ((await shown.count()) !== 0) {
    if (Date.now() > until) throw new Error("the cancelled match is still listed");
    await page.waitForTimeout(100);
  }
  await member.close();
}

/**
 * The league is accountable: the admin's Recent Changes show the member's writes, a match's
 * History shows each of them, and the admin deletes the played match after a confirmation.
 */
async function leagueAsAdmin(page: Page) {
  await page.goto("/admin?tab=league");
  const recent = page.getByRole("region", { name: "Recent Changes" });
  await see(recent, "Score corrected");
  await see(recent, /League password, unlock [0-9a-f]{8}/);
  await snap(page, "league-recent");

  const options = page.getByRole("button", { name: /Match options: Adriana Solano vs Bruno Campos/ });
  await options.click();
  await page.getByRole("menuitem", { name: "History" }).click();
  const history = dialog(page, "Match History");
  await see(history, "Score recorded");
  await see(history, "6-4, 6-2 → 6-4, 5-7, 6-1");
  await snap(page, "league-history");
  await page.keyboard.press("Escape");
  await closed(history);

  await options.click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = dialog(page, "Delete Match");
  await snap(page, "league-delete");
  await confirm.getByRole("button", { name: "Delete Match" }).click();
  await closed(confirm);
  await see(page, "Match deleted");
  await see(recent, "Deleted");
}

/** Step 15: logout returns to the hub, and /admin asks for the password again. */
async function logOut(page: Page) {
  await page.goto("/admin");
  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await see(page, "WELCOME TO THE");
  await page.goto("/admin");
  await see(page, "Admin Access Required");
  await checkAccessibility(page, "the admin access page after logout");
}

/** The whole journey, on its own server with a brand-new database. */
export async function adminJourney(browser: Browser) {
  const server = await startServer({ port: 18092, firstStart: true });
  const context = await browser.newContext({ viewport: PHONE, baseURL: server.baseUrl });
  // The console's clock runs at real speed, moved on only past the score field's pause.
  await context.clock.install();
  const page = await context.newPage();
  try {
    await logIn(page, server);
    await addPlayers(page);
    await createTournament(page);
    await generateMatches(page);
    await playTournament(page);
    await checkRankings(page);
    await inviteAndApprove(page, browser, server);
    await leagueAsMember(browser, server);
    await leagueAsAdmin(page);
    await logOut(page);
  } catch (error) {
    await page.screenshot({ path: `${shots}admin-failure.png`, fullPage: true }).catch(() => undefined);
    throw error;
  } finally {
    await context.close();
    await server.stop();
  }
}
