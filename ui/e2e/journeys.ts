/**
 * Journeys a visitor and an invited player walk, in a real Chromium against
 * the real binary on a demo database (or, for a binary without `demo`, a club
 * built through the API by seed.ts). Each step checks
 * the texts on screen; each screen and dialog is checked with axe-core once it has
 * settled, and photographed into e2e/screenshots/.
 * Run: `npm run e2e` (needs the release binary; see server.ts).
 */
import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { adminJourney } from "./admin-journey";
import { bellJourney } from "./bell-journey";
import { checkAccessibility } from "./axe";
import { currentWeekOpened, ENGLISH, seasonsFolded, seedsInBracket } from "./club-pages";
import { displayJourney } from "./display-journey";
import { doublesJourney } from "./doubles-journey";
import { feesJourney } from "./fees-journey";
import { claimsJourney } from "./claims-journey";
import { finalsJourney } from "./finals-journey";
import { launchBrowser, photograph, VIEWPORTS, watchingPolicy } from "./browser";
import { liveJourney } from "./live-journey";
import { membersJourney } from "./members-journey";
import { nextFreeJourney } from "./next-free-journey";
import { overflowJourney } from "./overflow-journey";
import { timingJourney } from "./timing-journey";
import { makePhoto } from "./photo";
import { printJourney } from "./print-journey";
import { pushJourney } from "./push-journey";
import { pwaJourney } from "./pwa-journey";
import { resultsJourney } from "./results-journey";
import { settleJourney } from "./settle-journey";
import { seedClub } from "./seed";
import { committeeJourney } from "./committee-journey";
import { spanishJourney } from "./spanish-journey";
import { binaryHasDemo, startServer, type RunningServer } from "./server";

const shots = fileURLToPath(new URL("./screenshots/", import.meta.url));
const TIMEOUT = 10_000;

/**
 * Waits until the text is on screen; fails the journey if it never shows. Only shown
 * matches count: a closed select's options hold the same words as the list they filter.
 */
async function see(page: Page, text: string | RegExp) {
  await page
    .getByText(text)
    .filter({ visible: true })
    .first()
    .waitFor({ state: "visible", timeout: TIMEOUT });
}

/** Fails when the page scrolls sideways: every screen must fit the phone's width. */
async function fitsWidth(page: Page, what: string) {
  const { content, screen } = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  if (content > screen) throw new Error(`${what} is ${content} px wide on a ${screen} px screen`);
}

/** Checks the screen (its width, axe-core with the rules `alsoFailing` names too) and photographs it. */
async function snap(page: Page, name: string, whole = true, alsoFailing: readonly string[] = []) {
  const width = page.viewportSize()?.width ?? 0;
  await fitsWidth(page, `${name} at ${width} px`);
  try {
    await checkAccessibility(page, `${name} at ${width} px`, alsoFailing);
  } finally {
    await photograph(page, { path: `${shots}real-${name}-${width}.png`, fullPage: whole });
  }
}

/**
 * Hub, to a tournament, each tab, the bracket modal, rankings and a profile, the rules, a 404:
 * on a phone and on a laptop side by side, since a visitor changes nothing on the server and
 * each walk has a browser context of its own. A failure names its width.
 */
