import Camera from "lucide-react/icons/camera";
import LoaderCircle from "lucide-react/icons/loader-circle";
import Trash2 from "lucide-react/icons/trash";
import { useId, useRef, useState } from "react";
import { PlayerAvatar } from "@/components/player-avatar";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { checkAvatarFile, resizeAvatar } from "@/lib/avatar-image";
import { useT } from "@/lib/i18n";

/** Props of `AvatarPicker`. */
export interface AvatarPickerProps {
  name: string;
  label: string;
  /** The processed photo as a JPEG data URL, or null for none. */
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  /** Told while a photo is being processed, so forms can wait for it. */
  onBusyChange?: (busy: boolean) => void;
}

/** Chooses a photo, checks it, shrinks it in the browser and shows the preview. */
export function AvatarPicker({ name, label, value, onChange, onBusyChange }: AvatarPickerProps) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const setWorking = (working: boolean) => {
    setBusy(working);
    onBusyChange?.(working);
  };

  const choose = async (file: File) => {
    const problem = checkAvatarFile(file);
    if (problem === "invalidType") {
      toast({
        title: t("avatar.invalidType"),
        description: t("avatar.invalidTypeBody"),
        variant: "destructive",
      });
      return;
    }
    if (problem === "tooLarge") {
      toast({ title: t("avatar.tooLarge"), description: t("avatar.hint"), variant: "destructive" });
      return;
    }
    setWorking(true);
    try {
      onChange(await resizeAvatar(file));
    } catch {
      toast({ title: t("avatar.failed"), description: t("avatar.failedBody"), variant: "destructive" });
    } finally {
      setWorking(false);
    }
  };

  return (
    <div className="grid grid-cols-1 gap-2">
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="flex items-center gap-4">
        <div className="relative">
          {value ? (
            <img
              src={value}
              alt={t("avatar.preview")}
              className="size-20 rounded-full object-cover ring-4 ring-ball-400"
            />
          ) : (
            <PlayerAvatar name={name || "?"} size="lg" />
          )}
          {busy ? (
            <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/80">
              <LoaderCircle
                aria-label={t("avatar.processing")}
                className="size-6 animate-spin text-court-700"
              />
            </span>
          ) : null}
        </div>
        <div className="flex flex-col gap-2">
          <Button variant="secondary" onClick={() => input.current?.click()} disabled={busy}>
            <Camera aria-hidden="true" className="size-5" />
            {value ? t("avatar.change") : t("avatar.choose")}
          </Button>
          {value ? (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)} disabled={busy}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t("avatar.remove")}
            </Button>
          ) : null}
        </div>
      </div>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/*"
        aria-describedby={hintId}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void choose(file);
        }}
      />
      <p id={hintId} className="text-sm text-slate-600">
        {t("avatar.hint")}
      </p>
    </div>
  );
}
