import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "@/lib/api";
import type { CheckedScore } from "@/lib/wire";
import { serverScore } from "../model/result-form";

/** Checks a score as typed, from player 1's side, recording nothing; 422 says what is wrong. */
export const checkScore = (score: string, winner: 1 | 2 | null) => {
  const query = new URLSearchParams({ score: serverScore(score) });
  if (winner !== null) query.set("winner", String(winner));
  return api.get<CheckedScore>(`/api/scores/check?${query.toString()}`);
};

/** Query options for `checkScore`: the answer depends on nothing but its input, so it is kept. */
export const checkScoreOptions = (score: string, winner: 1 | 2 | null) =>
  queryOptions({
    queryKey: ["scores", "check", score, winner ?? 0] as const,
    queryFn: () => checkScore(score, winner),
    staleTime: Infinity,
  });

/** How long typing must pause before the score is checked. */
export const SCORE_CHECK_DELAY_MS = 250;

/** Where the check of the score field stands. */
export type ScoreCheckState =
  | { status: "idle" }
  | { status: "checking" }
  | { status: "valid"; checked: CheckedScore }
  /** The server refused the score: `error` says why (its code, in the visitor's words). */
  | { status: "invalid"; error: unknown };

/**
 * Checks the score as it is typed: waits for a pause, asks the server, and hands a
 * valid answer to `onValid`. Only the newest request counts, so a slow answer to
 * older text never overwrites a newer one.
 */
export function useScoreCheck(onValid: (checked: CheckedScore) => void) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ScoreCheckState>({ status: "idle" });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ticket = useRef(0);
  const onValidRef = useRef(onValid);
  useEffect(() => {
    onValidRef.current = onValid;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const check = useCallback(
    (score: string, winner: 1 | 2 | null) => {
      clearTimeout(timer.current);
      const mine = ++ticket.current;
      const text = score.trim();
      if (text === "") {
        setState({ status: "idle" });
        return;
      }
      setState({ status: "checking" });
      timer.current = setTimeout(() => {
        queryClient.fetchQuery(checkScoreOptions(text, winner)).then(
          (checked) => {
            if (mine !== ticket.current) return;
            setState({ status: "valid", checked });
            onValidRef.current(checked);
          },
          (error: unknown) => {
            if (mine !== ticket.current) return;
            setState({ status: "invalid", error });
          },
        );
      }, SCORE_CHECK_DELAY_MS);
    },
    [queryClient],
  );

  return { state, check };
}
