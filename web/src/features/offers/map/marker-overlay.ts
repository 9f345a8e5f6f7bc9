import type { Map as MapLibreMap } from 'maplibre-gl';

/**
 * Focusable buttons laid over the canvas, one per cluster or marker that is rendered, so the
 * map works by keyboard and screen reader. The canvas draws; these buttons carry names, counts
 * and focus. After each 'idle' the set is replaced by what is on screen now (capped), in
 * reading order, without ever moving or dropping focus by surprise: when the focused button
 * goes away (its cluster split up) focus moves to the nearest new one.
 */
export type OverlayItem = {
  key: string;
  kind: 'cluster' | 'point';
  lngLat: [number, number];
  /** Accessible name. */
  name: string;
  /** Visible text (the cluster count). */
  text?: string;
  /** Offers in a cluster. */
  count?: number;
  /** Diameter in CSS pixels. */
  size: number;
  current?: boolean;
};

type Entry = { item: OverlayItem; el: HTMLButtonElement };

/** Top to bottom, then left to right, in rows of 40 px: the order a sighted reader scans. */
export function readingOrder<T extends { x: number; y: number }>(items: T[]): T[] {
  return [...items].sort((a, b) => Math.floor(a.y / 40) - Math.floor(b.y / 40) || a.x - b.x);
}

export class MarkerOverlay {
  readonly element: HTMLDivElement;
  private entries = new Map<string, Entry>();
  private frame = 0;

  constructor(
    private readonly map: MapLibreMap,
    private readonly onActivate: (item: OverlayItem) => void,
    className: string,
  ) {
    this.element = document.createElement('div');
    this.element.className = className;
    map.getCanvasContainer().appendChild(this.element);
    map.on('move', this.schedulePositions);
  }

  private schedulePositions = () => {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.position();
    });
  };

  private position() {
    for (const { item, el } of this.entries.values()) {
      const p = this.map.project(item.lngLat);
      el.style.transform = `translate(${Math.round(p.x)}px, ${Math.round(p.y)}px) translate(-50%, -50%)`;
    }
  }

  private create(): HTMLButtonElement {
    const el = document.createElement('button');
    el.type = 'button';
    el.addEventListener('click', (event) => {
      event.stopPropagation();
      const entry = this.entries.get(el.dataset.key ?? '');
      if (entry) this.onActivate(entry.item);
    });
    return el;
  }

  private apply(el: HTMLButtonElement, item: OverlayItem) {
    el.dataset.key = item.key;
    el.dataset.kind = item.kind;
    el.setAttribute('aria-label', item.name);
    el.textContent = item.text ?? '';
    el.style.width = `${item.size}px`;
    el.style.height = `${item.size}px`;
    if (item.current) el.setAttribute('aria-current', 'true');
    else el.removeAttribute('aria-current');
  }

  /** Replaces the buttons with these items (already capped by the caller). */
  update(items: OverlayItem[]) {
    const focused = document.activeElement;
    const focusedEntry = [...this.entries.values()].find((e) => e.el === focused);
    const wanted = new Set(items.map((i) => i.key));

    for (const [key, entry] of this.entries) {
      if (!wanted.has(key)) {
        entry.el.remove();
        this.entries.delete(key);
      }
    }
    const withPoints = items.map((item) => ({ item, ...this.map.project(item.lngLat) }));
    const ordered = readingOrder(withPoints).map(({ item }) => {
      const existing = this.entries.get(item.key);
      const el = existing?.el ?? this.create();
      this.apply(el, item);
      this.entries.set(item.key, { item, el });
      return el;
    });
    this.arrange(ordered);
    this.position();

    if (focusedEntry && !wanted.has(focusedEntry.item.key))
      this.focusNearest(focusedEntry.item.lngLat);
  }

  /** Puts buttons in reading order; the focused one stays where it is so focus is kept. */
  private arrange(ordered: HTMLButtonElement[]) {
    const anchor = ordered.find((el) => el === document.activeElement);
    if (!anchor) {
      for (const el of ordered) this.element.appendChild(el);
      return;
    }
    const at = ordered.indexOf(anchor);
    for (const el of ordered.slice(0, at)) this.element.insertBefore(el, anchor);
    let previous = anchor;
    for (const el of ordered.slice(at + 1)) {
      previous.after(el);
      previous = el;
    }
  }

  private focusNearest(lngLat: [number, number]) {
    const from = this.map.project(lngLat);
    let best: HTMLButtonElement | null = null;
    let bestDistance = Infinity;
    for (const { item, el } of this.entries.values()) {
      const p = this.map.project(item.lngLat);
      const d = (p.x - from.x) ** 2 + (p.y - from.y) ** 2;
      if (d < bestDistance) {
        bestDistance = d;
        best = el;
      }
    }
    (best ?? this.map.getCanvas()).focus();
  }

  /** Updates names (language or labels changed) without rebuilding. */
  rename(nameOf: (item: OverlayItem) => Pick<OverlayItem, 'name' | 'current'>) {
    for (const entry of this.entries.values()) {
      entry.item = { ...entry.item, ...nameOf(entry.item) };
      this.apply(entry.el, entry.item);
    }
  }

  destroy() {
    cancelAnimationFrame(this.frame);
    this.map.off('move', this.schedulePositions);
    this.element.remove();
    this.entries.clear();
  }
}
