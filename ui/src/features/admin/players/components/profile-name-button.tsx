import type { Player } from "@/lib/wire";

/**
 * A player's name as the button that opens their profile. It stretches over
 * its positioned parent (`relative`), so the lines under the name are part of
 * the target too: 44 px on a phone.
 */
export function ProfileNameButton({ player, onOpen }: { player: Player; onOpen: (player: Player) => void }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(player)}
      className="block max-w-full truncate text-left text-base font-bold text-slate-900 underline-offset-4 after:absolute after:inset-0 hover:underline"
    >
      {player.name}
    </button>
  );
}