async function visitorJourney(browser: Browser, server: RunningServer) {
  const walks = VIEWPORTS.map(async (viewport) => {
    const context = await browser.newContext({ viewport, baseURL: server.baseUrl });
    const page = await context.newPage();

    await page.goto("/");
    await see(page, "WELCOME TO THE");
    await see(page, "Active Tournaments");
    await see(page, /\d+ tournaments?/);
    await snap(page, "hub");
    // Past seasons' finished tournaments are folded; one unfolds with its champions.
    await seasonsFolded(page, ENGLISH);
    await snap(page, "hub-past-season");

    await page.getByRole("tab", { name: "League" }).click();
    await page.waitForURL("**/league");
    await see(page, /Completed|Pending|No matches yet/);
    await snap(page, "league");
    await page.getByRole("tab", { name: "Tournaments" }).click();

    // The first active tournament: the demo has a hybrid in play.
    const activeCard = page.getByRole("region", { name: "Active Tournaments" });
    await activeCard
      .getByRole("link", { name: /View Details/ })
      .first()
      .click();
    await page.waitForURL("**/tournament/*");
    await see(page, "Round Robin Tournament");
    for (const fact of ["Start Date", "Duration", "4 Weeks", "Buy-In", "Bag Price"]) await see(page, fact);
    await see(page, /Week \d+|No matches scheduled yet/);
    await snap(page, "schedule");

    await page.getByRole("button", { name: "View Rules" }).click();
    await see(page, "Tournament Rules");
    await see(page, /CHAPTER I\./);
    await snap(page, "rules-modal", false);
    await page.keyboard.press("Escape");

    // Add to calendar: a webcal link, Google's subscribe page, and a feed that answers.
    await page.getByRole("button", { name: "Add to calendar" }).click();
    const webcal = await page
      .getByRole("link", { name: "iPhone, iPad or Mac calendar" })
      .getAttribute("href");
    const feed = await page.getByLabel("Calendar address, for any other app").inputValue();
    if (!webcal?.startsWith("webcal://") || webcal !== feed.replace(/^https?:/, "webcal:")) {
      throw new Error(`the webcal link ${webcal} is not the feed ${feed}`);
    }
    const google = await page.getByRole("link", { name: "Google Calendar (Android)" }).getAttribute("href");
    if (google !== `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`) {
      throw new Error(`the Google link is ${google}`);
    }
    const answer = await page.request.get(feed);
    if (!answer.ok() || !answer.headers()["content-type"]?.startsWith("text/calendar")) {
      throw new Error(`the feed ${feed} answered ${answer.status()} ${answer.headers()["content-type"]}`);
    }
    await snap(page, "add-to-calendar", false);
    await page.keyboard.press("Escape");

    // Share: WhatsApp where the browser has no share sheet, with the page's address.
    const shared = await page.getByRole("link", { name: "Share", exact: true }).getAttribute("href");
    const sharedText = decodeURIComponent(shared?.replace("https://wa.me/?text=", "") ?? "");
    if (!shared?.startsWith("https://wa.me/?text=") || !sharedText.endsWith(page.url())) {
      throw new Error(`the share link ${shared} does not carry the page ${page.url()}`);
    }
    const matchShare = page.getByRole("link", { name: "Share this match" }).first();
    if (
      (await matchShare.count()) > 0 &&
      !(await matchShare.getAttribute("href"))?.includes(encodeURIComponent(" · "))
    ) {
      throw new Error("a match's share link does not carry the match");
    }

    await page.getByRole("button", { name: "Progress" }).click();
    await see(page, "Tournament Progress");
    await see(page, "Tournament Setup");
    await snap(page, "progress", false);
    await page.keyboard.press("Escape");

    await page.getByRole("tab", { name: "Bracket" }).click();
    await see(page, "Tournament Bracket");
    // Each player's seed, as the Players tab says it.
    await seedsInBracket(page, Number(/\/tournament\/(\d+)/.exec(page.url())?.[1]), ENGLISH);
    const groupRow = page.locator("table button").first();
    if (await groupRow.count()) {
      await groupRow.click();
      await see(page, "Ranking Details");
      for (const title of [
        "Final Position",
        "Match Performance",
        "Tiebreaker Stats",
        "Tiebreaker Hierarchy",
        "Tied Players Comparison",
      ]) {
        await see(page, title);
      }
      await snap(page, "ranking-details", false);
      await page.keyboard.press("Escape");
    }
    await snap(page, "bracket");

    await page.getByRole("tab", { name: "Players" }).click();
    await see(page, /\d+ pts|No players registered yet/);
    await snap(page, "players");

    await page.getByRole("link", { name: "Overall Rankings" }).click();
    await page.waitForURL("**/rankings");
    await see(page, "Total Points");
    await snap(page, "rankings");
    await page.locator("tbody button").first().click();
    await see(page, "Player Profile");
    await see(page, "Win rate");
    await see(page, /\d+%/);
    await snap(page, "profile", false);

    // The player's page: record, chart, history; then a head-to-head with a rival.
    await page.getByRole("link", { name: "View player page" }).click();
    await page.waitForURL("**/players/*");
    await see(page, "Match history");
    await see(page, /Showing \d+ of \d+ matches/);
    await page.getByRole("img", { name: /^Rank over time/ }).waitFor({ timeout: TIMEOUT });
    await see(page, "Titles");
    // The player's page keeps its headings in order too.
    await snap(page, "player-page", true, ["heading-order"]);
    // The rival: the opponent of the last match played, so they have met.
    const history = page
      .locator("main section")
      .filter({ has: page.getByRole("heading", { name: "Match history" }) });
    const opponent = (await history.locator("li a[href^='/players/']").first().textContent()) ?? "";
    const rival = page.getByRole("combobox", { name: "Compare with…" });
    await rival.locator("option", { hasText: opponent }).waitFor({ state: "attached", timeout: TIMEOUT });
    await rival.selectOption({ label: opponent });
    await page.getByRole("button", { name: "Compare", exact: true }).click();
    await page.waitForURL("**/players/*/vs/*");
    await see(page, "Head-to-head");
    await see(page, "Every meeting");
    await see(page, `vs ${opponent}`);
    await snap(page, "head-to-head");
    await page.goBack();
    await page.goBack();
    await page.waitForURL("**/rankings");

    await page.getByRole("link", { name: "Reglamento" }).click();
    await page.waitForURL("**/reglamento");
    // An English visitor reads the English version of the rules.
    await see(page, "TOURNAMENT AND CHALLENGE LEAGUE RULES");
    await see(page, "Back to home");
    await snap(page, "reglamento");

    await page.goto("/no/such/page");
    await see(page, "Page Not Found");
    await checkAccessibility(page, `the 404 page at ${viewport.width} px`);
    await page.getByRole("link", { name: "Back to Home" }).click();
    await see(page, "WELCOME TO THE");

    await context.close();
  });
  const failures = (await Promise.allSettled(walks)).flatMap((walk, at) =>
    walk.status === "rejected" ? [`at ${VIEWPORTS[at]?.width} px: ${(walk.reason as Error).message}`] : [],
  );
  if (failures.length > 0) throw new Error(failures.join("\n"));
  // The schedule opens on the current week on a phone, and stays at its top on a laptop. After
  // the walks, alone: on a laptop a scroll that must not come is given half a second to show.
  await currentWeekOpened(browser, server, ENGLISH);
}

