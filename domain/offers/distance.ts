/** Great-circle distance by the haversine formula, earth radius 6371 km (spec/offers.md §3). */
export function haversineKm(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "1,23 km": comma decimal and two decimals in both languages, as the spec shows it. */
export function formatDistanceKm(km: number): string {
  return `${km.toFixed(2).replace('.', ',')} km`;
}
