import { cx } from "@/lib/class-names";
import { parseRules } from "@/lib/rules/parse";

/** The reglamento laid out with headings, numbered articles and lists. */
export function RulesDocument({ text, compact = false }: { text: string; compact?: boolean }) {
  const blocks = parseRules(text);
  return (
    <div lang="es" className="max-w-none text-base leading-relaxed text-slate-800">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case "title":
            return compact ? null : (
              <h1 key={index} className="text-2xl font-extrabold tracking-tight text-court-900 sm:text-4xl">
                {block.text}
              </h1>
            );
          case "subtitle":
            return compact ? null : (
              <p key={index} className="mt-2 text-lg text-slate-700">
                {block.text}
              </p>
            );
          case "chapter":
            return (
              <h2
                key={index}
                className="mt-8 border-b-2 border-ball-400 pb-1 text-lg font-extrabold uppercase tracking-wide text-court-800 first:mt-0 sm:text-xl"
              >
                {block.text}
              </h2>
            );
          case "article":
            return (
              <h3 key={index} className="mt-5 flex items-baseline gap-2 text-lg font-bold text-slate-900">
                <span className="inline-flex min-w-8 justify-center rounded-lg bg-court-800 px-2 py-0.5 text-sm font-bold text-white">
                  {block.number}
                </span>
                <span>{block.text}</span>
              </h3>
            );
          case "paragraph":
            return (
              <p key={index} className="mt-2">
                {block.text}
              </p>
            );
          case "list":
            return (
              // A dash list right after a lettered one details its last item, so it is indented under it.
              <ul
                key={index}
                className={cx(
                  "mt-2 space-y-1.5",
                  !block.ordered && blocks[index - 1]?.kind === "list" && "ml-8",
                )}
              >
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex} className="flex gap-2">
                    {block.ordered ? (
                      <span className="w-6 shrink-0 font-semibold text-court-800">{item.marker}</span>
                    ) : (
                      <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-ball-500" />
                    )}
                    <span>{item.text}</span>
                  </li>
                ))}
              </ul>
            );
        }
      })}
    </div>
  );
}