/**
 * Before any JavaScript runs, the page already shows the top bar and a loading
 * status (index.html carries the first paint); on narrower phones than the
 * journey's, the public screens still fit the width.
 */
async function firstPaintAndNarrowPhones(browser: Browser, server: RunningServer) {
  const noScript = await browser.newContext({ viewport: VIEWPORTS[0], baseURL: server.baseUrl });
  const page = await noScript.newPage();
  await page.route("**/*.js", (route) => route.abort());
  await page.goto("/rankings");
  await page
    .getByRole("banner")
    .getByRole("link", { name: "Overall Rankings" })
    .waitFor({ timeout: TIMEOUT });
  await page.getByRole("status").getByText("Loading...").waitFor({ timeout: TIMEOUT });
  await page.getByRole("link", { name: "Reglamento" }).waitFor({ timeout: TIMEOUT });
  await snap(page, "first-paint", false);

  // A tournament's name, and a player's photo and name, are in the first paint too: the
  // server writes them into index.html (src/http/first_paint.rs), the largest things those
  // pages show.
  const tournaments = (await (await page.request.get("/api/tournaments")).json()) as {
    id: number;
    name: string;
    status: string;
  }[];
  const active = tournaments.find((tournament) => tournament.status === "active");
  if (!active) throw new Error("the demo club has no active tournament");
  await page.goto(`/tournament/${active.id}`);
  await page
    .getByRole("main")
    .getByRole("heading", { level: 1, name: active.name })
    .waitFor({ timeout: TIMEOUT });
  await page.getByRole("main").getByRole("status").getByText("Loading...").waitFor({ timeout: TIMEOUT });
  await fitsWidth(page, "a tournament's first paint");
  const ranked = (await (await page.request.get("/api/rankings")).json()) as {
    id: number;
    name: string;
    avatar: string | null;
  }[];
  const pictured = ranked.find((player) => player.avatar !== null);
  if (!pictured) throw new Error("no ranked player of the demo club has a photo");
  await page.goto(`/players/${pictured.id}`);
  await page
    .getByRole("main")
    .getByText(pictured.name, { exact: true })
    .waitFor({ state: "visible", timeout: TIMEOUT });
  const photo = page.getByRole("main").locator(`img[src="${pictured.avatar}"]`);
  await photo.waitFor({ timeout: TIMEOUT });
  if (!(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))) {
    throw new Error("the player's photo in the first paint did not load");
  }
  await fitsWidth(page, "a player's first paint");
  await snap(page, "first-paint-player", false);
  await noScript.close();

  // A tap on a link answers at once: the loading status shows while the page's code is held back.
  const held = await browser.newContext({ viewport: VIEWPORTS[0], baseURL: server.baseUrl });
  const tapper = await held.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await tapper.route("**/assets/rankings-page-*.js", async (route) => {
    await released;
    await route.continue();
  });
  await tapper.goto("/");
  await see(tapper, "Active Tournaments");
  await tapper.getByRole("banner").getByRole("link", { name: "Overall Rankings" }).click();
  await tapper.getByRole("main").getByRole("status").getByText("Loading...").waitFor({ timeout: TIMEOUT });
  if (await tapper.getByText("Active Tournaments").isVisible()) {
    throw new Error("the hub stays on screen while the rankings load");
  }
  release();
  await see(tapper, "Total Points");
  await held.close();

  for (const width of [360, 412]) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, baseURL: server.baseUrl });
    const phone = await context.newPage();
    await phone.goto("/");
    await see(phone, "Active Tournaments");
    await fitsWidth(phone, `the hub at ${width} px`);
    await phone
      .getByRole("link", { name: /View Details/ })
      .first()
      .click();
    await see(phone, /Week \d+|No matches scheduled yet/);
    await fitsWidth(phone, `a tournament at ${width} px`);
    await phone.getByRole("link", { name: "Overall Rankings" }).click();
    await see(phone, "Total Points");
    await fitsWidth(phone, `the rankings at ${width} px`);
    await context.close();
  }
}

