// The words for a group of the statistics distribution, for the dashboard and the XLSX report alike:
// lifecycle and payment states by the registration's own labels (form.enum.registration.*), the
// "none" of an identity or ticket by the statistics' own; anything else (an identity, a ticket name)
// is shown as stored.
export function groupLabelKey(by: string, key: string): string {
  return by === 'registrationStatus' || by === 'paymentStatus' ? `form.enum.registration.${by}.${key}` : `statistics.groups.${by}.${key}`;
}
