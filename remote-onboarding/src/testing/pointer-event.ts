// jsdom has no PointerEvent; Chakra's switch (zag press handling) creates one when focus moves.
// Suggested for tooling/jest/polyfills.cjs; kept here until it is there.
if (typeof window !== 'undefined' && typeof window.PointerEvent !== 'function') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Reflect.set(window, 'PointerEvent', PointerEventPolyfill);
}

export {};