/** An invitation made by the admin, then the signup with a photo in a fresh browser. */
async function invitationJourney(browser: Browser, server: RunningServer) {
  const admin = await browser.newContext({ baseURL: server.baseUrl });
  const login = await admin.request.post("/api/admin/login", { data: { password: server.adminPassword } });
  if (!login.ok()) throw new Error(`admin login failed: ${login.status()}`);
  const invitation = await admin.request.post("/api/invitations");
  if (invitation.status() !== 201) throw new Error(`invitation failed: ${invitation.status()}`);
  const { inviteToken } = (await invitation.json()) as { inviteToken: string };

  const visitor = await browser.newContext({ viewport: VIEWPORTS[0], baseURL: server.baseUrl });
  const page = await visitor.newPage();
  await page.goto("/invite/not-a-real-token");
  await see(page, "Invalid Invitation");
  await see(page, "This invitation link is invalid, expired, or has already been used.");
  await snap(page, "invite-invalid");

  await page.goto(`/invite/${inviteToken}`);
  await see(page, "Join the League");
  await page.getByRole("button", { name: "Submit Registration" }).click();
  await see(page, "Name required");

  await page.getByRole("textbox", { name: "Name" }).fill("Journey Player");
  await page.getByLabel(/Email/).fill("journey@example.com");
  await page.getByRole("radio", { name: "Left" }).check();
  await page.locator('input[type="file"]').setInputFiles({
    name: "photo.png",
    mimeType: "image/png",
    buffer: await makePhoto(page),
  });
  await page.getByRole("img", { name: "Photo preview" }).waitFor({ timeout: TIMEOUT });
  await snap(page, "invite-form");
  await page.getByRole("button", { name: "Submit Registration" }).click();
  await see(page, "Registration Submitted");
  await see(page, "Registration successful");
  await snap(page, "invite-submitted");

  const players = (await (await admin.request.get("/api/players")).json()) as {
    name: string;
    status: string;
    avatar: string | null;
  }[];
  const registered = players.find((player) => player.name === "Journey Player");
  if (!registered || registered.status !== "pending" || !registered.avatar) {
    throw new Error(`the registration is not pending with a photo: ${JSON.stringify(registered)}`);
  }
  await visitor.close();
  await admin.close();
}

type Journey = [name: string, walk: (browser: Browser, server: RunningServer) => Promise<void>];

/** The journeys on the demo club started below: they run one after another, in one lane. */
const onDemoClub: Journey[] = [
  ["visitor: hub, tournament, bracket, rankings, rules, 404", visitorJourney],
  [
    "visitor on a slow or narrow phone: first paint without JavaScript, 360 and 412 px",
    firstPaintAndNarrowPhones,
  ],
  ["invited player: signup with a photo", invitationJourney],
  [
    "Spanish: first paint, the ES / EN switch, every public screen, every tab and dialog of the console",
    spanishJourney,
  ],
  [
    "installable: the installability check, offline with the last data seen, no credentialed answer kept",
    (_browser, server) => pwaJourney(server),
  ],
];

/**
 * The journeys that start a club of their own, on a port of their own: they may run side by
 * side with the others (`E2E_LANES`), the longest first, so that the lanes end together.
 */
