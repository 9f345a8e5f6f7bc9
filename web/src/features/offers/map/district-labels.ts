import type { Map as MapLibreMap } from 'maplibre-gl';
import { districtLabels } from './hamburg-sketch.ts';

/**
 * District names of the offline style as HTML over the canvas: a text layer would need a
 * glyph server, which the offline map must not ask for. Decorative, so hidden from screen
 * readers (the list view names every offer's district in its address).
 */
export class DistrictLabels {
  private readonly element: HTMLDivElement;
  private readonly labels: { el: HTMLSpanElement; lngLat: [number, number] }[];
  private frame = 0;

  constructor(
    private readonly map: MapLibreMap,
    className: string,
  ) {
    this.element = document.createElement('div');
    this.element.className = className;
    this.element.setAttribute('aria-hidden', 'true');
    this.labels = districtLabels.map(({ name, lng, lat }) => {
      const el = document.createElement('span');
      el.textContent = name;
      this.element.appendChild(el);
      return { el, lngLat: [lng, lat] };
    });
    // Below the marker buttons, so markers stay on top and first in the tab order.
    map.getCanvas().after(this.element);
    map.on('move', this.schedule);
    this.place();
  }

  private schedule = () => {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.place();
    });
  };

  private place() {
    // Names would crowd each other far out and cover markers close in.
    const zoom = this.map.getZoom();
    this.element.hidden = zoom < 9 || zoom > 13.5;
    if (this.element.hidden) return;
    for (const { el, lngLat } of this.labels) {
      const p = this.map.project(lngLat);
      el.style.transform = `translate(${Math.round(p.x)}px, ${Math.round(p.y)}px) translate(-50%, -50%)`;
    }
  }

  destroy() {
    cancelAnimationFrame(this.frame);
    this.map.off('move', this.schedule);
    this.element.remove();
  }
}
