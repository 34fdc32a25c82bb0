import type { Texts } from "./en";
import type { enLeagueResults } from "./en-league-results";

/**
 * Spanish texts of the league for members: retar y anotar sin la contraseña de la liga,
 * confirmar o disputar un marcador de la liga en la página del socio. Part of `es`.
 */
export const esLeagueResults: Texts<typeof enLeagueResults> = {
  "leagueMembers.you": "{name} (usted)",
  "leagueMembers.createDescription":
    "Rete a un jugador dentro de su rango: el partido se crea a su nombre, sin contraseña.",
  "leagueMembers.onlyInRange": "Puede retar a los jugadores dentro de su rango.",
  "leagueMembers.noneInRange": "En este momento no hay nadie dentro de su rango de reto.",
  "leagueMembers.rangeUnknown": "Su rango de reto no se conoce: primero necesita un lugar en el ranking.",
  "leagueMembers.byPasswordHint": "Anotado con la clave de la liga: usted lo confirma o disputa.",
  "leagueMembers.cancelChallenge": "Cancelar reto",
  "leagueMembers.cancelChallengeTitle": "¿Cancelar este reto?",
  "leagueMembers.cancelChallengeDescription":
    "Su partido contra {opponent} del {date} se quita de la liga, para los dos.",
  "leagueMembers.keepChallenge": "Mantener reto",
  "leagueMembers.challengeCancelled": "Reto cancelado",
  "leagueMembers.cancelChallengeFailed": "No se pudo cancelar el reto",
};
