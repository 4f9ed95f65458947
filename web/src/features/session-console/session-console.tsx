/** The trainer's and admin's console of a session (issue 7): mounted by the session frame for staff. */
export function SessionConsole() {
  return null;
}
