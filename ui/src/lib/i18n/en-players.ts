/** English texts of the admin's Players tab, its dialogs and the invitation links. Part of `en`. */
export const enAdminPlayers = {} as const;
