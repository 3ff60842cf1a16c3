// How a hotel's fee is paid (hotel.json paymentMethods): with the registration's transfer only when
// the hotel accepts it; otherwise the participant pays the hotel itself (its account or on arrival).
// One rule for the flow's total on the client and the server's recomputed one.

export const HOTEL_PAY_METHODS = ['withRegistration', 'bankTransfer', 'onArrival'] as const;

/** A hotel saved before it had payment methods is paid with the registration, as it always was. */
export function paidWithRegistration(methods: unknown): boolean {
  return !Array.isArray(methods) || !methods.length || methods.includes('withRegistration');
}
