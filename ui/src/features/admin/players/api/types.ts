/** Wire types of the invitation calls (docs/api.md, "Invitations"). */

/** The answer of POST /api/invitations; the token is shown once: the server keeps its hash. */
export interface CreatedInvitation {
  id: number;
  inviteToken: string;
  expiresAt: string;
}

/** A live link in the admin's list: the token's first characters, never the token. */
export interface Invitation {
  id: number;
  hint: string;
  createdAt: string;
  expiresAt: string;
  signups: number;
}
