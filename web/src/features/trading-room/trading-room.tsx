/** The trainee's side of a session (issue 6): mounted by the session frame for trainees. */
export function TradingRoom() {
  return null;
}
