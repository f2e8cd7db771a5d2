/**
 * jsdom lays nothing out and has no ResizeObserver: screens that watch a size (a table that scrolls sideways) get one
 * that never reports, as a browser would for an element whose size never changes.
 */
class StillResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (!('ResizeObserver' in globalThis)) Object.assign(globalThis, { ResizeObserver: StillResizeObserver });
