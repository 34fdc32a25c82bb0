import CalendarCheck from "lucide-react/icons/calendar-check";
import { Button } from "@/components/ui/button";
import { useFormat, useT } from "@/lib/i18n";
import { freeSlotText, type BookingRefusal, type FreeSlot } from "../model/booking-refusal";

/** Props of `RefusalNotice`. */
export interface RefusalNoticeProps {
  /** Why the write was refused, in the visitor's words. */
  sentence: string;
  /** The clash the refusal names, if it is one: its next free slot is offered. */
  refusal: BookingRefusal | null;
  /** Takes the next free slot: the form fills in with it and sends it at once. */
  onTake: (slot: FreeSlot) => void;
  /** A write is under way: the offer waits for it. */
  pending: boolean;
}

/**
 * A form's refusal, said where the form was sent. A clash (a court taken, a player busy) also
 * offers the next free slot the server found, in the visitor's words ("Next free slot: Monday,
 * 23/11/2026, 18:00, court 5") with one button that books it; when none is free in the
 * match's days, it says to choose another day or ask the club. Long names wrap on a phone.
 */
export function RefusalNotice({ sentence, refusal, onTake, pending }: RefusalNoticeProps) {
  const t = useT();
  const format = useFormat();
  const next = refusal?.nextFree ?? null;
  // Empty while the error texts are not in (their download failed): the offer then waits.
  const take = t("serverError.takeSlot");
  const offer = next && take ? freeSlotText(next, t, format) : "";
  const none = refusal && refusal.nextFree === null ? t("serverError.noFreeSlot") : "";
  return (
    <div className="grid min-w-0 grid-cols-1 gap-3 rounded-xl bg-red-50 p-3">
      <div role="alert" className="grid min-w-0 gap-1 break-words text-base text-red-800">
        <p className="font-semibold">{sentence}</p>
        {none ? <p>{none}</p> : null}
        {offer ? (
          <p className="text-slate-900">
            {t("serverError.nextFreeLabel")} <strong className="font-bold">{offer}</strong>
          </p>
        ) : null}
      </div>
      {next && offer ? (
        <Button className="justify-self-start" disabled={pending} onClick={() => onTake(next)}>
          <CalendarCheck aria-hidden="true" className="size-5 shrink-0" />
          {take}
        </Button>
      ) : null}
    </div>
  );
}
