// Draws the map with an AMap-style API (Map, Marker, InfoWindow, optional Geocoder): look the address
// up, and fall back to the configured position and zoom when the lookup fails.
export interface LngLat { lng: number; lat: number }
export interface DrawOptions { address: string; position: LngLat; zoom: number; fallbackZoom: number; info: string }

export function drawMap(api: any, el: HTMLElement, o: DrawOptions): () => void {
  const map = new api.Map(el, { zoom: o.fallbackZoom, center: [o.position.lng, o.position.lat] });
  const place = (p: LngLat, zoom: number) => {
    const at = [p.lng, p.lat];
    map.setZoomAndCenter?.(zoom, at);
    const marker = new api.Marker({ position: at, map });
    const info = new api.InfoWindow({ content: o.info, offset: api.Pixel ? new api.Pixel(0, -30) : undefined });
    info.open(map, at);
    marker.on?.('click', () => info.open(map, at));
  };
  if (api.Geocoder && o.address) {
    try {
      new api.Geocoder().getLocation(o.address, (status: string, result: any) => {
        const loc = status === 'complete' ? result?.geocodes?.[0]?.location : null;
        if (loc) place({ lng: loc.lng ?? loc.getLng?.(), lat: loc.lat ?? loc.getLat?.() }, o.zoom);
        else place(o.position, o.fallbackZoom);
      });
    } catch {
      place(o.position, o.fallbackZoom);
    }
  } else place(o.position, o.fallbackZoom);
  return () => map.destroy?.();
}
