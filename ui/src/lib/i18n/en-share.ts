/** English texts of the share actions (WhatsApp and the system's share sheet) and of printing. Part of `en`. */
export const enShare = {
  "share.share": "Share",
  "share.match": "Share this match",
  "share.beat": "{winner} beat {loser} {score}",
  "share.drew": "{one} and {two} drew {score}",
  "share.versus": "{one} vs {two}",
  "share.tournament": "{name}: draw, schedule and results",
};

/** English texts of printed draws and schedules. Part of `en`. */
export const enPrint = {
  "print.printedOn": "Printed on {date}",
  "print.wonLost": "W-L",
  "print.drawHalf": "Draw, half {half} of {halves}",
};
