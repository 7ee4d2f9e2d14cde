/** A module of its own so that tests, whose jsdom cannot reload, can stand in for it. */
export function reloadPage(): void {
  window.location.reload();
}
