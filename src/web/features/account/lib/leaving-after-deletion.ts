/*
 * After "Delete Account" the page heads for `/`. Until that navigation lands,
 * any refresh of who-is-signed-in answers "nobody", and the account page must
 * not answer that by sending the visitor to sign in (which would win the race
 * and leave them on /auth). The dialog marks the departure; the page reads it.
 */
let leaving = false;

export function markLeavingAfterDeletion(): void {
  leaving = true;
}

export function isLeavingAfterDeletion(): boolean {
  return leaving;
}

/** A fresh visit to the account page starts without the mark. */
export function clearLeavingAfterDeletion(): void {
  leaving = false;
}
