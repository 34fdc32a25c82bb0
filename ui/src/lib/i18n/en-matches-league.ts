/** English texts of the admin's Matches tab and the league actions (admin and public League tabs). Part of `en`. */
export const enMatchesLeague = {} as const;
