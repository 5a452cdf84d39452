// jsdom has no PointerEvent, which Chakra's (zag's) press tracking constructs on blur. Installed by
// `render.tsx`; the shared jest polyfills (tooling/jest/polyfills.cjs) are the better home for it.
class PointerEventPolyfill extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  readonly isPrimary: boolean;

  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
    this.isPrimary = init.isPrimary ?? true;
  }
}

export function installPointerEvent(): void {
  if (typeof window !== 'undefined' && typeof window.PointerEvent === 'undefined') {
    Reflect.set(window, 'PointerEvent', PointerEventPolyfill);
  }
}
