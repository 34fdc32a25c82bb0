import Pencil from "lucide-react/icons/pencil";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useFormat, useT } from "@/lib/i18n";
import { useSetSeasonFee } from "../api/set-season-fee";
import { parseFee } from "../model/fee-list";

/** Props of `SeasonFee`. */
export interface SeasonFeeProps {
  season: number;
  fee: number;
  setByAdmin: boolean;
}

/** The season's fee, as the rules or the admin set it, and a small form to change it. */
export function SeasonFee({ season, fee, setByAdmin }: SeasonFeeProps) {
  const t = useT();
  const format = useFormat();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState(false);
  const save = useSetSeasonFee(() => setEditing(false));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseFee(typed);
    setProblem(amount === null);
    if (amount !== null) save.mutate({ season, amount });
  };

  if (!editing) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-court-50 p-3 ring-1 ring-court-200 sm:p-4">
        <div>
          <p className="text-sm font-semibold text-court-800">{t("fees.seasonFee", { season })}</p>
          <p className="text-2xl font-black tabular-nums text-court-950">{format.colones(fee)}</p>
          <p className="text-xs text-slate-600">{setByAdmin ? t("fees.feeByAdmin") : t("fees.feeByRules")}</p>
        </div>
        <Button
          variant="secondary"
          onClick={() => {
            setTyped(String(fee));
            setProblem(false);
            setEditing(true);
          }}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t("fees.changeFee")}
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-2 rounded-2xl bg-court-50 p-3 ring-1 ring-court-200 sm:p-4"
    >
      <Label htmlFor={id}>{t("fees.feeAmount", { season })}</Label>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        autoFocus
        value={typed}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          setProblem(false);
        }}
      />
      <FieldError id={`${id}-error`}>{problem ? t("fees.feeInvalid") : undefined}</FieldError>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
        <Button variant="secondary" onClick={() => setEditing(false)} disabled={save.isPending}>
          {t("admin.cancel")}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("admin.saving") : t("fees.saveFee")}
        </Button>
      </div>
    </form>
  );
}
