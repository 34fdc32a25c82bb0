import type { MatchStage } from "@/features/tournaments/api/types";
import type { MessageKey } from "@/lib/i18n";

const names: Record<MatchStage, MessageKey> = {
  group: "stage.group",
  round_of_qualification: "stage.roundOfQualification",
  round_of_64: "stage.roundOf64",
  round_of_32: "stage.roundOf32",
  round_of_16: "stage.roundOf16",
  quarterfinal: "stage.quarterfinal",
  semifinal: "stage.semifinal",
  final: "stage.final",
};

/** The text key of a stage's full name ("Group Stage", "Quarterfinals", ...). */
export function stageName(stage: MatchStage): MessageKey {
  return names[stage] ?? "stage.group";
}
