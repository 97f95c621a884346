/**
 * A test seam: when set, called with the order id each time an order row renders, so tests
 * and the benchmark can count re-renders. Null (and free) in the app.
 */
export const rowRenderProbe: { current: ((orderId: string) => void) | null } = { current: null };
