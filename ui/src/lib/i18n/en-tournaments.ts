/** English texts of the admin's Tournaments tab and its dialogs. Part of `en`. */
export const enAdminTournaments = {} as const;
