/**
 * English texts of the notices (docs/api.md#notices) that more than a member's screens show.
 * The notices' own words come from the server, in the member's language. Part of `en`; the
 * bell and the channel switches are in `en-member-screens.ts`, the console's notices in
 * `en-console.ts`.
 */
export const enNotices = {
  "notices.new": "New",
  "notices.answered": "Answered",
  "notices.email": "Email",
  "notices.push": "Phone",
};
