/** Loads the page afresh: its HTML, the registry and every script. */
export function reloadPage(): void {
  window.location.reload();
}
