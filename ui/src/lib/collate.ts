/**
 * Names in the club's order, whatever the visitor's language: Spanish collation, as the server
 * sorts them (accents and case aside, ñ after n: "Núñez" before "Ñandú", "Ñandú" before "Oviedo").
 * The collator is made on first use, so a screen that sorts nothing never loads its data.
 */
let collator: Intl.Collator | undefined;

/** Compares two names the way the club's lists order them. */
export function compareNames(a: string, b: string): number {
  collator ??= new Intl.Collator("es", { sensitivity: "base" });
  return collator.compare(a, b);
}