const onOwnClub: Journey[] = [
  [
    "overflow: every screen and dialog fits 360 px with the club's longest names, in Spanish and English; the console's tabs at every width",
    (browser) => overflowJourney(browser),
  ],
  [
    "display: every panel on a 1080p TV, a result within 2 s, a restart, the heap over 50 rotations",
    (browser) => displayJourney(browser),
  ],
  [
    "admin: a season on an empty club, from the first-start password to logout",
    (browser) => adminJourney(browser),
  ],
  [
    "live: seven tabs show a result within 2 s, then reconnect and catch up after a restart",
    (browser) => liveJourney(browser),
  ],
  [
    "print: a 16-player hybrid and a 32-player draw on one A4 landscape page, 64 on two, the schedule portrait",
    (browser) => printJourney(browser),
  ],
  [
    "fees: on a phone, a fee marked paid moves the totals; a tournament warns of the unpaid",
    (browser) => feesJourney(browser),
  ],
  [
    "members: a sign-in link from the console, a tap, the member's page; sessions ended; a signup approved",
    (browser) => membersJourney(browser),
  ],
  [
    "results: two phones, the winner records, the opponent confirms live; a dispute settled in the console",
    (browser) => resultsJourney(browser),
  ],
  [
    "finals: a final recorded by a player keeps its tournament active until the opponent confirms",
    (browser) => finalsJourney(browser),
  ],
  [
    "claims: a member claims a walkover on a phone; the standings stay put until the opponent confirms",
    (browser) => claimsJourney(browser),
  ],
  [
    "settle: a member disputes with their own score, and the admin accepts the dispute in one tap",
    (browser) => settleJourney(browser),
  ],
  [
    "committee: the admin makes a member an organizer; on her phone she opens the console, settles another pair's dispute under her name, is refused her own match and confirms it as a member; ending her sessions closes her console",
    (browser) => committeeJourney(browser),
  ],
  [
    "doubles: the admin pairs a doubles hybrid of 8 teams in Spanish; a partner records a group result on a phone, the other team confirms on another; the bracket, the doubles ranking and the TV show it",
    (browser) => doublesJourney(browser),
  ],
  [
    "timing: a member sets tonight's court and hour, the display shows it, the admin settles an overdue match",
    (browser) => timingJourney(browser),
  ],
  [
    "next free: a court taken on a Spanish phone, a player busy in an English challenge, the next free slot taken in one tap",
    (browser) => nextFreeJourney(browser),
  ],
  [
    "bell: the opponent records a result, the member's bell counts it live, its notice opens the match to confirm or dispute",
    (browser) => bellJourney(browser),
  ],
  [
    "push: a member turns push on with no push service and is told so; pushed notices are shown once, with tag and link",
    (browser) => pushJourney(browser),
  ],
];

// `npm run e2e -- admin` runs only the journeys whose name contains "admin".
const only = process.argv[2];
const chosen = (list: Journey[]) => list.filter(([name]) => !only || name.includes(only));
// What each lane takes next: the demo club's journeys as one piece, then each other journey.
const queue: Journey[][] = [chosen(onDemoClub), ...chosen(onOwnClub).map((journey) => [journey])].filter(
  (piece) => piece.length > 0,
);
if (queue.length === 0) throw new Error(`no journey's name contains "${only}"`);
// One lane by default: on a 2-core machine the journeys are busy enough that two side by side
// gain little (about 100 s of 550) and one push in the service worker went unseen.
// `E2E_LANES=2` runs them side by side on a machine with cores to spare.
const lanes = Math.max(1, Number(process.env.E2E_LANES ?? 1));

await mkdir(shots, { recursive: true });
// The demo club when the binary has it, else the same kind of club built through the API.
const hasDemo = binaryHasDemo();
const server = await startServer({ empty: !hasDemo });
if (!hasDemo) await seedClub(server.baseUrl, server.adminPassword);
const browser = await launchBrowser();
let passed = 0;
let failed = 0;

/** Walks one journey, and says how it went; the pages it opens must keep the policy too. */
async function walk([name, journey]: Journey) {
  const started = performance.now();
  const violations: string[] = [];
  let problem: string | undefined;
  try {
    await watchingPolicy(violations, () => journey(browser, server));
  } catch (error) {
    problem = (error as Error).message;
  }
  const took = `(${((performance.now() - started) / 1000).toFixed(1)} s)`;
  const broken = violations.length > 0 ? ["the pages broke the Content-Security-Policy:", ...violations] : [];
  const problems = [...(problem === undefined ? [] : [problem]), ...broken];
  if (problems.length === 0) {
    passed += 1;
    console.log(`ok - ${name} ${took}`);
  } else {
    failed += 1;
    console.log(`not ok - ${name} ${took}\n  ${problems.join("\n").split("\n").join("\n  ")}`);
  }
}

try {
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let piece = queue.shift(); piece; piece = queue.shift()) {
        for (const journey of piece) await walk(journey);
      }
    }),
  );
} finally {
  await browser.close();
  await server.stop();
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
