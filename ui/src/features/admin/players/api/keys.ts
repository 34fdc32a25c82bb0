/** Query keys of the invitation calls (the admin's list of live links). */
export const invitationKeys = {
  all: ["invitations"] as const,
  list: () => [...invitationKeys.all, "list"] as const,
};
