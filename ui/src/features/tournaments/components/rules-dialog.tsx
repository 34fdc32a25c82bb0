import Download from "lucide-react/icons/download";
import { RulesDocument } from "@/components/rules-document";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import type { OnDemandProps } from "@/components/ui/dialog-on-demand";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/lib/i18n";
import { useRulesText } from "@/lib/rules/load";

/** Saves the rules text as a file on the visitor's device. */
function downloadText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

function RulesBody() {
  const t = useT();
  const rules = useRulesText();
  if (rules.isPending) return <Spinner label={t("rules.loading")} />;
  const text = rules.data?.trim() ?? "";
  return (
    <>
      {/* A scrolling region must be reachable by keyboard to be scrolled by it; named, so
          a screen reader says what has the focus. */}
      <div
        role="region"
        aria-label={t("rulesDialog.title")}
        tabIndex={0}
        className="max-h-[60dvh] overflow-y-auto rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-court-700"
      >
        {text ? (
          <RulesDocument text={text} compact />
        ) : (
          <p role="alert" className="font-semibold text-clay-700">
            {t("rules.loadFailed")}
          </p>
        )}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{t("action.close")}</Button>
        </DialogClose>
        <Button disabled={!text} onClick={() => downloadText(text, t("rulesDialog.fileName"))}>
          <Download aria-hidden="true" className="size-5" />
          {t("rulesDialog.download")}
        </Button>
      </DialogFooter>
    </>
  );
}

/** View Rules: the club rules in a modal, with a download and a close button. */
export function RulesDialog({ open, onOpenChange }: OnDemandProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t("rulesDialog.title")} size="lg">
        <RulesBody />
      </DialogContent>
    </Dialog>
  );
}
