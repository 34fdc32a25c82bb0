/**
 * Reads the plain-text reglamento into blocks a page can lay out. The text's
 * conventions: first line the title, second the subtitle, "CAPÍTULO ..." lines
 * start chapters, "Artículo N. Título" lines start articles (in the English
 * version "CHAPTER ..." and "Article N. Title"), lines beginning
 * with "- " or "a) " are list items, blank lines separate paragraphs.
 */

/** One laid-out piece of the rules. */
export type RulesBlock =
  | { kind: "title"; text: string }
  | { kind: "subtitle"; text: string }
  | { kind: "chapter"; text: string }
  | { kind: "article"; number: string; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; ordered: boolean; items: { marker: string; text: string }[] };

const CHAPTER = /^(CAP[IÍ]TULO|T[IÍ]TULO|CHAPTER)\b/i;
const ARTICLE = /^(?:Art[ií]culo|Article)\s+(\d+)\.?\s*(.*)$/i;
const LETTER_ITEM = /^([a-z])\)\s+(.*)$/;
const DASH_ITEM = /^[-•]\s+(.*)$/;

/** Splits the rules text into blocks; unknown lines become paragraphs. */
export function parseRules(text: string): RulesBlock[] {
  const blocks: RulesBlock[] = [];
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  let headerLines = 0;
  let previousBlank = true;

  for (const raw of lines) {
    const line = raw.trim();
    if (line === "") {
      previousBlank = true;
      continue;
    }
    const startsBlock = previousBlank;
    previousBlank = false;

    if (headerLines < 2 && blocks.every((b) => b.kind === "title" || b.kind === "subtitle")) {
      if (!CHAPTER.test(line) && !ARTICLE.test(line)) {
        blocks.push({ kind: headerLines === 0 ? "title" : "subtitle", text: line });
        headerLines += 1;
        continue;
      }
    }
    headerLines = 2;

    const article = ARTICLE.exec(line);
    if (CHAPTER.test(line)) {
      blocks.push({ kind: "chapter", text: line });
    } else if (article) {
      blocks.push({ kind: "article", number: article[1] ?? "", text: article[2] ?? "" });
    } else {
      const letter = LETTER_ITEM.exec(line);
      const dash = DASH_ITEM.exec(line);
      const item = letter
        ? { ordered: true, marker: `${letter[1]})`, text: letter[2] ?? "" }
        : dash
          ? { ordered: false, marker: "", text: dash[1] ?? "" }
          : null;
      const last = blocks[blocks.length - 1];
      if (item) {
        if (last?.kind === "list" && last.ordered === item.ordered) {
          last.items.push({ marker: item.marker, text: item.text });
        } else {
          blocks.push({
            kind: "list",
            ordered: item.ordered,
            items: [{ marker: item.marker, text: item.text }],
          });
        }
      } else if (!startsBlock && last?.kind === "paragraph") {
        last.text = `${last.text} ${line}`;
      } else {
        blocks.push({ kind: "paragraph", text: line });
      }
    }
  }
  return blocks;
}
