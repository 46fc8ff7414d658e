/** What the appliance views say when a pinned certificate has run out (one wording for both). */
export function certificateExpiredText(expiredOn: string): string {
  return `The appliance's certificate expired on ${expiredOn.slice(0, 10)}; Satchel still accepts it because you trusted it — renew it on the appliance.`;
}
