import { useState } from "react";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { NativeSelect } from "@/components/ui/native-select";
import { ApiError } from "@/lib/api";
import { useFormat, useT, type Format, type Translate } from "@/lib/i18n";
import { errorText } from "@/lib/server-errors";
import { useScheduleMatch } from "../api/schedule-match";
import { bookingRefusal, bookingRefusalText, type FreeSlot } from "../model/booking-refusal";
import {
  checkSchedule,
  COURTS,
  TIME_SLOTS,
  type ScheduleForm,
  type ScheduleProblem,
  type ScheduleWindow,
} from "../model/schedule-form";
import { RefusalNotice } from "./booking-refusal-notice";

/** What the dialog needs of a match: its id, window, and what is set already. */
export interface SchedulableMatch {
  matchId: number;
  window: ScheduleWindow;
  date?: string | null;
  time?: string | null;
  cancha?: number | null;
}

/** Props of `ScheduleDialog`. */
export interface ScheduleDialogProps {
  match: SchedulableMatch;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Who plays, said under the title ("vs Ana"). */
  description?: string;
}

/**
 * The server's refusal in the visitor's words; a day out of the window names the window, a
 * clash names who holds the court or which player is busy.
 */
export function scheduleErrorText(error: unknown, t: Translate, format: Format): string {
  const refusal = bookingRefusal(error);
  const clash = refusal ? bookingRefusalText(refusal, t, format) : "";
  if (clash) return clash;
  if (error instanceof ApiError) {
    const problems = [error.server ?? null, ...Object.values(error.fields)];
    for (const problem of problems) {
      const params = problem && "params" in problem ? problem.params : undefined;
      if (problem?.code === "date_outside_window" && params) {
        const { from, until } = params as { from?: string; until?: string };
        if (from && until)
          return t("timing.problem.outside", { from: format.date(from), until: format.date(until) });
      }
    }
  }
  return errorText(error, t, t("timing.failed"));
}

function problemText(problem: ScheduleProblem, window: ScheduleWindow, t: Translate, format: Format): string {
  if (problem === "outside")
    return t("timing.problem.outside", { from: format.date(window.from), until: format.date(window.until) });
  return t(problem === "noSuchDate" ? "timing.problem.noSuchDate" : "timing.problem.date");
}

/**
 * "Set day, hour and court": a phone-first form whose day is limited to the match's window
 * (docs/rules.md#deadlines), its hour on the half hour from 08:00 to 21:00 and its court 1 to
 * 14. The server's refusal (a clash, a day out of the window) is said in the dialog by its code.
 */
export function ScheduleDialog({ match, open, onOpenChange, description }: ScheduleDialogProps) {
  const t = useT();
  const format = useFormat();
  const [form, setForm] = useState<ScheduleForm>({
    date: match.date ?? "",
    time: match.time ?? "",
    cancha: match.cancha ? String(match.cancha) : "",
  });
  const [problem, setProblem] = useState<ScheduleProblem | null>(null);
  const save = useScheduleMatch(match.matchId, () => onOpenChange(false));
  const change = (patch: Partial<ScheduleForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setProblem(null);
    save.reset();
  };
  const send = (typed: ScheduleForm) => {
    const checked = checkSchedule(typed, match.window);
    if (!checked.ok) {
      setProblem(checked.problem);
      return;
    }
    save.mutate(checked.body);
  };
  // The next free slot the server offered after a clash: the form shows it, and it is sent.
  const take = (slot: FreeSlot) => {
    const taken = { date: slot.date, time: slot.time, cancha: slot.cancha ? String(slot.cancha) : "" };
    setForm(taken);
    setProblem(null);
    send(taken);
  };
  const id = `schedule-${match.matchId}`;
  const dateError = problem ? problemText(problem, match.window, t, format) : undefined;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t("timing.dialogTitle")} description={description} size="sm">
        <form
          noValidate
          className="grid grid-cols-1 gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            send(form);
          }}
        >
          <FormField
            id={`${id}-date`}
            label={t("timing.date")}
            hint={t("timing.window", {
              from: format.date(match.window.from),
              until: format.date(match.window.until),
            })}
            error={dateError}
          >
            {(control) => (
              <DateField
                {...control}
                value={form.date}
                min={match.window.from}
                max={match.window.until}
                onChange={(date) => change({ date })}
              />
            )}
          </FormField>
          <div className="grid grid-cols-2 gap-3">
            <FormField id={`${id}-time`} label={t("timing.time")}>
              {(control) => (
                <NativeSelect
                  {...control}
                  value={form.time}
                  onChange={(event) => change({ time: event.target.value })}
                >
                  <option value="">{t("timing.noTime")}</option>
                  {TIME_SLOTS.map((slot) => (
                    <option key={slot} value={slot}>
                      {format.time(slot)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField id={`${id}-cancha`} label={t("timing.cancha")}>
              {(control) => (
                <NativeSelect
                  {...control}
                  value={form.cancha}
                  onChange={(event) => change({ cancha: event.target.value })}
                >
                  <option value="">{t("timing.noCancha")}</option>
                  {COURTS.map((court) => (
                    <option key={court} value={String(court)}>
                      {t("timing.court", { n: court })}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </div>
          {save.isError ? (
            <RefusalNotice
              sentence={scheduleErrorText(save.error, t, format)}
              refusal={bookingRefusal(save.error)}
              onTake={take}
              pending={save.isPending}
            />
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                {t("timing.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t("timing.saving") : t("timing.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
