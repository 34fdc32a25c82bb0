import Copy from "lucide-react/icons/copy";
import { useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast-store";
import { useT } from "@/lib/i18n";

/**
 * Copies through the Clipboard API; where it is missing or refused (plain http, an old
 * browser), selects the text and tries the old copy command. False: the text is selected
 * for the person to copy by hand.
 */
export async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error("no clipboard");
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!input) return false;
    input.focus();
    input.select();
    try {
      return document.execCommand("copy");
    } catch {
      return false;
    }
  }
}

/** A new link (an invitation's, unless `label` names another) in a read-only field, with a Copy button. */
export function LinkField({ url, note, label }: { url: string; note: string; label?: string }) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    if (await copyText(url, input.current)) {
      toast({ title: t("adminPlayers.copied") });
    } else {
      toast({ title: t("adminPlayers.copyManual"), description: t("adminPlayers.copyManualBody") });
    }
  };

  return (
    <div className="grid grid-cols-1 gap-1.5">
      <Label htmlFor={id}>{label ?? t("adminPlayers.linkLabel")}</Label>
      <div className="flex gap-2">
        <Input
          ref={input}
          id={id}
          readOnly
          value={url}
          aria-describedby={`${id}-note`}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 font-mono text-sm"
        />
        <Button
          variant="accent"
          aria-label={t("adminPlayers.copyLink")}
          onClick={() => void copy()}
          className="shrink-0"
        >
          <Copy aria-hidden="true" className="size-5" />
          {t("adminPlayers.copy")}
        </Button>
      </div>
      <p id={`${id}-note`} className="text-sm text-slate-600">
        {note}
      </p>
    </div>
  );
}
