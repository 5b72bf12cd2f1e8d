/** Goes to a checkout or billing-portal URL in this tab (travel.md §4). */
export function goTo(url: string): void {
  window.location.assign(url);
}
